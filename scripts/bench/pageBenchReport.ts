/**
 * The page benchmark's numbers (issue 24), as pure data and a pure report: scripts/bench-pages.ts
 * runs Lighthouse; this takes the median of each metric over the runs and renders the table, with
 * the issue's targets beside the routes they are set for. A benchmark, not a check: it reports and
 * never fails a build.
 */

export type BenchBuild = 'production' | 'mock';

/** The routes measured: the landing page, a sale page and an info page. */
export const BENCH_ROUTES = ['/', '/bayc', '/about'] as const;

/** Runs per route; the median damps the simulated throttling's run-to-run spread. */
export const RUNS_PER_ROUTE = 5;

/** One Lighthouse run's numbers: score 0–100, times in milliseconds, CLS unitless. */
export interface PageMetrics {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface RouteBench {
  build: BenchBuild;
  route: string;
  runs: readonly PageMetrics[];
}

/** The issue's targets, for the routes a visitor lands on most. */
export const TARGETS = { minScore: 95, maxLcpMs: 1500, maxTbtMs: 100, maxCls: 0.02 } as const;
const TARGETED_ROUTES: readonly string[] = ['/', '/bayc'];

/** The median of a non-empty list (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each metric's median over the runs. */
export function medianMetrics(runs: readonly PageMetrics[]): PageMetrics {
  const of = (key: keyof PageMetrics) => median(runs.map((run) => run[key]));
  return { score: of('score'), fcpMs: of('fcpMs'), lcpMs: of('lcpMs'), tbtMs: of('tbtMs'), cls: of('cls') };
}

/** The targets a route's medians miss (none for routes without targets). */
export function missedTargets(route: string, metrics: PageMetrics): string[] {
  if (!TARGETED_ROUTES.includes(route)) return [];
  return [
    metrics.score < TARGETS.minScore && `score ${metrics.score} < ${TARGETS.minScore}`,
    metrics.lcpMs > TARGETS.maxLcpMs && `LCP ${seconds(metrics.lcpMs)} > ${seconds(TARGETS.maxLcpMs)}`,
    metrics.tbtMs > TARGETS.maxTbtMs && `TBT ${Math.round(metrics.tbtMs)} ms > ${TARGETS.maxTbtMs} ms`,
    metrics.cls > TARGETS.maxCls && `CLS ${metrics.cls.toFixed(3)} > ${TARGETS.maxCls}`,
  ].filter((miss): miss is string => typeof miss === 'string');
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** A Markdown table of the medians, one row per build and route, then the missed targets. */
export function benchReport(benches: readonly RouteBench[]): string {
  const header = [
    `Lighthouse mobile, simulated throttling, median of each metric over ${RUNS_PER_ROUTE} runs`,
    '',
    '| build | route | score | FCP | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|---|',
  ];
  const misses: string[] = [];
  const rows = benches.map(({ build, route, runs }) => {
    const metrics = medianMetrics(runs);
    for (const miss of missedTargets(route, metrics)) misses.push(`${build} ${route}: ${miss}`);
    const cells = [
      build,
      `\`${route}\``,
      String(Math.round(metrics.score)),
      seconds(metrics.fcpMs),
      seconds(metrics.lcpMs),
      `${Math.round(metrics.tbtMs)} ms`,
      metrics.cls.toFixed(3),
    ];
    return `| ${cells.join(' | ')} |`;
  });
  const targets = `Targets on ${TARGETED_ROUTES.map((route) => `\`${route}\``).join(' and ')}: score ≥ ${TARGETS.minScore}, LCP ≤ ${seconds(TARGETS.maxLcpMs)}, TBT ≤ ${TARGETS.maxTbtMs} ms, CLS ≤ ${TARGETS.maxCls}.`;
  const verdict = misses.length === 0 ? ['All targets met.'] : ['Missed:', ...misses.map((miss) => `  ${miss}`)];
  return [...header, ...rows, '', targets, ...verdict].join('\n');
}
