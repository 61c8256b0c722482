// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { slowestPlaywrightTests, slowestVitestFiles } from '../../scripts/test/slowestTests';
import { childrenCpuSeconds, formatStepTable } from '../../scripts/test/stepTable';
import { stepsToStart, TEST_STEPS, type TestStep } from '../../scripts/test/testSteps';
import packageJson from '../../package.json';

describe("npm test's step table", () => {
  it('gives each step its start, wall time, CPU time and result, in the order they started, then the whole run', () => {
    const table = formatStepTable(
      [
        { name: 'unit', startSeconds: 31.26, seconds: 125, cpuSeconds: 230.5, passed: false },
        { name: 'typecheck', startSeconds: 0, seconds: 31.26, cpuSeconds: 40.04, passed: true },
      ],
      156.3,
    );
    expect(table.split('\n')).toEqual([
      'step       start   wall time   CPU time    result',
      'typecheck  0.0 s   31.3 s      40.0 s      passed',
      'unit       31.3 s  2 min 05 s  3 min 51 s  FAILED',
      '',
      'whole run: 2 min 36 s, CPU time 4 min 31 s',
    ]);
  });

  it('carries a rounded-up minute: 119.6 s is 2 min 00 s (not 1 min 60 s), 59.96 s is 1 min 00 s', () => {
    const table = formatStepTable(
      [{ name: 'chain', startSeconds: 0, seconds: 119.6, cpuSeconds: 59.96, passed: true }],
      59.96,
    );
    expect(table.split('\n')).toEqual([
      'step   start  wall time   CPU time    result',
      'chain  0.0 s  2 min 00 s  1 min 00 s  passed',
      '',
      'whole run: 1 min 00 s, CPU time 1 min 00 s',
    ]);
  });

  it('says it does not know a CPU time the shell did not give, and then no total', () => {
    const table = formatStepTable([{ name: 'lint', startSeconds: 0, seconds: 3, cpuSeconds: null, passed: true }], 3);
    expect(table.split('\n')).toEqual([
      'step  start  wall time  CPU time  result',
      'lint  0.0 s  3.0 s      ?         passed',
      '',
      'whole run: 3.0 s, CPU time ?',
    ]);
  });

  it("reads the children's user and system time from the shell's times", () => {
    expect(childrenCpuSeconds('0m0.010s 0m0.002s\n1m2.500s 0m3.250s\n')).toBe(65.75);
    expect(childrenCpuSeconds('0m0.01s 0m0.00s\n')).toBeNull();
    expect(childrenCpuSeconds('')).toBeNull();
  });
});

describe("npm test's steps", () => {
  const steps: TestStep[] = [
    { name: 'build', command: 'b' },
    { name: 'unit', command: 'u' },
    { name: 'chain', command: 'c', after: ['build'] },
    { name: 'e2e', command: 'e', after: ['build', 'unit'] },
  ];
  const names = (ready: TestStep[]) => ready.map((step) => step.name);

  it('starts a step once every step it waits for has passed, and each step once', () => {
    expect(names(stepsToStart(steps, new Set(), new Map()))).toEqual(['build', 'unit']);
    const started = new Set(['build', 'unit']);
    expect(names(stepsToStart(steps, started, new Map()))).toEqual([]);
    expect(names(stepsToStart(steps, started, new Map([['build', true]])))).toEqual(['chain']);
    started.add('chain');
    expect(
      names(
        stepsToStart(
          steps,
          started,
          new Map([
            ['build', true],
            ['unit', true],
          ]),
        ),
      ),
    ).toEqual(['e2e']);
  });

  it('starts nothing more once a step has failed', () => {
    expect(
      stepsToStart(
        steps,
        new Set(['build', 'unit']),
        new Map([
          ['build', true],
          ['unit', false],
        ]),
      ),
    ).toEqual([]);
  });

  it('runs every step in the end (no step waits for a missing one or for itself), each a package script', () => {
    for (const step of TEST_STEPS) {
      const script = /^npm run ([\w:]+)/.exec(step.command)?.[1];
      if (script) expect(Object.keys(packageJson.scripts), step.command).toContain(script);
    }
    // Each step passes as it starts: what never starts waits for a missing step or for itself.
    const started = new Set<string>();
    const ended = new Map<string, boolean>();
    for (
      let ready = stepsToStart(TEST_STEPS, started, ended);
      ready.length > 0;
      ready = stepsToStart(TEST_STEPS, started, ended)
    )
      for (const step of ready) {
        started.add(step.name);
        ended.set(step.name, true);
      }
    expect(started.size).toBe(TEST_STEPS.length);
  });
});

describe('npm run test:slowest', () => {
  it('ranks vitest files by their wall time and keeps the slowest', () => {
    const report = {
      testResults: [
        { name: '/p/a.test.ts', startTime: 1000, endTime: 1500 },
        { name: '/p/b.test.ts', startTime: 1000, endTime: 4000 },
        { name: '/p/c.test.ts', startTime: 2000, endTime: 3000 },
      ],
    };
    expect(slowestVitestFiles(report, 2)).toEqual([
      { name: '/p/b.test.ts', seconds: 3 },
      { name: '/p/c.test.ts', seconds: 1 },
    ]);
  });

  it('ranks Playwright tests of several reports, named by project, file, line and titles', () => {
    const e2e = {
      suites: [
        {
          title: 'mint.spec.ts',
          file: 'mint.spec.ts',
          specs: [{ title: 'loads', line: 3, tests: [{ projectName: 'chromium', results: [{ duration: 1200 }] }] }],
          suites: [
            {
              title: 'the share',
              specs: [
                {
                  title: 'shares',
                  line: 9,
                  tests: [{ projectName: 'chromium', results: [{ duration: 500 }, { duration: 4000 }] }],
                },
              ],
            },
          ],
        },
      ],
    };
    const chain = {
      suites: [
        {
          title: 'mint.chain.spec.ts',
          file: 'mint.chain.spec.ts',
          specs: [{ title: 'mints', line: 5, tests: [{ projectName: 'chain', results: [{ duration: 2000 }] }] }],
        },
      ],
    };
    expect(slowestPlaywrightTests([e2e, chain], 2)).toEqual([
      { name: '[chromium] mint.spec.ts:9 › the share › shares', seconds: 4.5 },
      { name: '[chain] mint.chain.spec.ts:5 › mints', seconds: 2 },
    ]);
  });
});
