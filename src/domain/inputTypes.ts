/**
 * Spec section 5: "Valid input types: text, date, datetime-local, email, number, password,
 * search, url, time, week". Configured or data-driven form fields use only these, so an
 * unexpected value (checkbox, file, hidden...) cannot change what a field does.
 */
export const VALID_INPUT_TYPES = [
  'text',
  'date',
  'datetime-local',
  'email',
  'number',
  'password',
  'search',
  'url',
  'time',
  'week',
] as const;

export type InputType = (typeof VALID_INPUT_TYPES)[number];

/** Whether a value is one of {@link VALID_INPUT_TYPES}, exactly (lowercase, no spaces). */
export function isValidInputType(value: unknown): value is InputType {
  return (VALID_INPUT_TYPES as readonly unknown[]).includes(value);
}
