// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { calibratedRate, DEVICES, type Device } from '../../scripts/bench/devices';
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
  benchmarkIndex: 3000,
  rate: 4,
  ...overrides,
});

const midTier: Device = { name: 'mid-tier phone', index: 1000, maxLiveMs: 1500, maxLongestTaskMs: 50 };
const lowTier: Device = { name: 'low-tier phone', index: 264, maxLiveMs: 3000, maxLongestTaskMs: 150 };

const live = (overrides: Partial<LiveRun> = {}): LiveRun => ({
  liveMs: 1200,
  longestTaskMs: 0,
  benchmarkIndex: 3000,
  rate: 3,
  ...overrides,
});

const bench = (overrides: Partial<RouteBench> = {}): RouteBench => ({
  build: 'production',
  route: '/',
  simulated: [run()],
  devtools: [run({ tbtMs: 90 })],
  live: [
    { device: midTier, runs: [live()] },
    { device: lowTier, runs: [live({ liveMs: 2500, longestTaskMs: 120, rate: 11.36 })] },
  ],
  ...overrides,
});

describe('calibratedRate', () => {
  it("slows the CPU by the machine's index over the device's, so every machine runs like the device", () => {
    expect(calibratedRate(3000, 1000)).toBe(3);
    expect(calibratedRate(2347, 264)).toBeCloseTo(8.89, 2);
  });

  it('never speeds a machine up (a machine slower than the device runs at 1×) and refuses no index', () => {
    expect(calibratedRate(500, 1000)).toBe(1);
    expect(() => calibratedRate(0, 1000)).toThrow();
    expect(() => calibratedRate(Number.NaN, 264)).toThrow();
  });

  it("uses DevTools' anchors for the devices, with issue 49's targets", () => {
    expect(DEVICES).toEqual([midTier, lowTier]);
  });
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
  it('holds every route to issue 49 in Lighthouse: simulated score ≥ 95 and TBT ≤ 100 ms, devtools TBT ≤ 150 ms', () => {
    const edge = bench({
      route: '/mayc',
      simulated: [run({ score: 95, tbtMs: 100 })],
      devtools: [run({ tbtMs: 150 })],
    });
    expect(missedTargets(edge)).toEqual([]);
    const over = bench({
      route: '/mayc',
      simulated: [run({ score: 94, tbtMs: 101 })],
      devtools: [run({ tbtMs: 151 })],
    });
    expect(missedTargets(over)).toEqual([
      'score 94 < 95',
      'simulated TBT 101 ms > 100 ms',
      'devtools TBT 151 ms > 150 ms',
    ]);
  });

  it('holds / and /bayc to issue 24 too: LCP ≤ 1.5 s and CLS ≤ 0.02', () => {
    const slow = run({ lcpMs: 1501, cls: 0.021 });
    expect(missedTargets(bench({ route: '/bayc', simulated: [slow] }))).toEqual([
      'LCP 1.50 s > 1.50 s',
      'CLS 0.021 > 0.02',
    ]);
    expect(missedTargets(bench({ route: '/mayc', simulated: [slow] }))).toEqual([]);
  });

  it('holds each device to its own targets, by the median of its visits', () => {
    const edge = bench({
      live: [
        { device: midTier, runs: [live({ liveMs: 1500, longestTaskMs: 0 })] },
        {
          device: lowTier,
          runs: [
            live({ liveMs: 3000, longestTaskMs: 150 }),
            live({ liveMs: 9000, longestTaskMs: 900 }),
            live({ liveMs: 1000, longestTaskMs: 60 }),
          ],
        },
      ],
    });
    expect(missedTargets(edge)).toEqual([]);
    const over = bench({
      live: [
        { device: midTier, runs: [live({ liveMs: 1501, longestTaskMs: 51 })] },
        { device: lowTier, runs: [live({ liveMs: 3001, longestTaskMs: 151 })] },
      ],
    });
    expect(missedTargets(over)).toEqual([
      'mid-tier phone: app:live 1.50 s > 1.50 s',
      'mid-tier phone: longest task 51 ms > 50 ms',
      'low-tier phone: app:live 3.00 s > 3.00 s',
      'low-tier phone: longest task 151 ms > 150 ms',
    ]);
    expect(missedTargets(bench({ live: [{ device: lowTier, runs: [] }] }))).toEqual(['low-tier phone: no visit']);
  });

  it('counts no Lighthouse run whose trace ended before the app was live', () => {
    const fooled = bench({ simulated: [run({ appLive: false, tbtMs: 0 }), run({ tbtMs: 300 })] });
    expect(missedTargets(fooled)).toEqual(['simulated TBT 300 ms > 100 ms']);
    expect(missedTargets(bench({ devtools: [run({ appLive: false })] }))).toEqual(['no valid devtools Lighthouse run']);
  });

  it('reports other routes without targets', () => {
    const slow = { device: lowTier, runs: [live({ liveMs: 9000 })] };
    expect(missedTargets(bench({ route: '/about', simulated: [run({ score: 50 })], live: [slow] }))).toEqual([]);
  });
});

describe('benchReport', () => {
  it('names the machine and renders, per table, one row of medians per build and route with the indexes and slowdowns used', () => {
    const text = benchReport(
      [
        bench({
          simulated: [run(), run({ tbtMs: 80, benchmarkIndex: 3300, rate: 4.4 }), run({ tbtMs: 70, appLive: false })],
        }),
        bench({ build: 'mock', route: '/bayc', simulated: [run({ lcpMs: 1800 })] }),
      ],
      'Test CPU, 2 cores, load average 0.10 0.20 0.30',
      DEVICES,
    );
    expect(text).toContain('Machine: Test CPU, 2 cores, load average 0.10 0.20 0.30.');
    expect(text).toContain(
      '| production | `/` | 3000–3300 | 4.00×–4.40× | 2 of 3 | 98 | 0.80 s | 1.00 s | 70 ms | 0.000 |',
    );
    expect(text).toContain('| mock | `/bayc` | 3000 | 4.00× | 1 of 1 | 98 | 0.80 s | 1.80 s | 60 ms | 0.000 |');
    expect(text).toContain('| production | `/` | 3000 | 4.00× | 1 of 1 | 98 | 0.80 s | 1.00 s | 90 ms | 0.000 |');
    expect(text).toContain('mid-tier phone (index 1000): time to `app:live`');
    expect(text).toContain('| production | `/` | 3000 | 3.00× | 1.20 s | 1.20 s | none over 50 ms | 0 ms |');
    expect(text).toContain('low-tier phone (index 264): time to `app:live`');
    expect(text).toContain('| production | `/` | 3000 | 11.36× | 2.50 s | 2.50 s | 120 ms | 120 ms |');
    expect(text).toContain('mock /bayc: LCP 1.80 s > 1.50 s');
    expect(text).not.toContain('All targets met.');
  });

  it('shows a route with no valid run as such, and says so when every target is met', () => {
    expect(benchReport([bench({ devtools: [run({ appLive: false })] })], 'm', DEVICES)).toContain(
      '| production | `/` | 3000 | 4.00× | 0 of 1 | – | – | – | – | – |',
    );
    expect(benchReport([bench()], 'm', DEVICES)).toContain('All targets met.');
  });
});
