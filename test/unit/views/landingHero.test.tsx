// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HERO_VIDEO } from '../../../src/content/landing/hero';
import { HeroMedia } from '../../../src/views/landing/HeroMedia';
import { HERO_RETRY_MS } from '../../../src/views/landing/HeroVideo';
import { stubReducedMotion } from '../../support/viewportStubs';

/** The landing page's hero video (spec sections 2 and 9). */

const refused = () => new DOMException('play() is not allowed yet', 'NotAllowedError');

const heroVideo = (container: HTMLElement) => container.querySelector('video');
const heroPoster = (container: HTMLElement) => container.querySelector(`img[src="${HERO_VIDEO.poster}"]`);

/** Renders the hero and lets its video chunk (a lazy module) arrive, as the page does after the poster. */
async function renderHero() {
  const view = render(<HeroMedia />);
  await act(async () => {
    await import('../../../src/views/landing/HeroVideo');
  });
  return view;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the hero video', () => {
  it('retries playing every second until it plays, then stops', async () => {
    stubReducedMotion(false);
    const play = vi
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockRejectedValueOnce(refused())
      .mockRejectedValueOnce(refused())
      .mockResolvedValue(undefined);
    await renderHero();
    expect(play).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(HERO_RETRY_MS - 1));
    expect(play).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(play).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(HERO_RETRY_MS));
    expect(play).toHaveBeenCalledTimes(3);
    await act(() => vi.advanceTimersByTimeAsync(10 * HERO_RETRY_MS));
    expect(play).toHaveBeenCalledTimes(3);
  });

  it('stops retrying once it is gone', async () => {
    stubReducedMotion(false);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(refused());
    const view = await renderHero();
    await act(() => vi.advanceTimersByTimeAsync(HERO_RETRY_MS));
    expect(play).toHaveBeenCalledTimes(2);
    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(10 * HERO_RETRY_MS));
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('loops muted and inline over its poster, which loads first and keeps its space', async () => {
    stubReducedMotion(false);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { container } = await renderHero();
    const video = heroVideo(container)!;
    expect(video).toHaveAttribute('src', HERO_VIDEO.src);
    expect(video).toHaveAttribute('poster', HERO_VIDEO.poster);
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video.muted).toBe(true);
    const poster = heroPoster(container)!;
    expect(poster).toHaveAttribute('fetchpriority', 'high');
    for (const media of [video, poster]) {
      expect(media).toHaveAttribute('width', String(HERO_VIDEO.width));
      expect(media).toHaveAttribute('height', String(HERO_VIDEO.height));
    }
  });

  it('can be paused and played again by the user', async () => {
    stubReducedMotion(false);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(refused());
    await renderHero();
    fireEvent.click(screen.getByRole('button', { name: 'Pause video' }));
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalledTimes(1);
    // Paused by the user: no more tries.
    const tries = play.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(10 * HERO_RETRY_MS));
    expect(play).toHaveBeenCalledTimes(tries);
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(play).toHaveBeenCalledTimes(tries + 1);
  });

  it('with reduced motion shows only the poster: no video, nothing to pause', async () => {
    stubReducedMotion(true);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
    const { container } = await renderHero();
    expect(heroVideo(container)).toBeNull();
    expect(heroPoster(container)).not.toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(play).not.toHaveBeenCalled();
  });
});
