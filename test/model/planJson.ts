/**
 * JSON for plans: events and context keys may carry bigints (wei amounts of the admin area),
 * which JSON.stringify refuses. A bigint is written as its digits with an 'n' ('250n').
 */
export const planJson = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? `${item}n` : item));
