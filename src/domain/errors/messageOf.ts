/**
 * The message a failure carries, or null when it carries none: an Error's message, or the string
 * `message` of any other object (a service's typed errors carry the catalogue's text). Each
 * caller says what to show instead.
 */
export function messageOf(error: unknown): string | null {
  const fields = (typeof error === 'object' && error !== null ? error : {}) as { message?: unknown };
  return typeof fields.message === 'string' && fields.message ? fields.message : null;
}
