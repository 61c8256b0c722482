/**
 * The interaction benchmark's numbers (issue 78) as pure data and a pure report: per device, per
 * tap, the medians of its runs against the targets, then `All targets met.` or the misses.
 */
import type { Device } from './devices.ts';
import { median } from './pageBenchReport.ts';

/** Runs per tap and device; the median damps the run-to-run spread. */
export const RUNS_PER_INTERACTION = 3;

/** One tap's numbers (scripts/bench/interactionRun.ts). */
export interface InteractionRun {
  /** The interaction's duration by Event Timing (the largest of its events). */
  eventMs: number;
  /** That event's input delay and processing; the rest of its duration is the wait for the next frame. */
  inputDelayMs: number;
  processingMs: number;
  /** From the touch until what it opens is on screen. */
  shownMs: number;
  /** The longest main-thread task between the touch and that frame (0: none over 50 ms). */
  longestTaskMs: number;
  /** The machine's benchmark index, measured right before the run. */
  benchmarkIndex: number;
  /** The CPU slowdown the run used: the index over the device's. */
  rate: number;
}

export interface InteractionBench {
  /** What the visitor does, and where. */
  name: string;
  route: string;
  opens: string;
  device: Device;
  runs: readonly InteractionRun[];
}

export interface InteractionTargets {
  maxEventMs: number;
  maxShownMs: number;
  maxLongestTaskMs: number;
}

/** Issue 78's targets, by the device's benchmark index (devices.ts: the mid-tier and low-tier phones). */
export function interactionTargets(device: Device): InteractionTargets {
  return device.index >= 1000
    ? { maxEventMs: 100, maxShownMs: 1000, maxLongestTaskMs: 50 }
    : { maxEventMs: 200, maxShownMs: 2000, maxLongestTaskMs: 100 };
}

const millis = (ms: number) => `${Math.round(ms)} ms`;

/** The medians of a tap's runs. */
export function interactionMedians(runs: readonly InteractionRun[]) {
  return {
    eventMs: median(runs.map((run) => run.eventMs)),
    inputDelayMs: median(runs.map((run) => run.inputDelayMs)),
    processingMs: median(runs.map((run) => run.processingMs)),
    shownMs: median(runs.map((run) => run.shownMs)),
    longestTaskMs: median(runs.map((run) => run.longestTaskMs)),
  };
}

/** The targets a tap's medians miss on its device. */
export function missedInteractionTargets(bench: InteractionBench): string[] {
  if (bench.runs.length === 0) return ['no run'];
  const targets = interactionTargets(bench.device);
  const medians = interactionMedians(bench.runs);
  const misses: (string | false)[] = [
    medians.eventMs > targets.maxEventMs && `event ${millis(medians.eventMs)} > ${targets.maxEventMs} ms`,
    medians.shownMs > targets.maxShownMs && `shown after ${millis(medians.shownMs)} > ${targets.maxShownMs} ms`,
    medians.longestTaskMs > targets.maxLongestTaskMs &&
      `longest task ${millis(medians.longestTaskMs)} > ${targets.maxLongestTaskMs} ms`,
  ];
  return misses.filter((miss): miss is string => typeof miss === 'string');
}

function range(values: readonly number[], format: (value: number) => string): string {
  const low = format(Math.min(...values));
  const high = format(Math.max(...values));
  return low === high ? low : `${low}–${high}`;
}

function deviceTable(device: Device, benches: readonly InteractionBench[]): string[] {
  const targets = interactionTargets(device);
  const rows = benches
    .filter((bench) => bench.device.name === device.name && bench.runs.length > 0)
    .map((bench) => {
      const { runs } = bench;
      const medians = interactionMedians(runs);
      const cells = [
        `\`${bench.route}\`: ${bench.name} → ${bench.opens}`,
        range(
          runs.map((run) => run.benchmarkIndex),
          (value) => String(Math.round(value)),
        ),
        range(
          runs.map((run) => run.rate),
          (value) => `${value.toFixed(2)}×`,
        ),
        millis(medians.eventMs),
        runs.map((run) => millis(run.eventMs)).join(', '),
        `${millis(medians.inputDelayMs)} / ${millis(medians.processingMs)} / ${millis(Math.max(0, medians.eventMs - medians.inputDelayMs - medians.processingMs))}`,
        millis(medians.shownMs),
        runs.map((run) => millis(run.shownMs)).join(', '),
        medians.longestTaskMs === 0 ? 'none over 50 ms' : millis(medians.longestTaskMs),
      ];
      return `| ${cells.join(' | ')} |`;
    });
  return [
    `${device.name} (index ${device.index}): one tap after the page has been idle 1.5 s, in Chromium with the CPU slowed by the machine's index ÷ ${device.index} and Lighthouse's mobile network, median of ${RUNS_PER_INTERACTION}; targets: event ≤ ${targets.maxEventMs} ms, shown ≤ ${targets.maxShownMs} ms, longest task ≤ ${targets.maxLongestTaskMs} ms`,
    '',
    '| tap → what it opens | index | CPU slowdown | event (INP) | runs | input / processing / to the frame | shown after | runs | longest task |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ];
}

/** The report: the machine, a table per device, then `All targets met.` or the misses. */
export function interactionReport(
  benches: readonly InteractionBench[],
  machine: string,
  devices: readonly Device[],
): string {
  const misses = benches.flatMap((bench) =>
    missedInteractionTargets(bench).map((miss) => `  ${bench.device.name}, ${bench.route} ${bench.name}: ${miss}`),
  );
  return [
    `Machine: ${machine}. Every run's CPU slowdown is the machine's benchmark index, measured in the browser right before the run, over a device's index. An interaction shorter than 16 ms has no Event Timing entry and counts as 16 ms.`,
    ...devices.flatMap((device) => ['', ...deviceTable(device, benches)]),
    '',
    ...(misses.length === 0 ? ['All targets met.'] : ['Missed:', ...misses]),
  ].join('\n');
}
