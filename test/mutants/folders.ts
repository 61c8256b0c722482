import { readdirSync } from 'node:fs';

/**
 * What `npm run test:mutants` mutates, folder by folder, and the fast tests that pin each folder
 * down. StrykerJS runs every test of a folder's set against a mutant of code that runs on import
 * (a "static" mutant: a chart's config, a module's constants), so each folder gets only its own
 * tests: a static mutant of a chart costs the chart tests' few seconds, not the whole suite's.
 */
export interface MutatedFolder {
  folder: string;
  /** Test files (globs from the project root) that StrykerJS runs against this folder's mutants. */
  tests: readonly string[];
  /** Test files among `tests` left out. */
  skip?: readonly string[];
  /**
   * Every mutant a test does not kill must be listed in ./equivalent.ts with its reason, or the run
   * fails: in the whole folder (`true`), or in the files `strict.files` names, the others held to a
   * committed count of survivors that may only go down (the run fails above it, and below it until
   * the count is lowered).
   */
  strict: true | { files: readonly string[]; othersSurvivors: number };
}

/**
 * The services' files that decide (retries, sessions, the widget's and a script's loading, stores,
 * clients, parsers of answers): strict like the rest of the code. The others name requests (paths,
 * bodies, headers) or stand in for a service in mock mode; their texts are checked by the fault
 * matrix against a real backend (test/chain), too slow to run against each mutant.
 */
const SERVICES_STRICT_FILES = [
  'src/services/backend/backendRetries.ts',
  'src/services/identityProof/identityProofSession.ts',
  'src/services/identityProof/tokenproofWidget.ts',
  'src/services/browser/loadScriptApi.ts',
];

/**
 * Charts whose tests are not `test/machines/<chart>.*`: the admin area is pinned down by the
 * binding that runs it. (A path suite through jsdom is too slow to run against each mutant: every
 * chart has tests of its own.)
 */
const CHART_TESTS: Readonly<Record<string, readonly string[]>> = {
  adminArea: ['test/unit/app/adminAreaBinding.test.ts'],
};

/**
 * What every chart must be, whichever chart is mutated: its id, descriptions, names and
 * placeholders; and its documents (docs/charts), descriptions included, which chartDocs.test.ts
 * compares for the mutated chart alone.
 */
const EVERY_CHART_TESTS = ['test/machines/charts.test.ts', 'test/machines/chartDocs.test.ts'];

/**
 * One folder per chart (`machines/<chart>`; `npm run test:mutants machines` runs them all). Most of
 * a chart's mutants are static, its config built as the module loads, and StrykerJS runs every test
 * of the set against each: one set for all charts made that hours. It also hid mutants: a chart
 * first loaded by a later test file had its config counted as covered by the test that ran just
 * before, so the mutant was never switched on as the module loaded and "survived" (stryker-js#6209;
 * the mint transaction chart: 76 of its 425 mutants killed in the shared set, 311 in its own).
 */
function chartFolders(): MutatedFolder[] {
  const chartTests = readdirSync(new URL('../machines/', import.meta.url));
  return readdirSync(new URL('../../machines/', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      folder: `machines/${name}`,
      tests: [
        ...(CHART_TESTS[name] ??
          chartTests.filter((file) => file.startsWith(`${name}.`)).map((file) => `test/machines/${file}`)),
        ...EVERY_CHART_TESTS,
      ],
      strict: true,
    }));
}

export const MUTATED_FOLDERS: readonly MutatedFolder[] = [
  { folder: 'src/boot', tests: ['test/unit/boot/**/*.test.{ts,tsx}'], strict: true },
  // Not the server's property test: its 30 s of hostile requests would run against each mutant.
  {
    folder: 'scripts/serve',
    tests: ['test/project/hosting/**/*.test.ts'],
    skip: ['test/project/hosting/**/*.property.test.ts'],
    strict: true,
  },
  { folder: 'src/domain', tests: ['test/unit/domain/**/*.test.ts'], strict: true },
  {
    folder: 'src/services',
    tests: ['test/unit/services/**/*.test.{ts,tsx}'],
    // Measured in issue 79's run with the strict files split out (2,079 mutants, 81.4 %): 369 not
    // killed outside them (314 surviving, 55 that no test reaches).
    strict: { files: SERVICES_STRICT_FILES, othersSurvivors: 369 },
  },
  ...chartFolders(),
];

/** The folders `npm run test:mutants` runs for a name: that folder, or every folder under it. */
export function foldersNamed(name: string): MutatedFolder[] {
  return MUTATED_FOLDERS.filter((entry) => entry.folder === name || entry.folder.startsWith(`${name}/`));
}

/** The folder a run mutates, named by `MUTATED_FOLDER` (StrykerJS's workers inherit it). */
export function mutatedFolder(name = process.env.MUTATED_FOLDER): MutatedFolder {
  const found = MUTATED_FOLDERS.find((entry) => entry.folder === name);
  if (!found) {
    throw new Error(
      `MUTATED_FOLDER must be one of ${MUTATED_FOLDERS.map((entry) => entry.folder).join(', ')}; it is ${name}`,
    );
  }
  return found;
}
