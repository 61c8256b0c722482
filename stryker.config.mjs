// @ts-check
/**
 * StrykerJS, one folder a run (`npm run test:mutants` sets MUTATED_FOLDER; see
 * test/mutants/folders.ts). Each mutant runs only the tests that reached its code (per-test
 * coverage), and a run reuses the outcomes of mutants whose code and tests did not change
 * (incremental; the record is kept beside the reports, which git ignores).
 */
const folder = process.env.MUTATED_FOLDER ?? 'src/boot';
const slug = folder.replaceAll('/', '-');

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'test/mutants/vitest.config.ts', related: false },
  coverageAnalysis: 'perTest',
  plugins: ['@stryker-mutator/*', './test/mutants/typesIgnorer.mjs'],
  ignorers: ['xstateSetupTypes'],
  mutate: [`${folder}/**/*.ts`, '!**/*.d.ts', '!**/*.types.ts'],
  incremental: true,
  incrementalFile: `reports/mutation/incremental/${slug}.json`,
  reporters: ['clear-text', 'progress-append-only', 'json'],
  jsonReporter: { fileName: `reports/mutation/${slug}.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  concurrency: 2,
  // Only what the tests read goes into Stryker's sandbox: not builds, reports or test output
  // (public/ stays: the services' loader test reads the shipped data set from it; so do the charts'
  // documents, docs/charts, which each chart's mutants are checked against).
  ignorePatterns: ['dist*', 'test-results*', 'reports', '.test-times', 'docs/*', '!docs/charts'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
