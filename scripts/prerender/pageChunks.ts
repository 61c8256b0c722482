/**
 * The chunks a prerendered page needs to come alive, listed in its HTML for the boot to preload all
 * at once (src/boot/pageChunks.ts, issue 36); else the page's own chunks would be fetched only when
 * React first renders the page, a round trip after the app's. The page needs the start-up chunks (what src/app/createApp.tsx imports) and the chunks of the
 * lazily loaded parts it rendered (src/views/hydration/lazyPart.ts: its page, its footer), each with
 * the chunks it imports statically. Parts a page loads later (a section as the visitor nears it, a flow's screens)
 * are not preloaded.
 */
import { relative } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';

/** The modules the boot imports to start the app (src/main.tsx): their chunks and what those import are every page's. */
export const START_MODULES = ['/src/app/evaluateFramework.ts', '/src/app/createApp.tsx'];

export interface ChunkGraph {
  /** The file names of the chunks a page needs, given the modules (paths from the root) it rendered lazily. */
  chunksFor(modules: readonly string[]): string[];
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
  return {
    chunksFor(modules) {
      const files = new Set<string>();
      for (const module of [...START_MODULES, ...modules]) withImports(chunkOf(module), files);
      // The boot is the page's own script already.
      for (const chunk of chunks) if (chunk.isEntry) files.delete(chunk.fileName);
      return [...files];
    },
  };
}
