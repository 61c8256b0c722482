/**
 * The landing-bundle budget, as pure functions over Vite's build manifest
 * (dist/.vite/manifest.json). scripts/check-size.ts does the file reading and gzipping.
 *
 * What the landing route loads before it can render: the entry chunk, every chunk it
 * imports statically (`imports`, recursively; never `dynamicImports`, which load on
 * demand) and the CSS of all of them.
 */

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

/** Budget for the landing route, gzip level 9, in bytes (110 kB with 1 kB = 1000 bytes). */
export const LANDING_BUDGET_BYTES = 110_000;

export interface LandingChunks {
  /** Manifest keys of the entry chunks (normally just 'index.html'). */
  entries: string[];
  /** Manifest keys of the entries and everything they import statically, entries first. */
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

/** A measured landing file. */
export interface MeasuredFile {
  file: string;
  rawBytes: number;
  gzipBytes: number;
  /** Module ids inside the file (from its source map); empty for CSS. */
  modules: readonly string[];
}

export interface BudgetReport {
  files: MeasuredFile[];
  totalGzipBytes: number;
  limitBytes: number;
  overBudget: boolean;
  /** Files that bundle ethers, with the first ethers module found in each. */
  ethers: { file: string; module: string }[];
  ok: boolean;
  /** Human-readable table and verdict. */
  text: string;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

/** Sums the measured files, checks the limit and that no file bundles ethers, and renders a table. */
export function budgetReport(
  files: readonly MeasuredFile[],
  limitBytes: number = LANDING_BUDGET_BYTES,
  extraEthers: readonly { file: string; module: string }[] = [],
): BudgetReport {
  const totalGzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  const ethers = [
    ...extraEthers,
    ...files.flatMap((file) => {
      const module = file.modules.find(isEthersModule);
      return module === undefined ? [] : [{ file: file.file, module }];
    }),
  ];
  const overBudget = totalGzipBytes > limitBytes;
  const ok = !overBudget && ethers.length === 0;

  const nameWidth = Math.max('file'.length, 'total'.length, ...files.map((file) => file.file.length));
  const row = (name: string, raw: string, gzip: string) =>
    `${name.padEnd(nameWidth)}  ${raw.padStart(12)}  ${gzip.padStart(12)}`;
  const lines = [
    'Landing bundle (entry + static imports + their CSS), gzip level 9',
    '',
    row('file', 'raw', 'gzip'),
    ...files.map((file) => row(file.file, kB(file.rawBytes), kB(file.gzipBytes))),
    row('total', kB(files.reduce((sum, file) => sum + file.rawBytes, 0)), kB(totalGzipBytes)),
    '',
    `Budget: ${totalGzipBytes} of ${limitBytes} bytes gzip (1 kB = 1000 bytes): ${overBudget ? 'OVER BUDGET' : 'within budget'}`,
    ethers.length === 0
      ? 'ethers: not in the landing bundle'
      : `ethers: FOUND in the landing bundle (it must load only when a wallet is needed):\n${ethers
          .map((hit) => `  ${hit.file}: ${hit.module}`)
          .join('\n')}`,
  ];
  return { files: [...files], totalGzipBytes, limitBytes, overBudget, ethers, ok, text: lines.join('\n') };
}
