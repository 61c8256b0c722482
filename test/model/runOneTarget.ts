/**
 * How `npm run paths -- <machine> --run N` tells a path suite (in jsdom or the browser) which one
 * path to run: an environment variable the suite reads when it registers its tests, and the name
 * of the suite it then registers, which the command selects by.
 */

export const RUN_ONE_VARIABLE = 'PATHS_RUN';
export const RUN_ONE_SUITE = 'one planned path';

export interface RunOneTarget {
  machine: string;
  number: number;
}

export const runOneValue = (target: RunOneTarget) => `${target.machine}:${target.number}`;

/** The path asked for, if any ('mintPage:12'); anything else is no request. */
export function readRunOneTarget(value: string | undefined): RunOneTarget | null {
  const match = /^([A-Za-z]\w*):([1-9]\d*)$/.exec(value ?? '');
  return match ? { machine: match[1]!, number: Number(match[2]) } : null;
}
