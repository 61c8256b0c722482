/**
 * The build's preload helper (scripts/build/preloadHelper.ts puts it where Vite's would be): before
 * a lazy chunk is imported, its dependencies are fetched beside it, each once, unless the page
 * preloads it already (pageChunks.ts). Vite's own helper also preloads style sheets, reads a CSP
 * nonce and asks the browser whether it knows `<link rel=modulepreload>`; this build has no style
 * sheets (Emotion writes the styles) and targets browsers that know modulepreload (Chromium 66,
 * Firefox 115, Safari 17; an older Safari that runs the code ignores the link and loads the chunk
 * when it is imported). A failed preload is no error here: the import says it (importChunk.ts tries
 * again, failedPreloads.ts mends WebKit's memory of it).
 *
 * Part of the boot chunk, so kept small and free of dependencies.
 */

/** The addresses this helper has preloaded. */
const asked = new Set<string>();

/** `load`'s module, with the chunks in `deps` (paths under the build's base) preloaded first. */
export function preloadChunks<T>(load: () => Promise<T>, deps?: readonly string[]): Promise<T> {
  if (deps) {
    const preloaded = new Set(Array.from(document.getElementsByTagName('link'), (link) => link.href));
    for (const dep of deps) {
      const link = document.createElement('link');
      link.href = import.meta.env.BASE_URL + dep;
      if (asked.has(link.href) || preloaded.has(link.href)) continue;
      asked.add(link.href);
      link.rel = 'modulepreload';
      document.head.append(link);
    }
  }
  return load();
}
