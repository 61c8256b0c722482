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

/** The test a path suite registers under RUN_ONE_SUITE when its plan has no path of that number. */
export const NO_SUCH_PATH = 'no such path';

/**
 * What a suite registers for the path asked for: that path, word that there is none, or nothing
 * (the path of another machine).
 */
export type OnePath<TPath> = { path: TPath } | { missing: string } | null;

/**
 * The path `target` names in a machine's plan. The suite plans, so the command does not have to:
 * it learns the path's heading, or that there is no such path, from the suite's one test.
 */
export function onePathOf<TPath extends { number: number }>(
  machine: string,
  paths: readonly TPath[],
  target: RunOneTarget,
): OnePath<TPath> {
  if (target.machine !== machine) return null;
  const path = paths.find(({ number }) => number === target.number);
  return path
    ? { path }
    : { missing: `'${machine}' has paths 1 to ${paths.length}: there is no path ${target.number}.` };
}
