/**
 * The start-up bundle, as pure functions over Vite's build manifest (.vite/manifest.json).
 * scripts/check-size.ts does the file reading and gzipping, scripts/size/budgets.ts the verdict.
 *
 * What every page runs before React can hydrate it: the entry chunk (the boot, src/main.tsx), the
 * app it imports once the first viewport is painted (the entry's dynamic imports but the boot's own
 * pieces that load on demand: the replay of early input, after input was kept, and the reload for
 * fresh code and the input it carries, after an import failed: BOOT_ON_DEMAND), every chunk either
 * imports statically (`imports`, recursively; never the app's `dynamicImports`, which load on
 * demand) and the CSS of all of them.
 */

/** The boot's own modules that it imports only on demand (src/boot/*.ts, as the manifest keys them). */
const BOOT_ON_DEMAND = /^src\/boot\//;

/** One chunk of Vite's manifest (the fields this budget reads). */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/** Vite's manifest: chunks by key (source path for modules, '_name-hash.js' for shared chunks). */
export type Manifest = Record<string, ManifestChunk>;

export interface LandingChunks {
  /** Manifest keys of the entry chunks (normally just 'index.html'). */
  entries: string[];
  /** Manifest keys of the entries, the app they import and everything those import statically, entries first. */
  chunks: string[];
  /** Output files (relative to dist/) of those chunks, then their CSS, each once. */
  files: string[];
}

/** The chunks and files the landing route loads, from the manifest. Throws when there is no entry. */
export function landingChunks(manifest: Manifest): LandingChunks {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length === 0) throw new Error('the manifest has no entry chunk (isEntry)');

  const chunks: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest imports "${key}", which it does not list`);
    chunks.push(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  for (const entry of entries) {
    for (const app of manifest[entry]!.dynamicImports ?? []) if (!BOOT_ON_DEMAND.test(app)) visit(app);
  }

  const files: string[] = [];
  const add = (file: string) => {
    if (!files.includes(file)) files.push(file);
  };
  for (const key of chunks) add(manifest[key]!.file);
  for (const key of chunks) for (const css of manifest[key]!.css ?? []) add(css);
  return { entries, chunks, files };
}

/** Module ids of ethers (v6 `ethers`, and the v5 `@ethersproject/*` packages). */
const ETHERS_MODULE = /(^|[/\\])node_modules[/\\](ethers|@ethersproject)[/\\]/;

export function isEthersModule(moduleId: string): boolean {
  return ETHERS_MODULE.test(moduleId);
}

/** Manifest keys and sources of the landing chunks that are ethers modules themselves. */
export function ethersInManifest(manifest: Manifest, chunks: readonly string[]): string[] {
  return chunks.filter((key) => isEthersModule(key) || isEthersModule(manifest[key]?.src ?? ''));
}
