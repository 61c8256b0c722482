import { formatListLine, formatPlan } from './describePath';
import { allStateNodes, stateName } from './machineGraph';
import { models } from './models';
import { pathEndsIn, pathPassesThrough } from './pathFilters';
import { parsePathsArgs, PATHS_USAGE, type PathsArgs } from './pathsArgs';
import { planPaths, type Plan, type PlannedPath } from './paths';
import { runOnePath } from './runOnePath';

/**
 * `npm run paths -- <machine> …` (test/model/pathsCli.ts): the planned paths of a machine for
 * testers, in plain words, filtered, listed, counted, or one of them run (see PATHS_USAGE and
 * docs/testing.md). It plans with the same planner as the path suites, so a path's number here is
 * its number there. A function of its arguments, so that the tester's walk
 * (test/project/testersWalk.test.ts) runs the printing commands in its own process, planning once.
 */

export interface PathsOutput {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** Plans a machine's paths: the planner itself, or a cache of its plans. */
export type PlanFor = (machine: string, simple: boolean) => Plan<unknown>;

export const planFor: PlanFor = (machine, simple) => planPaths(models[machine]!, { simple }) as Plan<unknown>;

function choose(plan: Plan<unknown>, args: PathsArgs): { paths: PlannedPath<unknown>[]; selection: string } {
  const said: string[] = [];
  let paths = plan.paths;
  if (args.to !== null) {
    const state = args.to;
    paths = paths.filter((path) => pathEndsIn(path, state));
    said.push(`ending in ${state}`);
  }
  for (const name of args.through) {
    paths = paths.filter((path) => pathPassesThrough(path, name));
    said.push(`through ${name}`);
  }
  return { paths, selection: said.join(' and ') };
}

/** Runs the command with `argv` (the words after `--`) and returns its exit code. */
export async function pathsCommand(argv: readonly string[], output: PathsOutput, plan = planFor): Promise<number> {
  const parsed = parsePathsArgs([...argv], Object.keys(models));
  if (!parsed.ok) {
    output.err(`${parsed.error}\n\n${PATHS_USAGE}\n`);
    return 2;
  }
  const { args } = parsed;
  if (args.output === 'run') {
    return runOnePath(args.machine, args.run!, { browser: args.browser, verbose: args.verbose, output });
  }
  const planned = plan(args.machine, args.simple);

  const { paths, selection } = choose(planned, args);
  const names = args.keys ? 'keys' : 'words';
  if (args.output === 'count') {
    output.out(`${paths.length}\n`);
  } else if (args.output === 'list') {
    output.out(`${paths.map((path) => formatListLine(path, names)).join('\n')}\n`);
  } else {
    output.out(`${formatPlan(planned, { paths, selection, verbose: args.verbose, names })}\n`);
  }
  if (paths.length > 0) return 0;
  // Like grep: nothing chosen is exit code 1, with the names a filter can use.
  const states = allStateNodes(planned.model.machine).map(stateName).join(', ');
  output.err(`No path of '${args.machine}' is ${selection}. Its states: ${states}.\n`);
  return 1;
}
