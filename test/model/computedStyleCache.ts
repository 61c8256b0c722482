/**
 * Runs `read` with the document's computed styles cached, when there is a document (jsdom).
 *
 * jsdom computes a style from scratch on every `getComputedStyle` call: it walks every rule of
 * every sheet and parses each matching declaration again. A role query calls it for every element
 * of the page (is it hidden?) and again while computing accessible names, so one state's
 * assertions, a handful of queries, computed the same styles several times over (in the plot
 * sale's path suite, `getComputedStyle` was 27% of the CPU profile).
 *
 * A computed style here depends only on the DOM (the <style> elements emotion adds are DOM too)
 * and on which element has focus (`:focus`, `:focus-visible`); the viewport does not change. So the cache
 * is dropped whenever either has changed since the last call: the mutation records are taken
 * synchronously at each call, so a change is seen before the next answer, not a task later.
 */
export async function withComputedStyleCache<T>(read: () => Promise<T>): Promise<T> {
  const view = globalThis.document?.defaultView;
  if (!view) return read();
  const { document } = view;
  const compute = view.getComputedStyle;
  const changes = new MutationObserver(() => {});
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  let cache = new WeakMap<Element, Map<string, CSSStyleDeclaration>>();
  let focused = document.activeElement;
  view.getComputedStyle = (element, pseudoElement) => {
    if (changes.takeRecords().length > 0 || document.activeElement !== focused) {
      cache = new WeakMap();
      focused = document.activeElement;
    }
    let styles = cache.get(element);
    if (!styles) cache.set(element, (styles = new Map()));
    const key = pseudoElement ?? '';
    let style = styles.get(key);
    if (!style) styles.set(key, (style = compute.call(view, element, pseudoElement)));
    return style;
  };
  try {
    return await read();
  } finally {
    view.getComputedStyle = compute;
    changes.disconnect();
  }
}
