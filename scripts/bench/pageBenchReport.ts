/**
 * The page benchmark's numbers (issues 24 and 36), as pure data and a pure report:
 * scripts/bench-pages.ts measures; this takes the medians and renders the tables, with the issues'
 * targets beside the routes they are set for. A benchmark, not a check: it reports and never fails
 * a build.
 */

export type BenchBuild = 'production' | 'mock';

/** The routes measured: the landing page and two sale pages, where visitors land most. */
export const BENCH_ROUTES = ['/', '/bayc', '/mayc'] as const;

/** Runs per route and method; the median damps the run-to-run spread. */
export const RUNS_PER_ROUTE = 5;

/** One Lighthouse run's numbers: score 0–100, times in milliseconds, CLS unitless. */
export interface PageMetrics {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** A Lighthouse run, with what says whether it counts and on what machine it ran. */
export interface LighthouseRun extends PageMetrics {
  /**
   * Whether the run's trace holds the `app:live` mark. A run without it ended before the app had
   * started, so its TBT measured a page that never ran its code: reported as invalid, not counted.
   */
  appLive: boolean;
  /** Lighthouse's measure of the machine's speed (about 1000 for a slow phone, 2000+ for a desktop). */
  benchmarkIndex: number;
}

/** A browser run under the mobile preset applied for real (scripts/bench/liveRun.ts). */
export interface LiveRun {
  /** From navigation to the `app:live` mark. */
  liveMs: number;
  /** The longest main-thread task between the first contentful paint and `app:live` (0: none over 50 ms). */
  longestTaskMs: number;
}

export interface RouteBench {
  build: BenchBuild;
  route: string;
  /** Lighthouse with simulated throttling (its default). */
  simulated: readonly LighthouseRun[];
  /** Lighthouse with `--throttling-method=devtools`: the CPU really slowed 4×, the network throttled. */
  devtools: readonly LighthouseRun[];
  live: readonly LiveRun[];
}

/** The issues' targets, for the routes a visitor lands on most. */
export const TARGETS = {
  /** Issue 24, by simulated throttling, on / and /bayc. */
  minScore: 95,
  maxLcpMs: 1500,
  maxCls: 0.02,
  /** Issue 24: TBT by simulated throttling. */
  maxSimulatedTbtMs: 100,
  /** Issue 36: TBT by devtools throttling. */
  maxDevtoolsTbtMs: 150,
  /** Issue 36: navigation to `app:live`, and the longest task before it, under the mobile preset. */
  maxLiveMs: 2000,
  maxLongestTaskMs: 100,
} as const;
const SCORED_ROUTES: readonly string[] = ['/', '/bayc'];
const LIVE_ROUTES: readonly string[] = ['/', '/bayc', '/mayc'];

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

/** The runs that count: those whose trace saw the app start. */
export const validRuns = (runs: readonly LighthouseRun[]) => runs.filter((run) => run.appLive);

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms: number) => `${Math.round(ms)} ms`;

/** The targets a route's numbers miss (none for routes without targets). */
export function missedTargets(bench: RouteBench): string[] {
  const misses: (string | false)[] = [];
  const simulated = validRuns(bench.simulated);
  const devtools = validRuns(bench.devtools);
  if (SCORED_ROUTES.includes(bench.route)) {
    if (simulated.length === 0) misses.push('no valid simulated Lighthouse run');
    else {
      const metrics = medianMetrics(simulated);
      misses.push(
        metrics.score < TARGETS.minScore && `score ${metrics.score} < ${TARGETS.minScore}`,
        metrics.lcpMs > TARGETS.maxLcpMs && `LCP ${seconds(metrics.lcpMs)} > ${seconds(TARGETS.maxLcpMs)}`,
        metrics.tbtMs > TARGETS.maxSimulatedTbtMs &&
          `simulated TBT ${millis(metrics.tbtMs)} > ${TARGETS.maxSimulatedTbtMs} ms`,
        metrics.cls > TARGETS.maxCls && `CLS ${metrics.cls.toFixed(3)} > ${TARGETS.maxCls}`,
      );
    }
  }
  if (LIVE_ROUTES.includes(bench.route)) {
    if (devtools.length === 0) misses.push('no valid devtools Lighthouse run');
    else {
      const tbt = median(devtools.map((run) => run.tbtMs));
      misses.push(tbt > TARGETS.maxDevtoolsTbtMs && `devtools TBT ${millis(tbt)} > ${TARGETS.maxDevtoolsTbtMs} ms`);
    }
    const liveMs = median(bench.live.map((run) => run.liveMs));
    const longest = median(bench.live.map((run) => run.longestTaskMs));
    misses.push(
      liveMs > TARGETS.maxLiveMs && `app:live ${seconds(liveMs)} > ${seconds(TARGETS.maxLiveMs)}`,
      longest > TARGETS.maxLongestTaskMs && `longest task ${millis(longest)} > ${TARGETS.maxLongestTaskMs} ms`,
    );
  }
  return misses.filter((miss): miss is string => typeof miss === 'string');
}

function lighthouseTable(
  title: string,
  benches: readonly RouteBench[],
  runsOf: (bench: RouteBench) => readonly LighthouseRun[],
) {
  const rows = benches.map((bench) => {
    const runs = runsOf(bench);
    const valid = validRuns(runs);
    const counted = `${valid.length} of ${runs.length}`;
    if (valid.length === 0) return `| ${bench.build} | \`${bench.route}\` | ${counted} | – | – | – | – | – |`;
    const metrics = medianMetrics(valid);
    const cells = [
      bench.build,
      `\`${bench.route}\``,
      counted,
      String(Math.round(metrics.score)),
      seconds(metrics.fcpMs),
      seconds(metrics.lcpMs),
      millis(metrics.tbtMs),
      metrics.cls.toFixed(3),
    ];
    return `| ${cells.join(' | ')} |`;
  });
  return [
    title,
    '',
    '| build | route | valid runs | score | FCP | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
  ];
}

function liveTable(benches: readonly RouteBench[]) {
  const rows = benches.map((bench) => {
    const longest = median(bench.live.map((run) => run.longestTaskMs));
    const cells = [
      bench.build,
      `\`${bench.route}\``,
      seconds(median(bench.live.map((run) => run.liveMs))),
      bench.live.map((run) => seconds(run.liveMs)).join(', '),
      longest === 0 ? 'none over 50 ms' : millis(longest),
      bench.live.map((run) => millis(run.longestTaskMs)).join(', '),
    ];
    return `| ${cells.join(' | ')} |`;
  });
  return [
    `Time to \`app:live\` and the longest task from the first paint to it, in Chromium with Lighthouse's mobile preset applied through CDP (4× CPU, 150 ms round trip, 1.6 Mbps down, 750 kbps up), median of ${RUNS_PER_ROUTE}`,
    '',
    '| build | route | app:live | runs | longest task | runs |',
    '|---|---|---|---|---|---|',
    ...rows,
  ];
}

/** The report: the machine, three tables of medians (one row per build and route), then the missed targets. */
export function benchReport(benches: readonly RouteBench[], machine: string): string {
  const indexes = benches.flatMap((bench) => [...bench.simulated, ...bench.devtools].map((run) => run.benchmarkIndex));
  const misses = benches.flatMap((bench) =>
    missedTargets(bench).map((miss) => `  ${bench.build} ${bench.route}: ${miss}`),
  );
  return [
    `Machine: ${machine}; Lighthouse benchmarkIndex ${indexes.length ? Math.round(median(indexes)) : '–'} (median over its runs)`,
    '',
    ...lighthouseTable(
      `Lighthouse mobile, simulated throttling, median of each metric over the valid runs (a run whose trace has no \`app:live\` is invalid)`,
      benches,
      (bench) => bench.simulated,
    ),
    '',
    ...lighthouseTable(
      'Lighthouse mobile, devtools throttling (the CPU really slowed 4×), median of each metric over the valid runs',
      benches,
      (bench) => bench.devtools,
    ),
    '',
    ...liveTable(benches),
    '',
    `Targets: on ${SCORED_ROUTES.join(' and ')}, by simulated throttling, score ≥ ${TARGETS.minScore}, LCP ≤ ${seconds(TARGETS.maxLcpMs)}, TBT ≤ ${TARGETS.maxSimulatedTbtMs} ms, CLS ≤ ${TARGETS.maxCls}; on ${LIVE_ROUTES.join(', ')}, devtools TBT ≤ ${TARGETS.maxDevtoolsTbtMs} ms, app:live ≤ ${seconds(TARGETS.maxLiveMs)}, longest task ≤ ${TARGETS.maxLongestTaskMs} ms.`,
    ...(misses.length === 0 ? ['All targets met.'] : ['Missed:', ...misses]),
  ].join('\n');
}
