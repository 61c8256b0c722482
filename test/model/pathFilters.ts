import type { StateValue } from 'xstate';
import type { PlannedPath } from './paths';
import { leafKeys, matchesStateKey } from './stateValues';
import type { StepAction } from './stepActions';

/**
 * The printer's filters: which planned paths end in a state, or pass through a state or an event.
 * A state is named the way a tester reads it in a path: by its own name ('Minted', 'switching')
 * or by its dotted path ('phasePages.Whitelist'). An event by its type ('mint.login'), the last
 * part of it ('login'), or the service whose answer it is ('signForMint').
 */

/** Whether `value` is in the state `query` names. */
export function inState(value: StateValue, query: string): boolean {
  if (query.includes('.')) return matchesStateKey(value, query);
  return leafKeys(value).some((key) => key.split('.').includes(query));
}

const lastPart = (type: string) => type.slice(type.lastIndexOf('.') + 1);

/** Whether a step's event is the one `query` names (case does not matter for a part of a type). */
export function isEvent(action: StepAction, query: string): boolean {
  if (action.kind === 'start') return false;
  const { type } = action.event;
  if (type === query) return true;
  if (action.kind === 'actorDone' || action.kind === 'actorError') return action.actorId === query;
  if (action.kind === 'delay') return action.delayName === query;
  return lastPart(type).toLowerCase() === query.toLowerCase();
}

/** Paths whose last step rests in the state `query`. */
export function pathEndsIn(path: PlannedPath<unknown>, query: string): boolean {
  const last = path.steps.at(-1);
  return last !== undefined && inState(last.expected, query);
}

/** Paths that are in the state `query` after some step, or whose steps send the event `query`. */
export function pathPassesThrough(path: PlannedPath<unknown>, query: string): boolean {
  return path.steps.some((step) => inState(step.expected, query) || isEvent(step.action, query));
}

/** The paths with a step whose action `predicate` accepts: how a suite picks the paths of a check. */
export function pathsWith<TInput>(
  paths: readonly PlannedPath<TInput>[],
  predicate: (action: StepAction) => boolean,
): PlannedPath<TInput>[] {
  return paths.filter((path) => path.steps.some(({ action }) => predicate(action)));
}
