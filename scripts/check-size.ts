/**
 * Landing-bundle budget: `npm run check:size` after `npm run build`.
 *
 * Reads dist/.vite/manifest.json, takes the entry chunk and every chunk it imports
 * statically (plus their CSS), gzips each file at level 9 and fails (exit 1) when the sum
 * exceeds 110 000 bytes, or when any of them bundles ethers (found through the module ids
 * in each chunk's source map; the build writes source maps for this).
 * The pure part lives in scripts/size/landingBudget.ts. Usage: tsx scripts/check-size.ts [distDir]
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  budgetReport,
  ethersInManifest,
  landingChunks,
  LANDING_BUDGET_BYTES,
  type Manifest,
  type MeasuredFile,
} from './size/landingBudget';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The build folder: dist/ of the project, or the folder given as the first argument. */
const dist = process.argv[2] ? resolve(process.argv[2]) : join(root, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');

function fail(message: string): never {
  console.error(`check-size: ${message}`);
  process.exit(1);
}

/** Module ids of a JS file, from the source map its sourceMappingURL comment (or file.map) names. */
function modulesOf(file: string, code: string): string[] {
  const comment = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code);
  const mapPath = comment?.[1] && !comment[1].startsWith('data:') ? join(dirname(file), comment[1]) : `${file}.map`;
  if (!existsSync(mapPath)) {
    fail(`no source map for ${file}: cannot check it for ethers (keep build.sourcemap on in vite.config.ts)`);
  }
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources?: string[] };
  return map.sources ?? [];
}

if (!existsSync(manifestPath)) fail(`${manifestPath} is missing: run "npm run build" first`);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

let landing;
try {
  landing = landingChunks(manifest);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const measured: MeasuredFile[] = landing.files.map((file) => {
  const path = join(dist, file);
  if (!existsSync(path)) fail(`${file} is in the manifest but not in dist/`);
  const content = readFileSync(path);
  return {
    file,
    rawBytes: content.length,
    gzipBytes: gzipSync(content, { level: 9 }).length,
    modules: file.endsWith('.js') ? modulesOf(path, content.toString('utf8')) : [],
  };
});

const manifestEthers = ethersInManifest(manifest, landing.chunks).map((key) => ({
  file: manifest[key]!.file,
  module: manifest[key]!.src ?? key,
}));
const report = budgetReport(measured, LANDING_BUDGET_BYTES, manifestEthers);
console.info(report.text);
if (!report.ok) process.exit(1);
