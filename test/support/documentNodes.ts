import { afterEach, beforeEach } from 'vitest';

/**
 * The files of a Vitest worker share one jsdom document (vitest.config.ts: `isolate: false`), and
 * the modules they share keep nodes in it: emotion's style sheet inserts each new rule after its
 * own last <style> element in the head. A test that emptied the head or the body made every render
 * of a later file fail (NotFoundError from emotion's insertBefore), depending on which files a
 * worker happened to run in a row. So a test that writes into the document adds nodes of its own
 * (`appendHtml`) and, with `removeAddedNodesAfterEach`, removes what it added and nothing else.
 */

/** Whether a node belongs to emotion's style sheet, which remembers every rule it inserted. */
const isEmotionStyle = (node: Node) => node instanceof Element && node.matches('style[data-emotion]');

/** After each test of the file, removes the nodes it added to the head and the body (not emotion's). */
export function removeAddedNodesAfterEach(): void {
  let found = new Set<Node>();
  beforeEach(() => {
    found = new Set([...document.head.childNodes, ...document.body.childNodes]);
  });
  afterEach(() => {
    for (const parent of [document.head, document.body]) {
      for (const node of [...parent.childNodes]) if (!found.has(node) && !isEmotionStyle(node)) node.remove();
    }
  });
}

/** Appends `html` to the body inside an element of its own, and returns that element. */
export function appendHtml(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host;
}
