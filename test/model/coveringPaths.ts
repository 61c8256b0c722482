import type { StateValue } from 'xstate';
import type { Plan, PlannedPath } from './paths';

/** Every state a value has active, by the names the coverage uses (`a`, `a.b`), parents included. */
function activeStates(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value).flatMap(([key, child]) => [
    `${prefix}${key}`,
    ...(child === undefined ? [] : activeStates(child, `${prefix}${key}.`)),
  ]);
}

/** What running `path` covers: the states its steps are in and the transitions they take. */
function coveredBy(path: PlannedPath<unknown>): Set<string> {
  return new Set(
    path.steps.flatMap((step) => [
      ...activeStates(step.expected).map((state) => `state ${state}`),
      ...step.takes.map((transition) => `transition ${transition}`),
    ]),
  );
}

/**
 * A covering set of a plan's paths (issue 52): paths that together reach every state and take every
 * transition the whole plan does, for the suites that drive each path through a UI, where a step
 * costs tens of milliseconds. Greedy: the path that adds the most not yet covered first (the
 * shorter on a tie, then the earlier), until nothing is left; returned in plan order.
 */
export function coveringPaths<TInput>(plan: Plan<TInput>): PlannedPath<TInput>[] {
  const covers = plan.paths.map((path) => ({ path, covers: coveredBy(path) }));
  const left = new Set(covers.flatMap(({ covers: names }) => [...names]));
  const chosen = new Set<PlannedPath<TInput>>();
  while (left.size > 0) {
    let best: { path: PlannedPath<TInput>; gain: number } | null = null;
    for (const { path, covers: names } of covers) {
      const gain = [...names].filter((name) => left.has(name)).length;
      if (gain > 0 && (!best || gain > best.gain || (gain === best.gain && path.steps.length < best.path.steps.length)))
        best = { path, gain };
    }
    if (!best) break;
    chosen.add(best.path);
    for (const name of coveredBy(best.path)) left.delete(name);
  }
  return plan.paths.filter((path) => chosen.has(path));
}
