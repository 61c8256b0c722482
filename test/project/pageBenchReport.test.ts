// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  benchReport,
  median,
  medianMetrics,
  missedTargets,
  type PageMetrics,
} from '../../scripts/bench/pageBenchReport';

const run = (overrides: Partial<PageMetrics> = {}): PageMetrics => ({
  score: 98,
  fcpMs: 800,
  lcpMs: 1000,
  tbtMs: 60,
  cls: 0,
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
    expect(medianMetrics(runs)).toEqual(run({ lcpMs: 1100, tbtMs: 70 }));
  });
});

describe('targets', () => {
  it('holds / and /bayc to the issue: score ≥ 95, LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.02', () => {
    expect(missedTargets('/', run({ score: 95, lcpMs: 1500, tbtMs: 100, cls: 0.02 }))).toEqual([]);
    expect(missedTargets('/bayc', run({ score: 94, lcpMs: 1501, tbtMs: 101, cls: 0.021 }))).toEqual([
      'score 94 < 95',
      'LCP 1.50 s > 1.50 s',
      'TBT 101 ms > 100 ms',
      'CLS 0.021 > 0.02',
    ]);
  });

  it('reports other routes without targets', () => {
    expect(missedTargets('/about', run({ score: 50, lcpMs: 5000 }))).toEqual([]);
  });
});

describe('benchReport', () => {
  it('renders one row of medians per build and route, and the misses', () => {
    const text = benchReport([
      { build: 'production', route: '/', runs: [run(), run({ tbtMs: 80 }), run({ tbtMs: 70 })] },
      { build: 'mock', route: '/bayc', runs: [run({ lcpMs: 1800 })] },
    ]);
    expect(text).toContain('| production | `/` | 98 | 0.80 s | 1.00 s | 70 ms | 0.000 |');
    expect(text).toContain('| mock | `/bayc` | 98 | 0.80 s | 1.80 s | 60 ms | 0.000 |');
    expect(text).toContain('mock /bayc: LCP 1.80 s > 1.50 s');
    expect(text).not.toContain('All targets met.');
  });

  it('says so when every target is met', () => {
    expect(benchReport([{ build: 'production', route: '/', runs: [run()] }])).toContain('All targets met.');
  });
});
