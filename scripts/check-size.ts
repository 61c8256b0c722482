/**
 * `npm run check:size` (after `npm run build`): the size budgets of scripts/size/budgets.ts on the
 * mock build (dist/) and on the production build (VITE_ENV=production, built here into
 * dist-production/, what visitors load), that the production build carries none of the statechart
 * viewers (the app's own and the Stately Inspector), that its start-up libraries are marked for
 * eager compilation, and that its pages start with no chart of a later flow, no zod, not the error
 * catalogue's texts and no chunk too small to be worth its request (size/pageStartSources.ts).
 * Exits 1 on any failure, after printing the whole table.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { debianChromium } from '../test/support/debianChromium';
import { buildProduction } from './build/buildProduction';
import { COMPILE_HINT } from './build/compileHints';
import { MEASURED_ROUTES, sizeReport } from './size/budgets';
import { measureBuild } from './size/measureBuild';
import { lateModulesOnPage, SMALL_CHUNK_BYTES, smallChunksOnPage } from './size/pageStartSources';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const mockDir = join(root, 'dist');
const productionDir = join(root, 'dist-production');

/**
 * Modules of the statechart viewers (src/inspect with its layout engine elkjs, and the Stately
 * Inspector's @statelyai/inspect) in the production build: none may be there.
 */
function viewerCodeIn(outDir: string): string[] {
  const assets = join(outDir, 'assets');
  const files = readdirSync(assets);
  if (files.length === 0) return ['the production build wrote no assets'];
  return [
    ...files
      .filter((file) => file.endsWith('.js.map'))
      .flatMap((file) => {
        const { sources = [] } = JSON.parse(readFileSync(join(assets, file), 'utf8')) as { sources?: string[] };
        return sources
          .filter((source) => ['/src/inspect/', 'elkjs', '@statelyai/inspect'].some((part) => source.includes(part)))
          .map((source) => `${file}: ${source}`);
      }),
    // elkjs's files, copied as they are (no source map): its API and its worker.
    ...files.filter((file) => /^elk[.-]/.test(file)),
  ];
}

/**
 * What is wrong with the libraries' chunk's compile hint (scripts/build/compileHints.ts): it is
 * missing, or its source map was not moved with the code; null when nothing is.
 */
function compileHintProblem(outDir: string): string | null {
  const assets = join(outDir, 'assets');
  const framework = readdirSync(assets).filter((file) => /^framework-[\w-]+\.js$/.test(file));
  if (framework.length !== 1) return `expected one libraries' chunk (framework-*.js), found ${framework.length}`;
  if (!readFileSync(join(assets, framework[0]!), 'utf8').startsWith(COMPILE_HINT)) {
    return `${framework[0]} does not begin with the compile hint`;
  }
  // The hint's line maps to nothing: the source map moved down with the code.
  const { mappings } = JSON.parse(readFileSync(join(assets, `${framework[0]}.map`), 'utf8')) as { mappings: string };
  return mappings.startsWith(';') ? null : `${framework[0]}.map still maps the hint's line: its lines are one off`;
}

await buildProduction(root, productionDir);
const browser = await chromium.launch(debianChromium.launchOptions);
let measurements;
try {
  measurements = [
    ...(await measureBuild('production', productionDir, MEASURED_ROUTES, browser)),
    ...(await measureBuild('mock', mockDir, MEASURED_ROUTES, browser)),
  ];
} finally {
  await browser.close();
}
const report = sizeReport(measurements);
console.info(report.text);
const viewer = viewerCodeIn(productionDir);
if (viewer.length > 0) console.error(`The production build carries statechart viewer code:\n  ${viewer.join('\n  ')}`);
else console.info('The production build carries no statechart viewer code (src/inspect, elkjs, @statelyai/inspect).');
const hint = compileHintProblem(productionDir);
if (hint) console.error(`The production build's start-up libraries are not marked for eager compilation: ${hint}`);
else console.info("The production build's start-up libraries are marked for eager compilation.");
const late = MEASURED_ROUTES.flatMap((route) => lateModulesOnPage(productionDir, route));
if (late.length > 0)
  console.error(`The production pages start with modules they need only later:\n  ${late.join('\n  ')}`);
else
  console.info("The production pages start with no chart of a later flow, no zod and not the error catalogue's texts.");
const small = MEASURED_ROUTES.flatMap((route) => smallChunksOnPage(productionDir, route));
if (small.length > 0)
  console.error(`The production pages start with chunks under ${SMALL_CHUNK_BYTES} bytes:\n  ${small.join('\n  ')}`);
else
  console.info(`The production pages start with no chunk under ${SMALL_CHUNK_BYTES} bytes but the bundler's runtime.`);
if (!report.ok || viewer.length > 0 || hint || late.length > 0 || small.length > 0) process.exit(1);
