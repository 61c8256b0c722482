import { createElement, Fragment, lazy, type ComponentType } from 'react';
import { importChunk, type ReloadPolicy } from '../../boot/importChunk';
import { HydrationSignal } from './HydrationSignal';

/** The pieces whose import failed for good, each with what gives it a fresh import. */
const failed = new Set<() => void>();

/**
 * React's `lazy` for a piece that loads when it first shows (a modal, a screen, a video): its import
 * is tried again after growing waits (importChunk.ts), and when it fails for good it throws to the
 * nearest ErrorBoundary, which shows the failure in the piece's place. React keeps a failed `lazy`
 * failed: the boundary's Try again gives each failed piece a fresh one (retryFailedChunks) before it
 * renders them again. Not at the failure itself: React renders once more right after an error, and
 * a fresh import then would start over instead of showing the failure.
 */
export function lazyChunk<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  // The first import does not reload the page by itself (the piece shows while the visitor is in
  // the middle of something); the ones after a failure are the visitor's Try again, which may.
  const fresh = (policy: ReloadPolicy) =>
    lazy(() =>
      importChunk(load, policy).then(withSignal, (error: unknown) => {
        failed.add(() => (Current = fresh('asked')));
        throw error;
      }),
    );
  let Current = fresh('never');
  return function LazyChunk(props: P) {
    return createElement(Current, props);
  };
}

/**
 * The piece, then its HydrationSignal: a prerendered piece hydrates after the part around it, and
 * the boot replays the input it kept for the piece once it says so.
 */
function withSignal<P extends object>({ default: Piece }: { default: ComponentType<P> }) {
  return {
    default: (props: P) =>
      createElement(Fragment, null, createElement(Piece, props), createElement(HydrationSignal, { part: 'piece' })),
  };
}

/** Gives every piece whose import failed a fresh import, for their next render. */
export function retryFailedChunks(): void {
  failed.forEach((renew) => renew());
  failed.clear();
}
