/**
 * The chunks a prerendered page needs to come alive (issues 36 and 49), in two lists its HTML carries:
 * - `startup`: the start-up chunks, what src/app/createApp.tsx and the framework's evaluation import,
 *   which every page needs. The head preloads them, so they download from the first byte beside the
 *   page's image: waiting for the first viewport, as the boot does, put their 90 kB a round trip and
 *   a paint later, and a mid-tier phone came alive only at about 1.5 s;
 * - `page`: the chunks of the lazily loaded parts the page rendered (src/views/hydration/lazyPart.ts:
 *   its page, its footer), each with the chunks it imports statically, less the start-up ones. The
 *   boot preloads these once the first viewport is painted (src/boot/pageChunks.ts): in the head too,
 *   their dozen requests held the navbar's icons back behind HTTP/1.1's six connections.
 * Parts a page loads later (a section as the visitor nears it, a flow's screens) are not preloaded.
 */
import { relative } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';

/** The modules the boot imports to start the app (src/main.tsx): their chunks and what those import are every page's. */
export const START_MODULES = ['/src/app/evaluateFramework.ts', '/src/app/createApp.tsx'];

/** The file names of the chunks a page needs, in the two lists above. */
export interface PageChunks {
  startup: string[];
  page: string[];
}

export interface ChunkGraph {
  /** The chunks a page needs, given the modules (paths from the root) it rendered lazily. */
  chunksFor(modules: readonly string[]): PageChunks;
}

/** Reads the client build's bundle (the `writeBundle` hook's) of the project at `root`. */
export function chunkGraph(bundle: OutputBundle, root: string): ChunkGraph {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const rootPath = (id: string) => `/${relative(root, id).replace(/\\/g, '/')}`;
  const chunkOf = (module: string) => {
    const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => rootPath(id) === module));
    if (!chunk) throw new Error(`no chunk of the build holds ${module}`);
    return chunk;
  };
  /** `chunk` and, depth first, every chunk it imports statically, each once. */
  const withImports = (chunk: OutputChunk, into: Set<string>) => {
    if (into.has(chunk.fileName)) return;
    into.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) withImports(imported, into);
    }
  };
  /** The chunks of `modules` with what they import, less the boot (the page's own script already) and `known`. */
  const needed = (modules: readonly string[], known: ReadonlySet<string>) => {
    const files = new Set<string>();
    for (const module of modules) withImports(chunkOf(module), files);
    return [...files].filter((file) => !known.has(file) && !byFile.get(file)!.isEntry);
  };
  const startup = needed(START_MODULES, new Set());
  return {
    chunksFor(modules) {
      return { startup, page: needed(modules, new Set(startup)) };
    },
  };
}
