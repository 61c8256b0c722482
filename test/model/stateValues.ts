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

/**
 * A state value for people (path titles, steps, failures), with the dotted keys the filters and
 * assertions use: a chain of single children as one dotted path, parallel regions side by side
 * ('session.loggedIn(network.wrong, screening.safe), redirect.idle').
 */
export function compactStateText(value: StateValue): string {
  if (typeof value === 'string') return value;
  const entries = Object.entries(value).filter(([, child]) => child !== undefined);
  const one = (key: string, child: StateValue | undefined): string => {
    if (child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)) return key;
    if (typeof child === 'string') return `${key}.${child}`;
    const inner = Object.entries(child);
    return inner.length === 1 ? one(`${key}.${inner[0]![0]}`, inner[0]![1]) : `${key}(${compactStateText(child)})`;
  };
  if (entries.length === 1) return one(entries[0]![0], entries[0]![1]);
  return entries.map(([key, child]) => one(key, child)).join(', ');
}
