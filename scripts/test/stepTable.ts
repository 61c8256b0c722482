/** One step's end: how long it took, the CPU it used, and whether it passed. */
export interface StepResult {
  name: string;
  /** When the step started, in seconds from the run's start. */
  startSeconds: number;
  seconds: number;
  /**
   * The CPU seconds (user + system) of the step's processes, the ones it waited for: what a
   * slower machine multiplies. Null where the shell could not say (a record from before issue 52).
   */
  cpuSeconds?: number | null;
  passed: boolean;
}

/** Under a minute to a tenth of a second; from a minute on, to the second (119.6 s is 2 min 00 s). */
function duration(seconds: number): string {
  if (Math.round(seconds * 10) < 600) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

/**
 * The table `npm test` ends with, in the order the steps started: each step's start (from the
 * run's), wall time, CPU time and result, then the whole run's wall time and CPU time.
 */
export function formatStepTable(results: readonly StepResult[], totalSeconds: number): string {
  const cpu = (seconds: number | null | undefined) => (seconds == null ? '?' : duration(seconds));
  const rows = [...results]
    .sort((a, b) => a.startSeconds - b.startSeconds)
    .map((result) => [
      result.name,
      duration(result.startSeconds),
      duration(result.seconds),
      cpu(result.cpuSeconds),
      result.passed ? 'passed' : 'FAILED',
    ]);
  const header = ['step', 'start', 'wall time', 'CPU time', 'result'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  const known = results.every((result) => result.cpuSeconds != null);
  const totalCpu = known ? results.reduce((sum, result) => sum + result.cpuSeconds!, 0) : null;
  return [line(header), ...rows.map(line), '', `whole run: ${duration(totalSeconds)}, CPU time ${cpu(totalCpu)}`].join(
    '\n',
  );
}

/**
 * The CPU seconds of a shell's children from its `times` builtin (POSIX): two lines, the shell's
 * own user and system time, then its children's (`1m2.50s 0m3.25s`). Null for anything else.
 */
export function childrenCpuSeconds(times: string): number | null {
  const children = times.trim().split('\n')[1];
  const match = /^(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s$/.exec(children?.trim() ?? '');
  if (!match) return null;
  const [, userMinutes, userSeconds, systemMinutes, systemSeconds] = match.map(Number) as number[];
  return userMinutes! * 60 + userSeconds! + systemMinutes! * 60 + systemSeconds!;
}
