import { createContext, createElement, lazy, useContext, type ComponentType } from 'react';
import { loadPart, renewableLazy, type PartSlot } from './partLoads';

/**
 * The loaders of a table's lazily loaded parts, keyed by their path from the project root:
 * what `import.meta.glob` gives for a literal list of paths, so that a key and its import cannot
 * disagree. Each table globs its own parts, so their loaders stay in its chunk.
 */
export type PartLoaders = Record<string, () => Promise<Record<string, unknown>>>;

/** Where the prerender collects the paths of the parts a page renders; none in the browser. */
export const RenderedPartsContext = createContext<Set<string> | null>(null);

/**
 * The component `name` (an export of the module at `path`, or `default`) as a lazily loaded part
 * of the pages (a page, the second route table, the permission gate, the footer): its chunk loads
 * on its first render, and a prerender records that the page needs it. The path from the project
 * root is what lets a page's HTML list the chunks it needs (scripts/prerender/pageChunks.ts), for
 * the boot to fetch them all at once: the build's bundle names the chunks of each path. Code that
 * does not arrive is tried again and, failing that, waits for the visitor's Try again in `slot`
 * (partLoads.ts), or a fresh import the next time it shows once the visitor left its page.
 */
export function lazyPart<P extends object = object>(
  loaders: PartLoaders,
  path: string,
  name: string,
  slot: PartSlot = 'page',
): ComponentType<P> {
  const load = loaders[path];
  if (!load) throw new Error(`${path} is not one of the parts globbed beside it`);
  const Part = renewableLazy<P>((renew) =>
    lazy(async () => {
      const module = await loadPart(slot, load, renew);
      const component = module[name] as ComponentType<P> | undefined;
      if (!component) throw new Error(`${path} exports no ${name}`);
      return { default: component };
    }),
  );
  // Only the prerender records (Vite makes `import.meta.env.SSR` a constant, so the browser's bundle
  // drops the wrapper).
  if (!import.meta.env.SSR) return Part;
  function RecordedPart(props: P) {
    useContext(RenderedPartsContext)?.add(path);
    return createElement(Part, props);
  }
  RecordedPart.displayName = `lazyPart(${name})`;
  return RecordedPart;
}
