/** One step's end: how long it took and whether it passed. */
export interface StepResult {
  name: string;
  stage: number;
  seconds: number;
  passed: boolean;
}

/** Under a minute to a tenth of a second; from a minute on, to the second (119.6 s is 2 min 00 s). */
function duration(seconds: number): string {
  if (Math.round(seconds * 10) < 600) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

/**
 * The table `npm test` ends with: each step's wall time, its stage (steps of one stage ran at the
 * same time) and its result, then the whole run's wall time.
 */
export function formatStepTable(results: readonly StepResult[], totalSeconds: number): string {
  const rows = results.map((result) => [
    result.name,
    String(result.stage),
    duration(result.seconds),
    result.passed ? 'passed' : 'FAILED',
  ]);
  const header = ['step', 'stage', 'wall time', 'result'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line), '', `whole run: ${duration(totalSeconds)}`].join('\n');
}
