import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Reporter, TestCase, TestModule } from 'vitest/node';
import { pathHeading } from './describePath';
import type { Plan } from './paths';
import { RUN_ONE_SUITE, RUN_ONE_VARIABLE, runOneValue } from './runOneTarget';

/**
 * `npm run paths -- <machine> --run N [--browser]`: runs one planned path with the machine's own
 * path suite, the same driver and checks as `npm test`, selected by RUN_ONE_VARIABLE. In jsdom
 * through Vitest, whose reporter here prints each step as it passes; in Chromium through
 * Playwright, for the machines that have a browser driver (BROWSER_SUITES).
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

/** Prints the one path's steps as they pass, then how it ended. */
class StepReporter implements Reporter {
  failed = 0;
  ran = 0;

  constructor(private readonly verbose: boolean) {}

  onTestCaseAnnotate(_testCase: TestCase, annotation: { message: string; type: string }) {
    if (annotation.type === 'step') process.stdout.write(`${annotation.message}\n`);
  }

  onTestCaseResult(testCase: TestCase) {
    const result = testCase.result();
    if (result.state === 'skipped' || result.state === 'pending') return;
    this.ran += 1;
    if (result.state === 'passed') {
      process.stdout.write(`\nThe path passed (${Math.round(testCase.diagnostic()?.duration ?? 0)} ms).\n`);
      return;
    }
    this.failed += 1;
    const message = result.errors?.[0]?.message ?? 'failed without a message';
    process.stdout.write(`  ✗ ${failureText(message, this.verbose)}\n\nThe path failed.\n`);
  }

  onTestRunEnd(modules: readonly TestModule[], errors: readonly { message?: string }[]) {
    for (const error of [...modules.flatMap((module) => module.errors()), ...errors]) {
      this.failed += 1;
      process.stderr.write(`${error.message ?? String(error)}\n`);
    }
  }
}

/** The path suite of a machine, which registers its plan with describeModelPaths (modelSuite.ts). */
export const suiteFileOf = (machine: string) => `test/model/${machine}.model.test.tsx`;

async function runInJsdom(machine: string, options: RunOneOptions): Promise<number> {
  const file = suiteFileOf(machine);
  if (!existsSync(`${root}${file}`)) {
    process.stderr.write(`No path suite for '${machine}' (${file}).\n`);
    return 2;
  }
  const { startVitest } = await import('vitest/node');
  const reporter = new StepReporter(options.verbose);
  const vitest = await startVitest('test', [file], {
    root,
    run: true,
    watch: false,
    testNamePattern: RUN_ONE_SUITE,
    reporters: [reporter],
  });
  await vitest.close();
  if (reporter.ran === 0 && reporter.failed === 0) {
    process.stderr.write(`The suite ${file} ran no path: does it register its plan with describeModelPaths?\n`);
    return 1;
  }
  return reporter.failed > 0 ? 1 : 0;
}

function runInBrowser(machine: string): Promise<number> {
  const spec = BROWSER_SUITES[machine];
  if (!spec) {
    const machines = Object.keys(BROWSER_SUITES).join(', ');
    process.stderr.write(`'${machine}' has no browser driver; --browser runs the paths of: ${machines}.\n`);
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

export async function runOnePath(plan: Plan<unknown>, number: number, options: RunOneOptions): Promise<number> {
  const { name } = plan.model;
  const path = plan.paths.find((candidate) => candidate.number === number);
  if (!path) {
    process.stderr.write(`'${name}' has paths 1 to ${plan.paths.length}: there is no path ${number}.\n`);
    return 2;
  }
  process.env[RUN_ONE_VARIABLE] = runOneValue({ machine: name, number });
  process.stdout.write(`${pathHeading(path)}, in ${options.browser ? 'Chromium' : 'jsdom'}\n\n`);
  return options.browser ? runInBrowser(name) : runInJsdom(name, options);
}
