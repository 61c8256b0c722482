import { describe, expect, it } from 'vitest';
import { coveringPaths } from './coveringPaths';
import { models } from './models';
import { planPaths, type Plan, type PlannedPath } from './paths';

/** What a set of paths covers, by the names the coverage uses. */
function covered(paths: readonly PlannedPath<unknown>[]): Set<string> {
  const states = (value: unknown, prefix = ''): string[] =>
    typeof value === 'string'
      ? [`${prefix}${value}`]
      : Object.entries(value as object).flatMap(([key, child]) => [
          `${prefix}${key}`,
          ...states(child, `${prefix}${key}.`),
        ]);
  return new Set(paths.flatMap((path) => path.steps.flatMap((step) => [...states(step.expected), ...step.takes])));
}

const path = (number: number, steps: { expected: unknown; takes: string[] }[]): PlannedPath<unknown> =>
  ({
    number,
    title: `path ${number}`,
    origin: 'shortest',
    input: { name: 'x', input: null },
    steps,
  }) as PlannedPath<unknown>;

describe('the covering set of a plan (the paths the UI suites run)', () => {
  // Each model suite's coverage test checks its covering set through the UI; planning the large
  // charts again here would cost seconds each.
  it('reaches every state and transition the whole plan does, in plan order', () => {
    const plan = planPaths(models.phaseTimer!);
    const covering = coveringPaths(plan);
    expect([...covered(covering)].sort()).toEqual([...covered(plan.paths)].sort());
    expect(covering.length).toBeLessThan(plan.paths.length);
    const order = covering.map((chosen) => plan.paths.indexOf(chosen));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('takes the path that adds the most first, the shorter on a tie, and leaves out what adds nothing', () => {
    const plan = {
      paths: [
        path(1, [
          { expected: 'a', takes: [] },
          { expected: 'b', takes: ['a→b'] },
        ]),
        path(2, [
          { expected: 'a', takes: [] },
          { expected: 'b', takes: ['a→b'] },
          { expected: 'c', takes: ['b→c'] },
        ]),
        path(3, [
          { expected: 'a', takes: [] },
          { expected: { d: 'e' }, takes: ['a→d'] },
        ]),
        path(4, [
          { expected: 'a', takes: [] },
          { expected: { d: 'e' }, takes: ['a→d'] },
          { expected: 'a', takes: [] },
        ]),
      ],
    } as unknown as Plan<unknown>;
    expect(coveringPaths(plan).map((chosen) => chosen.number)).toEqual([2, 3]);
  });
});
