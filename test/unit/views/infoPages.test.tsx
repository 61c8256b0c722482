// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { COMMUNITY_GUIDELINES } from '../../../src/content/communityGuidelines';
import { FOUNDERS } from '../../../src/content/founders';
import { LEGAL_DOCUMENTS } from '../../../src/content/legal';
import { LEGAL_PAGES } from '../../../src/content/legalPages';
import { SUPPORT_EMAIL } from '../../../src/content/support';
import { unmountApp } from '../../model/jsdomHarness';
import { mountApp, type MountedApp } from '../../support/mountApp';

/**
 * The legal pages, the founders page and the community guidelines in the real app (mock
 * configuration): each lazily loaded page shows its text under its title.
 */

let app: MountedApp | undefined;
afterEach(async () => {
  if (app) await unmountApp(app);
  app = undefined;
});

/** Opens the app at `path` and returns the page's own section (the footer has headings too). */
async function openPage(path: string, title: string) {
  app = mountApp({ path });
  await act(async () => {});
  const heading = await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 });
  const page = heading.closest('section');
  if (!page) throw new Error(`no page section around the heading of ${path}`);
  return page;
}

const headingsOf = (page: HTMLElement) =>
  within(page)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('legal pages (spec section 2)', () => {
  it.each(LEGAL_PAGES.map((page) => [page.path, page.title]))(
    '%s shows its sections under its title',
    async (path, title) => {
      const page = await openPage(path, title);
      const document = LEGAL_DOCUMENTS[path as keyof typeof LEGAL_DOCUMENTS];
      expect(headingsOf(page)).toEqual(document.sections.map((section) => section.heading));
      for (const section of document.sections) {
        for (const text of [...(section.paragraphs ?? []), ...(section.items ?? [])]) {
          expect(page.textContent).toContain(text);
        }
      }
      await waitFor(() => expect(window.document.title).toBe(`${title} - Storyverse`));
    },
  );

  it('dates the version in force and lists its items', async () => {
    const page = await openPage('/collectiblegiveaways', 'Collectible Giveaways Terms');
    expect(within(page).getByText(/^Last updated:/)).toHaveTextContent('Last updated: November 1, 2026');
    expect(within(page).getByText('November 1, 2026')).toHaveAttribute('dateTime', '2026-11-01');
    const entry = within(page)
      .getByRole('heading', { level: 2, name: 'How to enter' })
      .closest('section') as HTMLElement;
    expect(
      within(entry)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      LEGAL_DOCUMENTS['/collectiblegiveaways'].sections.find((section) => section.heading === 'How to enter')?.items,
    );
    expect(within(page).queryByRole('note')).not.toBeInTheDocument();
  });

  it('makes the support address a mail link inside the text', async () => {
    const page = await openPage('/privacy-ca', 'California Privacy Notice');
    const mailLinks = within(page).getAllByRole('link', { name: SUPPORT_EMAIL });
    expect(mailLinks.length).toBeGreaterThan(0);
    for (const link of mailLinks) expect(link).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    // The sentence around the address is all there.
    expect(mailLinks[0]?.closest('p')?.textContent).toMatch(
      new RegExp(`^Send your request to ${SUPPORT_EMAIL} with "California privacy request" as the subject\\.`),
    );
  });

  it('links the pages a section refers to, within the app', async () => {
    const page = await openPage('/tos', 'Terms of Service');
    const content = within(page)
      .getByRole('heading', { level: 2, name: 'Your stories and content' })
      .closest('section') as HTMLElement;
    await userEvent.click(within(content).getByRole('link', { name: 'Community Guidelines' }));
    expect(app?.address()).toBe('/community');
    expect(await screen.findByRole('heading', { level: 1, name: 'Community Guidelines' })).toBeInTheDocument();
  });

  it('says an earlier version was superseded and links the current one', async () => {
    const page = await openPage('/tos-2022-04-20', 'Terms of Service (2022-04-20)');
    const note = within(page).getByRole('note');
    expect(note).toHaveTextContent(
      'This is an earlier version, in effect from April 20, 2022. It has been superseded by the current Terms of Service.',
    );
    expect(within(page).queryByText(/^Last updated/)).not.toBeInTheDocument();
    const current = within(note).getByRole('link', { name: 'Terms of Service' });
    expect(current).toHaveAttribute('href', '/tos');
    expect(current).not.toHaveAttribute('target');
    await userEvent.click(current);
    expect(app?.address()).toBe('/tos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
  });
});

describe('founders page (spec section 1)', () => {
  it('shows a card per founder with name, role, social handle and description', async () => {
    const page = await openPage('/founders', 'Founders');
    const cards = within(page).getAllByRole('article');
    expect(cards).toHaveLength(2);
    FOUNDERS.forEach((founder, index) => {
      const card = within(page).getByRole('article', { name: founder.name });
      expect(card).toBe(cards[index]);
      expect(within(card).getByText(founder.role)).toBeInTheDocument();
      expect(within(card).getByText(founder.description)).toBeInTheDocument();
      const profile = within(card).getByRole('link', { name: founder.handle });
      // The mock configuration's social link is https://social.storyverse.example/storyverse.
      expect(profile).toHaveAttribute('href', `https://social.storyverse.example/${founder.handle.slice(1)}`);
      expect(profile).toHaveAttribute('target', '_blank');
      expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
    });
    expect(new Set(FOUNDERS.map((founder) => founder.name)).size).toBe(2);
  });
});

describe('community guidelines (spec section 2)', () => {
  it('lists every forbidden kind of content with its explanation, in the spec order', async () => {
    const page = await openPage('/community', 'Community Guidelines');
    for (const paragraph of COMMUNITY_GUIDELINES.intro) expect(within(page).getByText(paragraph)).toBeInTheDocument();
    expect(headingsOf(page)).toEqual([
      'What is not allowed',
      'What happens when content breaks these rules',
      'Reporting',
    ]);
    const forbidden = within(page)
      .getByRole('heading', { level: 2, name: 'What is not allowed' })
      .closest('section') as HTMLElement;
    const items = within(forbidden).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Illegal activity.',
      'Violence.',
      'Hate or harassment.',
      'Self-harm.',
      'Pornography.',
      'Sex trafficking.',
      'Impersonation.',
      'Private information.',
      'Spam.',
      'Rights violations.',
      'Fraud.',
      'Gambling.',
    ]);
    expect(items.map((item) => item.textContent)).toEqual(
      COMMUNITY_GUIDELINES.forbidden.entries.map(({ name, explanation }) => `${name}. ${explanation}`),
    );
  });

  it('names the consequences and how to report, by e-mail or in the community chat', async () => {
    const page = await openPage('/community', 'Community Guidelines');
    const consequences = within(page)
      .getByRole('heading', { level: 2, name: 'What happens when content breaks these rules' })
      .closest('section') as HTMLElement;
    expect(
      within(consequences)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['Removal.', 'Reduced visibility.', 'Warnings.', 'Notifying law enforcement.']);

    const reporting = within(page)
      .getByRole('heading', { level: 2, name: 'Reporting' })
      .closest('section') as HTMLElement;
    expect(within(reporting).getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    const chat = within(reporting).getByRole('link', { name: COMMUNITY_GUIDELINES.reporting.inChat });
    expect(chat).toHaveAttribute('href', 'https://chat.storyverse.example/invite');
    expect(chat).toHaveAttribute('target', '_blank');
  });
});
