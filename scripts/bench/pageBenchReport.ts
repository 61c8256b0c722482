/**
 * The page benchmark's numbers (issues 24, 36 and 49), as pure data and a pure report:
 * scripts/bench-pages.ts measures; this takes the medians and renders the tables, with the issues'
 * targets beside the routes they are set for. A benchmark, not a check: it reports and never fails
 * a build.
 */
import { type Device, LIGHTHOUSE_DEVICE_INDEX } from './devices.ts';

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

/** A Lighthouse run, with what says whether it counts and how its CPU was slowed. */
export interface LighthouseRun extends PageMetrics {
  /**
   * Whether the run's trace holds the `app:live` mark. A run without it ended before the app had
   * started, so its TBT measured a page that never ran its code: reported as invalid, not counted.
   */
  appLive: boolean;
  /** The machine's benchmark index, measured right before the run (scripts/bench/benchmarkIndex.ts). */
  benchmarkIndex: number;
  /** The CPU slowdown the run used: the index over LIGHTHOUSE_DEVICE_INDEX. */
  rate: number;
}

/** A browser visit as a device makes it (scripts/bench/liveRun.ts). */
export interface LiveRun {
  /** From navigation to the `app:live` mark. */
  liveMs: number;
  /** The longest main-thread task between the first contentful paint and `app:live` (0: none over 50 ms). */
  longestTaskMs: number;
  /** The machine's benchmark index, measured right before the visit. */
  benchmarkIndex: number;
  /** The CPU slowdown the visit used: the index over the device's. */
  rate: number;
}

/** One device's visits to a route. */
export interface DeviceRuns {
  device: Device;
  runs: readonly LiveRun[];
}

export interface RouteBench {
  build: BenchBuild;
  route: string;
  /** Lighthouse with simulated throttling (its default). */
  simulated: readonly LighthouseRun[];
  /** Lighthouse with `--throttling-method=devtools`: the CPU really slowed, the network throttled. */
  devtools: readonly LighthouseRun[];
  /** Visits as each of DEVICES makes them. */
  live: readonly DeviceRuns[];
}

/** The issues' Lighthouse targets; the devices' own are in DEVICES. */
export const TARGETS = {
  /** Issue 49, by simulated throttling, on every route measured. */
  minScore: 95,
  maxSimulatedTbtMs: 100,
  /** Issue 49: TBT by devtools throttling, on every route measured. */
  maxDevtoolsTbtMs: 150,
  /** Issue 24, by simulated throttling, on / and /bayc. */
  maxLcpMs: 1500,
  maxCls: 0.02,
} as const;
const LCP_ROUTES: readonly string[] = ['/', '/bayc'];

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

const isBenchRoute = (route: string) => (BENCH_ROUTES as readonly string[]).includes(route);

/** The targets a route's numbers miss (none for routes without targets). */
export function missedTargets(bench: RouteBench): string[] {
  if (!isBenchRoute(bench.route)) return [];
  const misses: (string | false)[] = [];
  const simulated = validRuns(bench.simulated);
  const devtools = validRuns(bench.devtools);
  if (simulated.length === 0) misses.push('no valid simulated Lighthouse run');
  else {
    const metrics = medianMetrics(simulated);
    const lcpRoute = LCP_ROUTES.includes(bench.route);
    misses.push(
      metrics.score < TARGETS.minScore && `score ${metrics.score} < ${TARGETS.minScore}`,
      lcpRoute && metrics.lcpMs > TARGETS.maxLcpMs && `LCP ${seconds(metrics.lcpMs)} > ${seconds(TARGETS.maxLcpMs)}`,
      metrics.tbtMs > TARGETS.maxSimulatedTbtMs &&
        `simulated TBT ${millis(metrics.tbtMs)} > ${TARGETS.maxSimulatedTbtMs} ms`,
      lcpRoute && metrics.cls > TARGETS.maxCls && `CLS ${metrics.cls.toFixed(3)} > ${TARGETS.maxCls}`,
    );
  }
  if (devtools.length === 0) misses.push('no valid devtools Lighthouse run');
  else {
    const tbt = median(devtools.map((run) => run.tbtMs));
    misses.push(tbt > TARGETS.maxDevtoolsTbtMs && `devtools TBT ${millis(tbt)} > ${TARGETS.maxDevtoolsTbtMs} ms`);
  }
  for (const { device, runs } of bench.live) {
    if (runs.length === 0) {
      misses.push(`${device.name}: no visit`);
      continue;
    }
    const liveMs = median(runs.map((run) => run.liveMs));
    const longest = median(runs.map((run) => run.longestTaskMs));
    misses.push(
      liveMs > device.maxLiveMs && `${device.name}: app:live ${seconds(liveMs)} > ${seconds(device.maxLiveMs)}`,
      longest > device.maxLongestTaskMs &&
        `${device.name}: longest task ${millis(longest)} > ${device.maxLongestTaskMs} ms`,
    );
  }
  return misses.filter((miss): miss is string => typeof miss === 'string');
}

/** The range of values, as "a" when all round alike or "a–b". */
function range(values: readonly number[], format: (value: number) => string): string {
  if (values.length === 0) return '–';
  const low = format(Math.min(...values));
  const high = format(Math.max(...values));
  return low === high ? low : `${low}–${high}`;
}
const rateOf = (value: number) => `${value.toFixed(2)}×`;
const indexOf = (value: number) => String(Math.round(value));

/** The cells that say how the runs were calibrated: the indexes measured and the slowdowns they set. */
const calibrationCells = (runs: readonly { benchmarkIndex: number; rate: number }[]) => [
  range(
    runs.map((run) => run.benchmarkIndex),
    indexOf,
  ),
  range(
    runs.map((run) => run.rate),
    rateOf,
  ),
];

function lighthouseTable(
  title: string,
  benches: readonly RouteBench[],
  runsOf: (bench: RouteBench) => readonly LighthouseRun[],
) {
  const rows = benches.map((bench) => {
    const runs = runsOf(bench);
    const valid = validRuns(runs);
    const counted = `${valid.length} of ${runs.length}`;
    const calibration = calibrationCells(runs);
    if (valid.length === 0)
      return `| ${bench.build} | \`${bench.route}\` | ${calibration.join(' | ')} | ${counted} | – | – | – | – | – |`;
    const metrics = medianMetrics(valid);
    const cells = [
      bench.build,
      `\`${bench.route}\``,
      ...calibration,
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
    '| build | route | index | CPU slowdown | valid runs | score | FCP | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ];
}

function deviceTable(device: Device, benches: readonly RouteBench[]) {
  const rows = benches.flatMap((bench) => {
    const runs = bench.live.find((entry) => entry.device.name === device.name)?.runs ?? [];
    if (runs.length === 0) return [];
    const longest = median(runs.map((run) => run.longestTaskMs));
    const cells = [
      bench.build,
      `\`${bench.route}\``,
      ...calibrationCells(runs),
      seconds(median(runs.map((run) => run.liveMs))),
      runs.map((run) => seconds(run.liveMs)).join(', '),
      longest === 0 ? 'none over 50 ms' : millis(longest),
      runs.map((run) => millis(run.longestTaskMs)).join(', '),
    ];
    return [`| ${cells.join(' | ')} |`];
  });
  return [
    `${device.name} (index ${device.index}): time to \`app:live\` and the longest task from the first paint to it, in Chromium with the CPU slowed by the machine's index ÷ ${device.index} and Lighthouse's mobile network (150 ms round trip, 1.6 Mbps down, 750 kbps up), median of ${RUNS_PER_ROUTE}; targets app:live ≤ ${seconds(device.maxLiveMs)}, longest task ≤ ${device.maxLongestTaskMs} ms`,
    '',
    '| build | route | index | CPU slowdown | app:live | runs | longest task | runs |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
  ];
}

/**
 * The report: the machine, the Lighthouse tables and one table per device (a row of medians per
 * build and route in each, with the indexes measured and the slowdowns they set), then the missed
 * targets.
 */
export function benchReport(benches: readonly RouteBench[], machine: string, devices: readonly Device[]): string {
  const misses = benches.flatMap((bench) =>
    missedTargets(bench).map((miss) => `  ${bench.build} ${bench.route}: ${miss}`),
  );
  return [
    `Machine: ${machine}. Every run's CPU slowdown is the machine's benchmark index, measured in the browser right before the run, over a device's index.`,
    '',
    ...lighthouseTable(
      `Lighthouse mobile (index ${LIGHTHOUSE_DEVICE_INDEX}), simulated throttling, median of each metric over the valid runs (a run whose trace has no \`app:live\` is invalid)`,
      benches,
      (bench) => bench.simulated,
    ),
    '',
    ...lighthouseTable(
      `Lighthouse mobile (index ${LIGHTHOUSE_DEVICE_INDEX}), devtools throttling (the CPU really slowed), median of each metric over the valid runs`,
      benches,
      (bench) => bench.devtools,
    ),
    ...devices.flatMap((device) => ['', ...deviceTable(device, benches)]),
    '',
    `Lighthouse targets: on ${BENCH_ROUTES.join(', ')}, by simulated throttling, score ≥ ${TARGETS.minScore}, TBT ≤ ${TARGETS.maxSimulatedTbtMs} ms; devtools TBT ≤ ${TARGETS.maxDevtoolsTbtMs} ms; on ${LCP_ROUTES.join(' and ')}, LCP ≤ ${seconds(TARGETS.maxLcpMs)}, CLS ≤ ${TARGETS.maxCls}.`,
    ...(misses.length === 0 ? ['All targets met.'] : ['Missed:', ...misses]),
  ].join('\n');
}
