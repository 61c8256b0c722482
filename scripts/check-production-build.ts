/**
 * A production build carries none of the statechart viewer (issue 12): builds the app with
 * VITE_ENV=production into dist-production/ and fails (exit 1) when any chunk's source map names
 * a module of src/inspect/ or elkjs, or when elkjs's script was emitted. Run by `npm run check:size`.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { PRODUCTION_SERVICES } from '../test/support/productionEnv';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'dist-production');

Object.assign(process.env, { VITE_ENV: 'production', ...PRODUCTION_SERVICES });
rmSync(outDir, { recursive: true, force: true });
await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });

const assets = join(outDir, 'assets');
const files = readdirSync(assets);
const viewerModules = files
  .filter((file) => file.endsWith('.js.map'))
  .flatMap((file) => {
    const { sources = [] } = JSON.parse(readFileSync(join(assets, file), 'utf8')) as { sources?: string[] };
    return sources
      .filter((source) => source.includes('/src/inspect/') || source.includes('elkjs'))
      .map((source) => `${file}: ${source}`);
  });
const elkScripts = files.filter((file) => file.startsWith('elk.'));
if (!existsSync(assets) || files.length === 0) {
  console.error('check-production-build: the production build wrote no assets');
  process.exit(1);
}
if (viewerModules.length > 0 || elkScripts.length > 0) {
  console.error('check-production-build: the production build carries viewer code:');
  for (const line of [...viewerModules, ...elkScripts]) console.error(`  ${line}`);
  process.exit(1);
}
console.info(`Production build: no statechart viewer code in ${files.length} assets.`);
