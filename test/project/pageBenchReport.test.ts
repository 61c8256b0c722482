// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  benchReport,
  type LighthouseRun,
  type LiveRun,
  median,
  medianMetrics,
  missedTargets,
  type RouteBench,
} from '../../scripts/bench/pageBenchReport';

const run = (overrides: Partial<LighthouseRun> = {}): LighthouseRun => ({
  score: 98,
  fcpMs: 800,
  lcpMs: 1000,
  tbtMs: 60,
  cls: 0,
  appLive: true,
  benchmarkIndex: 2000,
  ...overrides,
});

const live = (overrides: Partial<LiveRun> = {}): LiveRun => ({ liveMs: 1600, longestTaskMs: 70, ...overrides });

const bench = (overrides: Partial<RouteBench> = {}): RouteBench => ({
  build: 'production',
  route: '/',
  simulated: [run()],
  devtools: [run({ tbtMs: 90 })],
  live: [live()],
  ...overrides,
});

describe('median', () => {
  it('takes the middle value of an odd count and the mean of the middle two of an even one', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it("takes each metric's median on its own: one slow run does not decide the row", () => {
    const runs = [run({ lcpMs: 900, tbtMs: 400 }), run({ lcpMs: 3000, tbtMs: 10 }), run({ lcpMs: 1100, tbtMs: 70 })];
    const { score, fcpMs, lcpMs, tbtMs, cls } = run({ lcpMs: 1100, tbtMs: 70 });
    expect(medianMetrics(runs)).toEqual({ score, fcpMs, lcpMs, tbtMs, cls });
  });
});

describe('targets', () => {
  it('holds / and /bayc to issue 24 by simulated throttling: score ≥ 95, LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.02', () => {
    expect(missedTargets(bench({ simulated: [run({ score: 95, lcpMs: 1500, tbtMs: 100, cls: 0.02 })] }))).toEqual([]);
    expect(
      missedTargets(bench({ route: '/bayc', simulated: [run({ score: 94, lcpMs: 1501, tbtMs: 101, cls: 0.021 })] })),
    ).toEqual(['score 94 < 95', 'LCP 1.50 s > 1.50 s', 'simulated TBT 101 ms > 100 ms', 'CLS 0.021 > 0.02']);
  });

  it('holds /, /bayc and /mayc to issue 36: devtools TBT ≤ 150 ms, app:live ≤ 2 s, longest task ≤ 100 ms', () => {
    const edge = bench({
      route: '/mayc',
      devtools: [run({ tbtMs: 150 })],
      live: [live({ liveMs: 2000, longestTaskMs: 100 })],
    });
    expect(missedTargets(edge)).toEqual([]);
    const over = bench({
      route: '/mayc',
      devtools: [run({ tbtMs: 151 })],
      live: [live({ liveMs: 2001, longestTaskMs: 101 })],
    });
    expect(missedTargets(over)).toEqual([
      'devtools TBT 151 ms > 150 ms',
      'app:live 2.00 s > 2.00 s',
      'longest task 101 ms > 100 ms',
    ]);
  });

  it('counts no Lighthouse run whose trace ended before the app was live', () => {
    const fooled = bench({ simulated: [run({ appLive: false, tbtMs: 0 }), run({ tbtMs: 300 })] });
    expect(missedTargets(fooled)).toEqual(['simulated TBT 300 ms > 100 ms']);
    expect(missedTargets(bench({ devtools: [run({ appLive: false })] }))).toEqual(['no valid devtools Lighthouse run']);
  });

  it('reports other routes without targets', () => {
    expect(
      missedTargets(bench({ route: '/about', simulated: [run({ score: 50 })], live: [live({ liveMs: 9000 })] })),
    ).toEqual([]);
  });
});

describe('benchReport', () => {
  it('names the machine and renders one row of medians per build and route in each table, then the misses', () => {
    const text = benchReport(
      [
        bench({ simulated: [run(), run({ tbtMs: 80 }), run({ tbtMs: 70, appLive: false })] }),
        bench({ build: 'mock', route: '/bayc', simulated: [run({ lcpMs: 1800, benchmarkIndex: 1000 })] }),
      ],
      'Test CPU, 2 cores, load average 0.10 0.20 0.30',
    );
    expect(text).toContain('Machine: Test CPU, 2 cores, load average 0.10 0.20 0.30; Lighthouse benchmarkIndex 2000');
    expect(text).toContain('| production | `/` | 2 of 3 | 98 | 0.80 s | 1.00 s | 70 ms | 0.000 |');
    expect(text).toContain('| mock | `/bayc` | 1 of 1 | 98 | 0.80 s | 1.80 s | 60 ms | 0.000 |');
    expect(text).toContain('| production | `/` | 1 of 1 | 98 | 0.80 s | 1.00 s | 90 ms | 0.000 |');
    expect(text).toContain('| production | `/` | 1.60 s | 1.60 s | 70 ms | 70 ms |');
    expect(text).toContain('mock /bayc: LCP 1.80 s > 1.50 s');
    expect(text).not.toContain('All targets met.');
  });

  it('shows a route with no valid run as such, and says so when every target is met', () => {
    expect(benchReport([bench({ devtools: [run({ appLive: false })] })], 'm')).toContain(
      '| production | `/` | 0 of 1 | – | – | – | – | – |',
    );
    expect(benchReport([bench()], 'm')).toContain('All targets met.');
  });
});
