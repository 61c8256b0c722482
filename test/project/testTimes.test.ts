// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { slowestPlaywrightTests, slowestVitestFiles } from '../../scripts/test/slowestTests';
import { childrenCpuSeconds, formatStepTable } from '../../scripts/test/stepTable';

describe("npm test's step table", () => {
  it('gives each step its wall time, CPU time, stage and result, then the whole run and its CPU', () => {
    const table = formatStepTable(
      [
        { name: 'typecheck', stage: 1, seconds: 31.26, cpuSeconds: 40.04, passed: true },
        { name: 'unit', stage: 2, seconds: 125, cpuSeconds: 230.5, passed: false },
      ],
      156.3,
    );
    expect(table.split('\n')).toEqual([
      'step       stage  wall time   CPU time    result',
      'typecheck  1      31.3 s      40.0 s      passed',
      'unit       2      2 min 05 s  3 min 51 s  FAILED',
      '',
      'whole run: 2 min 36 s, CPU time 4 min 31 s',
    ]);
  });

  it('carries a rounded-up minute: 119.6 s is 2 min 00 s (not 1 min 60 s), 59.96 s is 1 min 00 s', () => {
    const table = formatStepTable(
      [{ name: 'chain', stage: 3, seconds: 119.6, cpuSeconds: 59.96, passed: true }],
      59.96,
    );
    expect(table.split('\n')).toEqual([
      'step   stage  wall time   CPU time    result',
      'chain  3      2 min 00 s  1 min 00 s  passed',
      '',
      'whole run: 1 min 00 s, CPU time 1 min 00 s',
    ]);
  });

  it('says it does not know a CPU time the shell did not give, and then no total', () => {
    const table = formatStepTable([{ name: 'lint', stage: 1, seconds: 3, cpuSeconds: null, passed: true }], 3);
    expect(table.split('\n')).toEqual([
      'step  stage  wall time  CPU time  result',
      'lint  1      3.0 s      ?         passed',
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
