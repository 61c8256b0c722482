// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaqContent } from '../../../src/views/landing/FaqContent';

/** The FAQ (spec sections 1, 2 and 9), shown on the landing page and at /about#faq. */

describe('the FAQ', () => {
  it('gives the total supply and the first sale', () => {
    render(<FaqContent />);
    expect(
      screen.getByText('The total supply is 10,000, of which 3,000 are claimed and 7,000 are unannounced.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/sold out in April 2022/)).toBeInTheDocument();
  });

  it('has a card for each of the two collections: supply, cost and mint date', () => {
    render(<FaqContent />);
    const card = (name: string) => screen.getByRole('heading', { level: 4, name }).closest('li')!;
    const details = (name: string) =>
      within(card(name))
        .getAllByRole('definition')
        .map((dd) => dd.textContent);
    expect(details('Bored Ape Character Pass')).toEqual(['3,000', 'Free + gas', '1/27/23 11 AM PST']);
    expect(details('Mutant Ape Character Pass')).toEqual(['20,000', 'Free + gas', 'Live']);
  });

  it('has the seven collectible stories, each with its blurb and a link to its mint page', () => {
    render(<FaqContent />);
    const list = screen.getByRole('heading', { level: 3, name: 'Collectible Stories' })
      .nextElementSibling as HTMLElement;
    const stories = within(list).getAllByRole('listitem');
    expect(stories).toHaveLength(7);
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/fezlove',
      '/chasingshadows',
      '/foreplay',
      '/raymondlightyear',
      '/emptyhorizon',
      '/soundclash',
      '/prisonrush',
    ]);
    for (const story of stories) expect(within(story).getByRole('paragraph').textContent).not.toBe('');
  });
});
