/**
 * The `auth` query parameter carries social-login credentials. It leaves the address before
 * any other app code runs; this module has no dependencies so that nothing runs before it.
 */

/**
 * The whole address without the `auth` parameter, or null when it carries none. Absolute on
 * purpose: a path such as '//evil.example/x' would be read as another host, and
 * `history.replaceState` refuses another origin by throwing.
 */
export function addressWithoutCredentials(href: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has('auth')) return null;
  url.searchParams.delete('auth');
  return url.href;
}

/** Removes `auth` from the address (valid or not) and returns its raw value, or null. */
export function removeCredentialsFromAddress(
  location: Pick<Location, 'href' | 'search'>,
  history: Pick<History, 'replaceState' | 'state'>,
): string | null {
  const raw = new URLSearchParams(location.search).get('auth');
  const cleaned = addressWithoutCredentials(location.href);
  if (cleaned === null) return raw;
  try {
    history.replaceState(history.state, '', cleaned);
  } catch (error) {
    // Start-up goes on: the page works without it, and the credentials are still not stored raw.
    console.warn('[launch] could not remove auth from the address', error);
  }
  return raw;
}
