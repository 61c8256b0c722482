import { formatListLine, formatPlan } from './describePath';
import { allStateNodes, stateName } from './machineGraph';
import { pathEndsIn, pathPassesThrough } from './pathFilters';
import { parsePathsArgs, PATHS_USAGE, type PathsArgs } from './pathsArgs';
import { models } from './models';
import { planPaths, type Plan, type PlannedPath } from './paths';
import { runOnePath } from './runOnePath';

/**
 * `npm run paths -- <machine> …`: the planned paths of a machine for testers, in plain words,
 * filtered, listed, counted, or one of them run (see PATHS_USAGE and docs/testing.md). It plans
 * with the same planner as the path suites, so a path's number here is its number there.
 */

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

const parsed = parsePathsArgs(process.argv.slice(2), Object.keys(models));
if (!parsed.ok) {
  process.stderr.write(`${parsed.error}\n\n${PATHS_USAGE}\n`);
  process.exit(2);
}
const { args } = parsed;
const plan = planPaths(models[args.machine]!, { simple: args.simple }) as Plan<unknown>;

if (args.output === 'run') {
  process.exit(await runOnePath(plan, args.run!, { browser: args.browser, verbose: args.verbose }));
}

const { paths, selection } = choose(plan, args);
if (args.output === 'count') {
  process.stdout.write(`${paths.length}\n`);
} else if (args.output === 'list') {
  process.stdout.write(`${[...paths.map(formatListLine)].join('\n')}\n`);
} else {
  process.stdout.write(`${formatPlan(plan, { paths, selection, verbose: args.verbose })}\n`);
}
if (paths.length === 0) {
  // Like grep: nothing chosen is exit code 1, with the names a filter can use.
  const states = allStateNodes(plan.model.machine).map(stateName).join(', ');
  process.stderr.write(`No path of '${args.machine}' is ${selection}. Its states: ${states}.\n`);
  process.exit(1);
}
