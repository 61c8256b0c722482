/**
 * `npm test`: every check, each step once the steps it waits for have passed (scripts/test/testSteps.ts),
 * then a table of each step's start, wall time and CPU time (its shell's `times`: the processes the
 * step waited for). Steps print their output when they end, one after another. After a failure no
 * step starts; the run ends once the running ones have (exit code 1).
 * The timings are kept in .test-times/steps.json for `npm run test:slowest`.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { childrenCpuSeconds, formatStepTable, type StepResult } from './stepTable';
import { stepsToStart, TEST_STEPS, TIMES_DIR, type TestStep } from './testSteps';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** A background step's niceness: when both cores are wanted, it gets about a tenth of one. */
const BACKGROUND_NICENESS = 10;
/** Where each step's shell writes its `times`. */
const timesDir = mkdtempSync(join(tmpdir(), 'npm-test-times-'));

function cpuSecondsOf(file: string): number | null {
  try {
    return childrenCpuSeconds(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function runStep(step: TestStep, runStarted: number): Promise<StepResult & { output: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const timesFile = join(timesDir, `${step.name}.txt`);
    const run = step.background ? `nice -n ${BACKGROUND_NICENESS} ${step.command}` : step.command;
    // The step's status stays the shell's; its `times` then says what the step's processes used.
    const command = `${run}; status=$?; times > '${timesFile}'; exit $status`;
    const child = spawn(command, { cwd: root, shell: true, stdio: 'pipe', env: process.env });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    const end = (passed: boolean) =>
      resolve({
        name: step.name,
        startSeconds: (started - runStarted) / 1000,
        seconds: (performance.now() - started) / 1000,
        cpuSeconds: cpuSecondsOf(timesFile),
        passed,
        output: Buffer.concat(chunks).toString('utf8'),
      });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${String(error)}\n`));
      end(false);
    });
    child.on('close', (code) => end(code === 0));
  });
}

const runStarted = performance.now();
const results: StepResult[] = [];
const started = new Set<string>();
const ended = new Map<string, boolean>();
const running = new Set<Promise<void>>();
/** Starts every step that may start now; each, when it ends, prints its output and starts what it let through. */
function startReady() {
  for (const step of stepsToStart(TEST_STEPS, started, ended)) {
    started.add(step.name);
    console.info(`▶ ${step.name}: ${step.command}`);
    const run = runStep(step, runStarted).then(({ output, ...result }) => {
      console.info(`\n── ${result.name}: ${step.command} (${result.passed ? 'passed' : 'FAILED'})\n${output}`);
      results.push(result);
      ended.set(result.name, result.passed);
      running.delete(run);
      startReady();
    });
    running.add(run);
  }
}
startReady();
while (running.size > 0) await Promise.race(running);

const totalSeconds = (performance.now() - runStarted) / 1000;
rmSync(timesDir, { recursive: true, force: true });
mkdirSync(join(root, TIMES_DIR), { recursive: true });
writeFileSync(join(root, TIMES_DIR, 'steps.json'), `${JSON.stringify({ totalSeconds, results }, null, 2)}\n`);
console.info(`\n${formatStepTable(results, totalSeconds)}`);
const failed = results.filter((result) => !result.passed).map((result) => result.name);
const skipped = TEST_STEPS.length - results.length;
if (failed.length > 0) {
  console.error(`\nnpm test failed: ${failed.join(', ')}${skipped > 0 ? ` (${skipped} later steps not run)` : ''}`);
  process.exit(1);
}
