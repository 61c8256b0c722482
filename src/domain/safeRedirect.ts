/**
 * Redirect targets (the `r` parameter) must stay on our origin. Returns the path, query and
 * hash of `target` when it resolves to `origin`, else null. Rejects protocol-relative
 * ('//host'), backslash tricks ('/\host'), other schemes and other hosts, also when they
 * only appear after the URL parser normalises the path ('/..//host', '/./\host').
 */
export function safeRedirectPath(target: string | null | undefined, origin: string): string | null {
  if (!target || !target.startsWith('/')) return null;
  // Control characters can be stripped by URL parsing and turn a path into a host.
  if ([...target].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A path that begins with two slashes (or a slash and a backslash) is read as another host.
  if (/^[/\\]{2}/.test(path)) return null;
  return path;
}
