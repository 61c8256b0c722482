/**
 * What a field of the admin area holds, checked as the user types: nothing yet, not a number,
 * refused by the rules (with the exact text), or a value the rules allow. `waiting`: what the
 * rules read (balances, eligible plots) is not loaded yet, so no rule can be applied.
 */
export type InputCheck<T> =
  | { kind: 'empty' }
  | { kind: 'malformed' }
  | { kind: 'waiting' }
  | { kind: 'refused'; message: string }
  | { kind: 'accepted'; value: T };

/** Parses `text` and applies `refusal` (null: allowed) with what the rules read, once it is known. */
export function checkInput<T, TKnown>(
  text: string,
  parse: (text: string) => T | null,
  known: TKnown | null,
  refusal: (value: T, known: TKnown) => string | null,
): InputCheck<T> {
  if (text.trim() === '') return { kind: 'empty' };
  const value = parse(text);
  if (value === null) return { kind: 'malformed' };
  if (known === null) return { kind: 'waiting' };
  const message = refusal(value, known);
  return message === null ? { kind: 'accepted', value } : { kind: 'refused', message };
}
