import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Reporter, TestCase, TestModule } from 'vitest/node';
import type { PathsOutput } from './pathsCommand';
import { NO_SUCH_PATH, RUN_ONE_SUITE, RUN_ONE_VARIABLE, runOneValue } from './runOneTarget';

/**
 * `npm run paths -- <machine> --run N [--browser]`: runs one planned path with the machine's own
 * path suite, the same driver and checks as `npm test`, selected by RUN_ONE_VARIABLE. In jsdom
 * through Vitest, whose reporter here prints the path's heading and each step as it passes; in
 * Chromium through Playwright, for the machines that have a browser driver (BROWSER_SUITES).
 * The suite plans the machine and says which path N is, or that there is none (onePathOf): the
 * command does not plan it first (which cost a mint page run about 2.3 CPU-seconds, and the
 * tester's walk runs two).
 */

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Machines whose paths also run in the browser, and the Playwright spec that runs them. */
export const BROWSER_SUITES: Readonly<Record<string, string>> = {
  mintPage: 'test/e2e/mintPagePaths.flows.spec.ts',
};

export interface RunOneOptions {
  browser: boolean;
  /** Prints a failure's whole message (a DOM dump, a stack). */
  verbose: boolean;
  /** Where the command's own lines go (the runners print theirs). */
  output: PathsOutput;
}

/**
 * The part of a failure a tester reads: the runner's message, without the page dump that
 * testing-library appends after it.
 */
export function failureText(message: string, verbose: boolean): string {
  if (verbose) return message;
  const lines = message.split('\n');
  const dump = lines.findIndex((line) => /^\s*(<|Ignored nodes:)/.test(line));
  return (dump < 0 ? lines : lines.slice(0, dump)).join('\n').trimEnd();
}

/** Prints the one path's heading, its steps as they pass, then how it ended. */
export class StepReporter implements Reporter {
  failed = 0;
  ran = 0;
  /** The suite's plan has no path of the number asked for. */
  noSuchPath = false;

  constructor(
    private readonly verbose: boolean,
    private readonly output: PathsOutput,
  ) {}

  onTestCaseReady(testCase: TestCase) {
    // The suite file's other tests are reported too, skipped: the run-one suite's test is the path.
    const onePath = testCase.parent.type === 'suite' && testCase.parent.name === RUN_ONE_SUITE;
    if (onePath && testCase.name !== NO_SUCH_PATH) this.output.out(`${testCase.name}, in jsdom\n\n`);
  }

  onTestCaseAnnotate(_testCase: TestCase, annotation: { message: string; type: string }) {
    if (annotation.type === 'step') this.output.out(`${annotation.message}\n`);
  }

  onTestCaseResult(testCase: TestCase) {
    const result = testCase.result();
    if (result.state === 'skipped' || result.state === 'pending') return;
    const message = result.errors?.[0]?.message ?? 'failed without a message';
    if (testCase.name === NO_SUCH_PATH) {
      this.noSuchPath = true;
      this.output.err(`${message}\n`);
      return;
    }
    this.ran += 1;
    if (result.state === 'passed') {
      this.output.out(`\nThe path passed (${Math.round(testCase.diagnostic()?.duration ?? 0)} ms).\n`);
      return;
    }
    this.failed += 1;
    this.output.out(`  ✗ ${failureText(message, this.verbose)}\n\nThe path failed.\n`);
  }

  onTestRunEnd(modules: readonly TestModule[], errors: readonly { message?: string }[]) {
    for (const error of [...modules.flatMap((module) => module.errors()), ...errors]) {
      this.failed += 1;
      this.output.err(`${error.message ?? String(error)}\n`);
    }
  }

  /** The command's exit code: 2 for a path that is not in the plan, as for any wrong argument. */
  exitCode(suite: string): number {
    if (this.noSuchPath) return 2;
    if (this.ran === 0 && this.failed === 0) {
      this.output.err(`The suite ${suite} ran no path: does it register its plan with describeModelPaths?\n`);
      return 1;
    }
    return this.failed > 0 ? 1 : 0;
  }
}

/** Where `--run` keeps the modules it transformed (ignored by git). */
const PATHS_CACHE = '.paths-cache';

/** The path suite of a machine, which registers its plan with describeModelPaths (modelSuite.ts). */
export const suiteFileOf = (machine: string) => `test/model/${machine}.model.test.tsx`;

async function runInJsdom(machine: string, options: RunOneOptions): Promise<number> {
  const file = suiteFileOf(machine);
  if (!existsSync(`${root}${file}`)) {
    options.output.err(`No path suite for '${machine}' (${file}).\n`);
    return 2;
  }
  const { startVitest } = await import('vitest/node');
  const reporter = new StepReporter(options.verbose, options.output);
  const vitest = await startVitest('test', [file], {
    root,
    run: true,
    watch: false,
    testNamePattern: RUN_ONE_SUITE,
    reporters: [reporter],
    // A tester runs a path again and again while changing a chart: each run after the first takes
    // the modules no change touched from the disk instead of transforming them again (7.9 against
    // 6.0 CPU-s for the mint page's path 163). In the project, not node_modules, which the tester's
    // walk shares with its copy of the project (test/project/testersWalk.test.ts).
    experimental: { fsModuleCache: true, fsModuleCachePath: PATHS_CACHE },
  });
  await vitest.close();
  return reporter.exitCode(file);
}

function runInBrowser(machine: string, output: PathsOutput): Promise<number> {
  const spec = BROWSER_SUITES[machine];
  if (!spec) {
    const machines = Object.keys(BROWSER_SUITES).join(', ');
    output.err(`'${machine}' has no browser driver; --browser runs the paths of: ${machines}.\n`);
    return Promise.resolve(2);
  }
  return new Promise((resolve) => {
    const child = spawn(
      'npx',
      ['playwright', 'test', spec, '--project=flows', '--reporter=list', '--grep', RUN_ONE_SUITE],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env },
      },
    );
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Runs path `number` of `machine`'s plan, as its path suite plans it: the command's exit code. */
export function runOnePath(machine: string, number: number, options: RunOneOptions): Promise<number> {
  process.env[RUN_ONE_VARIABLE] = runOneValue({ machine, number });
  return options.browser ? runInBrowser(machine, options.output) : runInJsdom(machine, options);
}
