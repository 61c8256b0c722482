// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_STORIES } from '../../../src/content/landing/stories';
import { StoriesCarousel } from '../../../src/views/landing/StoriesCarousel';
import { stubIntersectionObserver, stubReducedMotion } from '../../support/viewportStubs';

/** The 'Our Stories' carousel (spec sections 2, 3 and 9). */

const INTERVAL = 10_000;

function renderCarousel({ reducedMotion = false } = {}) {
  stubReducedMotion(reducedMotion);
  stubIntersectionObserver();
  render(<StoriesCarousel stories={CAROUSEL_STORIES} />);
  return screen.getByRole('region', { name: 'Our Stories' });
}

/** The story shown: the dot marked current, and the one slide that can be reached. */
function currentStory(region: HTMLElement): number {
  const dots = within(region).getAllByRole('button', { name: /^Go to story \d$/ });
  const current = dots.filter((dot) => dot.getAttribute('aria-current') === 'true');
  expect(current).toHaveLength(1);
  const position = dots.indexOf(current[0]!) + 1;
  const reachable = within(region)
    .getAllByRole('group')
    .filter((slide) => !slide.hasAttribute('inert'));
  expect(reachable.map((slide) => slide.getAttribute('aria-label'))).toEqual([`${position} of 6`]);
  return position;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the stories carousel', () => {
  it('is a carousel of six slides, each with its poster, title, owner and a link to the story', () => {
    const region = renderCarousel();
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([1, 2, 3, 4, 5, 6].map((n) => `${n} of 6`));
    slides.forEach((slide, i) => {
      const story = CAROUSEL_STORIES[i]!;
      expect(slide).toHaveAttribute('aria-roledescription', 'slide');
      expect(within(slide).getByRole('img', { name: `Poster of ${story.title}` })).toHaveAttribute('src', story.poster);
      expect(within(slide).getByRole('heading', { level: 3, name: story.title })).toBeInTheDocument();
      const owner = within(slide).getByRole('link', { name: story.ownerName });
      expect(owner).toHaveAttribute('href', story.ownerLink);
      expect(owner).toHaveAttribute('target', '_blank');
      expect(within(slide).getByRole('link', { name: `Watch ${story.title}` })).toHaveAttribute('href', story.media);
    });
    expect(currentStory(region)).toBe(1);
  });

  it('moves with the previous and next buttons, looping at both ends', async () => {
    const user = userEvent.setup();
    const region = renderCarousel();
    await user.click(within(region).getByRole('button', { name: 'Previous story' }));
    expect(currentStory(region)).toBe(6);
    await user.click(within(region).getByRole('button', { name: 'Next story' }));
    expect(currentStory(region)).toBe(1);
    await user.click(within(region).getByRole('button', { name: 'Next story' }));
    expect(currentStory(region)).toBe(2);
  });

  it('goes to a story with its dot', async () => {
    const user = userEvent.setup();
    const region = renderCarousel();
    await user.click(within(region).getByRole('button', { name: 'Go to story 4' }));
    expect(currentStory(region)).toBe(4);
  });

  it('moves with the arrow keys inside the carousel', async () => {
    const user = userEvent.setup();
    const region = renderCarousel();
    await user.click(within(region).getByRole('button', { name: 'Go to story 3' }));
    await user.keyboard('{ArrowRight}');
    expect(currentStory(region)).toBe(4);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(currentStory(region)).toBe(2);
  });

  it('moves with a sideways swipe past the threshold, not a short one', () => {
    const region = renderCarousel();
    const track = region.querySelector('[aria-live]')!;
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(track, { pointerId: 1, clientX: from });
      fireEvent.pointerUp(track, { pointerId: 1, clientX: to });
    };
    swipe(300, 280);
    expect(currentStory(region)).toBe(1);
    swipe(300, 200);
    expect(currentStory(region)).toBe(2);
    swipe(100, 200);
    expect(currentStory(region)).toBe(1);
  });

  it('moves on every 10 s until paused, and is announced only while paused', async () => {
    vi.useFakeTimers();
    const region = renderCarousel();
    const track = region.querySelector('[aria-live]')!;
    expect(track).toHaveAttribute('aria-live', 'off');
    await act(() => vi.advanceTimersByTimeAsync(INTERVAL));
    expect(currentStory(region)).toBe(2);
    fireEvent.click(within(region).getByRole('button', { name: 'Pause' }));
    expect(track).toHaveAttribute('aria-live', 'polite');
    await act(() => vi.advanceTimersByTimeAsync(3 * INTERVAL));
    expect(currentStory(region)).toBe(2);
    fireEvent.click(within(region).getByRole('button', { name: 'Play' }));
    expect(track).toHaveAttribute('aria-live', 'off');
    await act(() => vi.advanceTimersByTimeAsync(INTERVAL));
    expect(currentStory(region)).toBe(3);
  });

  it('holds while the page is hidden or the pointer is inside', async () => {
    vi.useFakeTimers();
    const region = renderCarousel();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await act(() => vi.advanceTimersByTimeAsync(3 * INTERVAL));
    expect(currentStory(region)).toBe(1);
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    fireEvent.pointerEnter(region);
    await act(() => vi.advanceTimersByTimeAsync(3 * INTERVAL));
    expect(currentStory(region)).toBe(1);
    fireEvent.pointerLeave(region);
    await act(() => vi.advanceTimersByTimeAsync(INTERVAL));
    expect(currentStory(region)).toBe(2);
  });

  it('with reduced motion starts paused and never moves on its own', async () => {
    vi.useFakeTimers();
    const region = renderCarousel({ reducedMotion: true });
    expect(within(region).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(region.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await act(() => vi.advanceTimersByTimeAsync(6 * INTERVAL));
    expect(currentStory(region)).toBe(1);
    fireEvent.click(within(region).getByRole('button', { name: 'Next story' }));
    expect(currentStory(region)).toBe(2);
  });

  it('runs one working carousel under StrictMode, which stops and restarts effects', async () => {
    vi.useFakeTimers();
    stubReducedMotion(false);
    stubIntersectionObserver();
    render(
      <StrictMode>
        <StoriesCarousel stories={CAROUSEL_STORIES} />
      </StrictMode>,
    );
    const region = screen.getByRole('region', { name: 'Our Stories' });
    fireEvent.click(within(region).getByRole('button', { name: 'Next story' }));
    expect(currentStory(region)).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(INTERVAL));
    expect(currentStory(region)).toBe(3);
  });
});
