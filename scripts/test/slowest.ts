/**
 * `npm run test:slowest`: from the last run's records in .test-times/ (written by `npm test`, or
 * by `npx vitest run` and `npx playwright test` alone), the steps' wall times, the 20 slowest
 * vitest files and the 20 slowest Playwright tests (browser and chain suites).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { slowestPlaywrightTests, slowestVitestFiles, type Timed } from './slowestTests';
import { formatStepTable, type StepResult } from './stepTable';
import { TIMES_DIR } from './testSteps';

const root = fileURLToPath(new URL('../../', import.meta.url));
const COUNT = 20;

function readRecord(file: string): unknown {
  const path = join(root, TIMES_DIR, file);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

function printList(title: string, items: readonly Timed[] | null, missing: string) {
  console.info(`\n${title}`);
  if (!items) return console.info(`  (no record: ${missing})`);
  for (const item of items) console.info(`${item.seconds.toFixed(1).padStart(7)} s  ${item.name}`);
}

const steps = readRecord('steps.json') as { totalSeconds: number; results: StepResult[] } | null;
if (steps) console.info(formatStepTable(steps.results, steps.totalSeconds));
else console.info('(no step record: run npm test)');

const vitest = readRecord('vitest.json');
printList(
  `The ${COUNT} slowest vitest files`,
  vitest === null
    ? null
    : slowestVitestFiles(vitest, COUNT).map((item) => ({ ...item, name: relative(root, item.name) })),
  'run npx vitest run',
);
const browser = [readRecord('playwright.json'), readRecord('chain.json')].filter((record) => record !== null);
printList(
  `The ${COUNT} slowest Playwright tests`,
  browser.length > 0 ? slowestPlaywrightTests(browser, COUNT) : null,
  'run npx playwright test',
);
