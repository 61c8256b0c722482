import type { RunnerTask, RunnerTestCase, RunnerTestFile } from 'vitest';
import type { Reporter, Vitest } from 'vitest/node';

/**
 * StrykerJS's vitest runner (9.6.1 and 10.0.0) judges a mutant by the tests it collected: one that
 * failed kills the mutant. A file that failed without a failing test of its own collected none
 * that failed: its module threw while it loaded (a static mutant that breaks a chart's config or a
 * schema), or a hook at its top failed and its tests were skipped. The mutant then counts as
 * surviving, although the file fails (stryker-js#6150, still open). This reporter, in the
 * mutation runs' config only, gives each such file one failed test carrying the file's error.
 */

/** Whether `task` is, or holds, a test that failed. */
function holdsFailedTest(task: RunnerTask): boolean {
  if (task.type === 'test') return task.result?.state === 'fail';
  return 'tasks' in task && task.tasks.some(holdsFailedTest);
}

export const LOAD_FAILURE_TEST = 'the file loads and its hooks pass';

/** Adds the failed test to `file` when it failed without one; leaves every other file as it is. */
export function reportLoadFailure(file: RunnerTestFile): void {
  if (file.result?.state !== 'fail' || holdsFailedTest(file)) return;
  // Only the fields StrykerJS reads: a test made by vitest also carries a context, which only
  // vitest can build and nothing reads once the run has ended.
  const failed = {
    type: 'test',
    id: `${file.id}_load`,
    name: LOAD_FAILURE_TEST,
    mode: 'run',
    file,
    suite: file,
    meta: {},
    annotations: [],
    artifacts: [],
    result: { state: 'fail', errors: file.result.errors ?? [{ message: `${file.name} failed`, name: 'Error' }] },
  } as unknown as RunnerTestCase;
  file.tasks.push(failed);
}

export class LoadFailuresAsFailedTests implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd() {
    for (const file of this.vitest?.state.getFiles() ?? []) reportLoadFailure(file);
  }
}
