import type { RunnerTestCase, RunnerTestFile } from 'vitest';
import { describe, expect, it } from 'vitest';
import { LOAD_FAILURE_TEST, reportLoadFailure } from '../mutants/loadFailures';

/** A file as vitest records it: its state, its error, and its tests with theirs. */
function file(
  state: 'pass' | 'fail',
  tests: ('pass' | 'fail' | 'skip')[],
  error = 'SyntaxError: the schema is invalid',
): RunnerTestFile {
  const recorded = {
    type: 'suite',
    id: 'f1',
    name: 'test/unit/domain/frameMessages.test.ts',
    result: { state, errors: state === 'fail' ? [{ message: error, name: 'Error' }] : undefined },
    tasks: [] as RunnerTestCase[],
  } as unknown as RunnerTestFile;
  recorded.tasks.push(
    ...tests.map(
      (result, index) =>
        ({ type: 'test', id: `t${index}`, name: `test ${index}`, result: { state: result } }) as RunnerTestCase,
    ),
  );
  return recorded;
}

const failedTests = (recorded: RunnerTestFile) =>
  recorded.tasks.filter((task) => task.type === 'test' && task.result?.state === 'fail');

describe('reportLoadFailure (a file that fails without a failing test counts as failing for StrykerJS)', () => {
  it('gives a file that failed as it loaded, with no test, one failed test with its error', () => {
    const failedToLoad = file('fail', []);
    reportLoadFailure(failedToLoad);
    expect(failedTests(failedToLoad)).toMatchObject([
      {
        name: LOAD_FAILURE_TEST,
        file: failedToLoad,
        mode: 'run',
        result: { errors: [{ message: 'SyntaxError: the schema is invalid' }] },
      },
    ]);
  });

  it('does the same for a file whose tests were skipped because a hook at its top failed', () => {
    const hookFailed = file('fail', ['skip', 'skip']);
    reportLoadFailure(hookFailed);
    expect(failedTests(hookFailed).map((task) => task.name)).toEqual([LOAD_FAILURE_TEST]);
  });

  it('leaves a file that failed through a failing test, or passed, as it is', () => {
    const testFailed = file('fail', ['pass', 'fail']);
    const passed = file('pass', ['pass']);
    reportLoadFailure(testFailed);
    reportLoadFailure(passed);
    expect(testFailed.tasks.map((task) => task.name)).toEqual(['test 0', 'test 1']);
    expect(passed.tasks.map((task) => task.name)).toEqual(['test 0']);
  });

  it('finds a failing test inside a describe block', () => {
    const nested = file('fail', []);
    nested.tasks.push({
      type: 'suite',
      name: 'a block',
      tasks: [{ type: 'test', name: 'inner', result: { state: 'fail' } }],
    } as unknown as RunnerTestCase);
    reportLoadFailure(nested);
    expect(nested.tasks.map((task) => task.name)).toEqual(['a block']);
  });
});
