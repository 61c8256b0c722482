import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's file order with the path suites (`test/model/*.model.test.tsx`) first, and the files of
 * one environment together: the jsdom files, then the node files.
 *
 * Path suites first: Vitest runs the files it has timed before longest first, and files it has not
 * timed (every file on a clean CI checkout) largest first: the path suites are small files that run
 * longest (every path of a chart against the real views), so they started last and one of them ran
 * on alone at the end while the other worker had nothing left. Measured on two cores without
 * Vitest's cache (all 134 files): 140 and 145 s in Vitest's order, 131 and 129 s in this one.
 *
 * One environment together: a worker that is not isolated is handed the next file only when that
 * file's environment is its own; otherwise Vitest ends it and starts a new one, which loads jsdom,
 * React and the app again. In Vitest's order the two environments alternate, and a run of the 165
 * files started 42 workers, about 1.5 CPU-seconds each.
 */
const PATH_SUITE = /\/test\/model\/[^/]+\.model\.test\.tsx$/;
const isPathSuite = (file: TestSpecification) => PATH_SUITE.test(file.moduleId);

/** The environment a file asks for in its docblock (`// @vitest-environment jsdom`), or ''. */
function environmentOf(file: TestSpecification): string {
  const head = readFileSync(file.moduleId, 'utf8').slice(0, 500);
  return /@vitest-environment\s+(\S+)/.exec(head)?.[1] ?? '';
}

export class PathSuitesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rest = sorted.filter((file) => !isPathSuite(file));
    const environments = new Map(rest.map((file) => [file, environmentOf(file)]));
    return [
      ...sorted.filter(isPathSuite),
      ...rest.filter((file) => environments.get(file) === 'jsdom'),
      ...rest.filter((file) => environments.get(file) !== 'jsdom'),
    ];
  }
}
