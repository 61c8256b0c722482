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
   * fails. The services' score is reported only: most of their survivors are texts of requests
   * that the fault matrix (test/chain) checks against a real backend, which is too slow to run
   * against each mutant.
   */
  strict: boolean;
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
  { folder: 'src/services', tests: ['test/unit/services/**/*.test.{ts,tsx}'], strict: false },
  { folder: 'machines', tests: ['test/machines/**/*.test.ts'], strict: true },
];

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
