import { importChunk } from './importChunk';
import { loadOnce } from '../domain/loadOnce';

/**
 * A flow's chunk, imported once on first need (importChunk). Its first failure goes to the flow,
 * which says so with Try again and does not reload the page by itself (the visitor is in the middle
 * of something); the next call is that Try again, which may reload it: in Firefox and older
 * Chromium a failed module stays failed until the page is loaded anew (importChunk.ts).
 */
export function importOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let failed = false;
  return loadOnce(() =>
    importChunk(load, failed ? 'asked' : 'never').catch((error: unknown) => {
      failed = true;
      throw error;
    }),
  );
}
