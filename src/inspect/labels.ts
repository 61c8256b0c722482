import { and, not, or, stateIn } from 'xstate';
import type { AnyStateNode } from 'xstate';

/**
 * Edge labels in the words a reader of the chart uses: XState's generated event names
 * (`xstate.after.readyMarkerDelay.app.readyMarker.pending`) become `after readyMarkerDelay`,
 * `done: initialise`, `error: initialise`, and eventless transitions read `always`.
 */
export function eventLabel(eventType: string, source: AnyStateNode): string {
  if (eventType === '') return 'always';
  const after = /^xstate\.after\.(.+)$/.exec(eventType);
  if (after?.[1]?.endsWith(`.${source.id}`)) {
    const delay = after[1].slice(0, -(source.id.length + 1));
    return /^\d+$/.test(delay) ? `after ${delay}ms` : `after ${delay}`;
  }
  if (eventType === `xstate.done.state.${source.id}`) return 'onDone';
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `${actor[1]}: ${actor[2]}`;
  const snapshot = /^xstate\.snapshot\.(.+)$/.exec(eventType);
  if (snapshot) return `snapshot: ${snapshot[1]}`;
  return eventType;
}

// Higher-order guards are functions tagged with the `check` of the helper that made them;
// comparing against the helpers' own `check` survives minified function names.
type GuardFunction = { check?: unknown; guards?: unknown[]; stateValue?: unknown };
const checkOf = (guard: unknown) => (guard as GuardFunction).check;
const AND = checkOf(and([]));
const OR = checkOf(or([]));
const NOT = checkOf(not('_'));
const STATE_IN = checkOf(stateIn('_'));

const group = (label: string) => (/\s/.test(label) ? `(${label})` : label);

/** `signUpRequested`, `!isSoldOut`, `hasWallet && (isWhitelisted || isPublic)`, `in #mintPage.open`. */
export function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const { check, guards = [], stateValue } = guard as GuardFunction;
    if (check === NOT) return `!${group(guardLabel(guards[0]))}`;
    if (check === AND) return guards.map((g) => group(guardLabel(g))).join(' && ');
    if (check === OR) return guards.map((g) => group(guardLabel(g))).join(' || ');
    if (check === STATE_IN) return `in ${typeof stateValue === 'string' ? stateValue : JSON.stringify(stateValue)}`;
    return 'inline guard';
  }
  if (guard !== null && typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') {
    return guard.type;
  }
  return 'guard';
}
