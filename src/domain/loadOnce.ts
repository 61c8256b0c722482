/**
 * A value loaded once, on first need. A failed load (a chunk that did not arrive, a data set
 * that did not answer) is forgotten, so the next call tries again instead of failing for ever.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
