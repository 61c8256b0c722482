import type { StateValue } from 'xstate';
import { formatCoverage } from './coverage';
import type { MachineModel, NamedInput } from './modelTypes';
import type { PathOrigin, Plan, PlannedPath } from './paths';
import { planJson } from './planJson';
import { leafKeys } from './stateValues';
import type { StepAction } from './stepActions';

/** Plans in plain words, for testers walking a path by hand and for failure messages. */

const errorText = (error: unknown) => (error instanceof Error ? error.message : planJson(error));

/** What a tester does (or waits for) in one step. */
export function describeAction(action: StepAction, input: NamedInput<unknown>, model?: MachineModel): string {
  switch (action.kind) {
    case 'start':
      return `start with ${input.name}: ${input.description}`;
    case 'actorDone':
      return action.output === undefined
        ? `the '${action.actorId}' service finishes`
        : `the '${action.actorId}' service finishes with ${planJson(action.output)}`;
    case 'actorError':
      return `the '${action.actorId}' service fails (${errorText(action.error)})`;
    case 'delay':
      return `${action.ms} ms pass (${action.delayName})`;
    case 'user': {
      const { type, ...payload } = action.event;
      const words = model?.eventDescriptions?.[type] ?? `the app receives '${type}'`;
      return Object.keys(payload).length > 0 ? `${words} ${planJson(payload)}` : words;
    }
  }
}

/** What the tester should see in a state: one line per atomic state, in words when the model has them. */
export function describeState(value: StateValue, model: MachineModel, only?: (key: string) => boolean): string[] {
  return leafKeys(value)
    .filter((key) => only?.(key) ?? true)
    .map((key) => {
      const words = model.stateDescriptions?.[key];
      return words ? `${key} — ${words}` : key;
    });
}

export function formatPath(path: PlannedPath<unknown>, model: MachineModel): string {
  const lines = [`Path ${path.number} — ${path.title} (${path.input.name})`];
  let before: string[] = [];
  for (const [index, step] of path.steps.entries()) {
    lines.push(`  ${index + 1}. ${describeAction(step.action, path.input, model)}`);
    // Only what changed: the rest was checked at an earlier step and still holds.
    const changed = describeState(step.expected, model, (key) => !before.includes(key));
    lines.push(...(changed.length > 0 ? changed.map((line) => `     see ${line}`) : ['     the state stays the same']));
    before = leafKeys(step.expected);
  }
  return lines.join('\n');
}

/** The whole plan: every path, then the coverage it reaches on the model. */
export function formatPlan(plan: Plan<unknown>): string {
  const { model } = plan;
  const count = (origin: PathOrigin) => plan.paths.filter((path) => path.origin === origin).length;
  const origins = `${count('shortest')} shortest to a state, ${count('simple')} simple, ${count('tour')} to take a transition`;
  const header = [
    `Machine '${model.name}': ${plan.paths.length} paths (${origins}).`,
    'A path that is the start of a longer one is left out: the longer one checks the same steps.',
  ].join('\n');
  return [
    header,
    ...plan.paths.map((path) => formatPath(path, model)),
    'Planned coverage',
    formatCoverage([plan.plannedCoverage]),
  ].join('\n\n');
}
