import { matchesState, type StateValue } from 'xstate';

/** Helpers on state values, the only state information a plan carries between tools. */

/** The atomic states of a value as dotted keys: ['lifecycle.ready', 'signUpModal.open']. */
export function leafKeys(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [prefix + key] : leafKeys(child, `${prefix}${key}.`),
  );
}

/** Whether two state values name the same configuration. */
export function sameStateValue(a: StateValue, b: StateValue): boolean {
  const left = leafKeys(a).sort();
  const right = leafKeys(b).sort();
  return left.length === right.length && left.every((key, index) => key === right[index]);
}

/** Whether an assertion key such as 'lifecycle.loading' (or 'lifecycle') holds in `value`. */
export function matchesStateKey(value: StateValue, key: string): boolean {
  return matchesState(key, value);
}

/** 'lifecycle: ready, signUpModal: open', for people. */
export function stateValueText(value: StateValue): string {
  return leafKeys(value)
    .map((key) => {
      const dot = key.lastIndexOf('.');
      return dot < 0 ? key : `${key.slice(0, dot)}: ${key.slice(dot + 1)}`;
    })
    .join(', ');
}
