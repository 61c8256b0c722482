import type { SecondCounts } from './trafficLog';

/**
 * The mint-day benchmark's report (issue 51): for each phase opening, the crowd's requests second
 * by second with the spread retries beside today's fixed 1 s ones, how long until the last visitor
 * was done, how many ended in an error, the targets, and a summary line.
 */

/** One phase opening as one run met it. */
export interface OpeningResult {
  /** Seconds since the opening, per second. */
  seconds: SecondCounts[];
  /** Ms from the opening until the last visitor was done (succeeded or ended in an error). */
  doneMs: number;
  /** Visitors whose part of this opening ended in an error. */
  errors: number;
  /** How late the latest visitor acted after their moment: the crowd's own process was that busy. */
  lateMs: number;
}

/**
 * Visitors who acted later than this after their moment were held up by the crowd's own process
 * (thousands of browsers on two cores), not by the backend: the opening then measures this machine.
 */
export const LATE_LIMIT_MS = 500;

export interface RunResult {
  /** 'spread' (this app) or 'fixed' (the 1 s retries before issue 51). */
  timing: string;
  openings: OpeningResult[];
  /** Visitors who ended in an error in any opening. */
  visitorsWithError: number;
}

export interface MintDaySettings {
  visitors: number;
  /** The backend's budget, requests a second. */
  perSecond: number;
  /** Visitors arrive within this many seconds of an opening. */
  withinSeconds: number;
  /** The openings' names, in order ('the whitelist sign-up opens', ...). */
  openings: readonly string[];
}

/** Targets (issue 51): after the arrival, no second offered over 1.5 × C; done within 1.3 × the ideal. */
export const OFFERED_LIMIT = 1.5;
export const DONE_LIMIT = 1.3;

const served = (second: SecondCounts) => second.answered - second.tooMany;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The requests the visitors' work took (answers other than 429), whatever the retries cost. */
export const requestsServed = (opening: OpeningResult) => sum(opening.seconds.map(served));

/** The busiest second after the visitors' arrival window. */
export const peakOfferedAfter = (opening: OpeningResult, withinSeconds: number) =>
  Math.max(0, ...opening.seconds.slice(Math.ceil(withinSeconds)).map((second) => second.offered));

export interface RunSummary {
  peakOffered: number;
  doneSeconds: number;
  idealSeconds: number;
  errors: number;
}

/** The whole day of a run: each opening's time from its opening to its last visitor done, added up. */
export function summarise(run: RunResult, settings: MintDaySettings): RunSummary {
  return {
    peakOffered: Math.max(...run.openings.map((opening) => peakOfferedAfter(opening, settings.withinSeconds))),
    doneSeconds: sum(run.openings.map((opening) => opening.doneMs)) / 1000,
    idealSeconds: sum(run.openings.map(requestsServed)) / settings.perSecond,
    errors: run.visitorsWithError,
  };
}

/** The targets a run missed, in words; none when it met them all. */
export function missedTargets(run: RunResult, settings: MintDaySettings): string[] {
  const missed: string[] = [];
  const limit = OFFERED_LIMIT * settings.perSecond;
  if (run.visitorsWithError > 0) missed.push(`${run.visitorsWithError} visitors ended in an error (target: none)`);
  run.openings.forEach((opening, index) => {
    const name = settings.openings[index] ?? `opening ${index + 1}`;
    const peak = peakOfferedAfter(opening, settings.withinSeconds);
    if (peak > limit) {
      missed.push(
        `${name}: ${peak} requests offered in a second after the first ${settings.withinSeconds} s (target: at most ${limit})`,
      );
    }
    if (opening.lateMs > LATE_LIMIT_MS) {
      missed.push(
        `${name}: visitors acted up to ${(opening.lateMs / 1000).toFixed(1)} s late, held up by the crowd's own process: this opening measures the machine, not the backend (target: within ${LATE_LIMIT_MS} ms)`,
      );
    }
    const ideal = requestsServed(opening) / settings.perSecond;
    if (opening.doneMs / 1000 > DONE_LIMIT * ideal) {
      missed.push(
        `${name}: done in ${(opening.doneMs / 1000).toFixed(1)} s (target: within ${DONE_LIMIT} × the ideal ${ideal.toFixed(1)} s)`,
      );
    }
  });
  return missed;
}

/** `mint day: N visitors, C req/s, peak offered P req/s, done in T s (ideal I s), ended in an error E` */
export function summaryLine(run: RunResult, settings: MintDaySettings): string {
  const { peakOffered, doneSeconds, idealSeconds, errors } = summarise(run, settings);
  return `mint day: ${settings.visitors} visitors, ${settings.perSecond} req/s, peak offered ${peakOffered} req/s, done in ${doneSeconds.toFixed(1)} s (ideal ${idealSeconds.toFixed(1)} s), ended in an error ${errors}`;
}

const cell = (second: SecondCounts | undefined) =>
  second ? `${second.offered} / ${second.answered} / ${second.tooMany}` : '';

/** One opening's seconds, each run beside the others: offered / answered / 429. */
export function openingTable(name: string, runs: readonly RunResult[], index: number): string {
  const openings = runs.map((run) => run.openings[index]!);
  const length = Math.max(...openings.map((opening) => opening.seconds.length));
  const header = `| second | ${runs.map((run) => `${run.timing}: offered / answered / 429`).join(' | ')} |`;
  const rule = `|---|${runs.map(() => '---').join('|')}|`;
  const rows = Array.from(
    { length },
    (_, second) => `| ${second} | ${openings.map((opening) => cell(opening.seconds[second])).join(' | ')} |`,
  );
  const done = `| done | ${openings
    .map(
      (opening) =>
        `${(opening.doneMs / 1000).toFixed(1)} s, ${opening.errors} in an error, visitors up to ${(opening.lateMs / 1000).toFixed(1)} s late`,
    )
    .join(' | ')} |`;
  return [`${name}, per second since it opened:`, '', header, rule, ...rows, done].join('\n');
}

/** The whole report; its last line is the summary of the first run (the app's own retries). */
export function mintDayReport(runs: readonly RunResult[], settings: MintDaySettings, machine: string): string {
  const [ours, ...others] = runs;
  if (!ours) throw new Error('mint day: no run to report');
  const tables = settings.openings.map((name, index) => openingTable(name, runs, index));
  const missed = missedTargets(ours, settings);
  const verdict = missed.length === 0 ? 'All targets met.' : `Missed:\n${missed.map((line) => `  ${line}`).join('\n')}`;
  return [
    `Machine: ${machine}`,
    `${settings.visitors} visitors arrive within ${settings.withinSeconds} s of each opening; the backend answers ${settings.perSecond} requests a second, then 429 with Retry-After.`,
    '',
    ...tables.flatMap((table) => [table, '']),
    ...others.map((run) => `With ${run.timing} retries: ${summaryLine(run, settings)}`),
    `Targets, ${ours.timing} retries: no visitor ends in an error; after the first ${settings.withinSeconds} s no second offers over ${OFFERED_LIMIT} × ${settings.perSecond}; each opening done within ${DONE_LIMIT} × its ideal (requests served ÷ ${settings.perSecond}); and, for the run to measure the backend, every visitor acts within ${LATE_LIMIT_MS} ms of their moment.`,
    verdict,
    summaryLine(ours, settings),
  ].join('\n');
}
