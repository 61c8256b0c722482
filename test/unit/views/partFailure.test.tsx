// @vitest-environment jsdom
import { lazy, Suspense } from 'react';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterEveryTry } from '../../support/afterEveryTry';
import { ErrorBoundary } from '../../../src/views/layout/ErrorBoundary';
import { lazyChunk } from '../../../src/views/hydration/lazyChunk';
import { leavePage, loadPart, renewableLazy, retryParts, usePartFailed } from '../../../src/views/hydration/partLoads';

/** A chunk the network drops (no script named, so never taken for a newer deploy). */
const dropped = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.useRealTimers());

describe("a part of the page whose code does not come (the root layout's slots)", () => {
  it('stays pending through its tries and after, says its slot failed, and loads on Try again', async () => {
    let arrives = false;
    const load = vi.fn(() => (arrives ? Promise.resolve({ Part: 'code' }) : dropped()));
    const failed = renderHook(() => usePartFailed('footer', ''));
    let loaded: unknown;
    void loadPart('footer', load).then((module) => (loaded = module));

    await act(afterEveryTry);
    expect(load).toHaveBeenCalledTimes(4);
    expect([loaded, failed.result.current]).toEqual([undefined, true]);
    // The other slot is not concerned.
    expect(renderHook(() => usePartFailed('page', '/about')).result.current).toBe(false);

    arrives = true;
    act(() => retryParts('footer', ''));
    expect(failed.result.current).toBe(false);
    await act(afterEveryTry);
    expect(loaded).toEqual({ Part: 'code' });
    expect(failed.result.current).toBe(false);
  });
});

describe("a part of the page slot whose code does not come: the failure is its page's", () => {
  it('shows only on the page it failed on; leaving drops it, and the part loads afresh when it shows again', async () => {
    window.history.replaceState(null, '', '/about');
    const load = vi.fn(dropped);
    let renewed = 0;
    void loadPart('page', load, () => renewed++);
    await act(afterEveryTry);
    const onAbout = renderHook(() => usePartFailed('page', '/about'));
    const onCommunity = renderHook(() => usePartFailed('page', '/community'));
    expect([onAbout.result.current, onCommunity.result.current]).toEqual([true, false]);

    // Try again on another page tries nothing.
    act(() => retryParts('page', '/community'));
    expect(load).toHaveBeenCalledTimes(4);

    leavePage('/community');
    await act(afterEveryTry);
    expect(onAbout.result.current).toBe(false);
    expect(renewed).toBe(1);
    // Staying on the page drops nothing more.
    leavePage('/community');
    expect(renewed).toBe(1);
  });

  it('renders the fresh import of a renewed part where it shows next', async () => {
    // A load that failed for good stays pending (loadPart).
    let arrives = false;
    const load = vi.fn(() =>
      arrives ? Promise.resolve({ default: () => <h1>About</h1> }) : new Promise<never>(() => {}),
    );
    let renewPart = () => {};
    const Part = renewableLazy((renew) => {
      renewPart = renew;
      return lazy(load);
    });
    const first = render(
      <Suspense fallback={<p>Loading…</p>}>
        <Part />
      </Suspense>,
    );
    await act(afterEveryTry);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    first.unmount();

    arrives = true;
    renewPart();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Part />
      </Suspense>,
    );
    await act(afterEveryTry);
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
  });
});

describe('a piece that loads when it shows (lazyChunk) in its ErrorBoundary', () => {
  it('shows the crash message and Try again in its place once its tries fail, and Try again imports it anew', async () => {
    let arrives = false;
    const load = vi.fn(() => (arrives ? Promise.resolve({ default: () => <p>The piece</p> }) : dropped()));
    const Piece = lazyChunk(load);
    render(
      <>
        <p>The rest of the page</p>
        <ErrorBoundary>
          <Suspense fallback={<p>Loading…</p>}>
            <Piece />
          </Suspense>
        </ErrorBoundary>
      </>,
    );
    await act(afterEveryTry);
    expect(load).toHaveBeenCalledTimes(4);
    expect(screen.getByRole('alert')).toHaveTextContent('An error has occurred');
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();

    arrives = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(afterEveryTry);
    expect(screen.getByText('The piece')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves nothing, and no message, where a decorative piece failed', async () => {
    const Piece = lazyChunk(() => dropped());
    const { container } = render(
      <div data-testid="hero">
        <img alt="" src="/poster.svg" />
        <ErrorBoundary decorative>
          <Suspense fallback={null}>
            <Piece />
          </Suspense>
        </ErrorBoundary>
      </div>,
    );
    await act(afterEveryTry);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(container.querySelector('[data-testid="hero"]')?.children).toHaveLength(1);
  });
});
