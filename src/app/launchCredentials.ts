/**
 * The `auth` query parameter carries social-login credentials. It leaves the address before
 * any other app code runs; this module has no dependencies so that nothing runs before it.
 */

/** The address without the `auth` parameter, or null when it carries none. */
export function addressWithoutCredentials(href: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has('auth')) return null;
  url.searchParams.delete('auth');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Removes `auth` from the address (valid or not) and returns its raw value, or null. */
export function removeCredentialsFromAddress(
  location: Pick<Location, 'href' | 'search'>,
  history: Pick<History, 'replaceState' | 'state'>,
): string | null {
  const raw = new URLSearchParams(location.search).get('auth');
  const cleaned = addressWithoutCredentials(location.href);
  if (cleaned !== null) history.replaceState(history.state, '', cleaned);
  return raw;
}
