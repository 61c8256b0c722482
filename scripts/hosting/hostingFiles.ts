/**
 * The hosting rules as files that static hosts read, in Netlify's formats (Cloudflare Pages and
 * others read the same): `_headers` (a path line, then indented `Name: value` lines) and
 * `_redirects` (`from to status` per line). The production server (scripts/serve) reads the same
 * files, so a host and the server apply one set of rules.
 *
 * Paths match as those hosts match them: a literal path, `:name` for one segment, and a trailing
 * `*` for the rest of the path. Where several header rules match, each adds its headers.
 */

export interface HeaderRule {
  path: string;
  headers: Readonly<Record<string, string>>;
}

export interface RedirectRule {
  from: string;
  to: string;
  /** 200 serves `to` at the requested address (a rewrite); 404 serves it with that status. */
  status: 200 | 404;
}

export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map((rule) =>
      [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
    .join('\n')
    .concat('\n');
}

export function formatRedirectsFile(rules: readonly RedirectRule[]): string {
  return rules.map((rule) => `${rule.from} ${rule.to} ${rule.status}`).join('\n') + '\n';
}

const meaningful = (text: string) =>
  text.split('\n').filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'));

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { path: string; headers: Record<string, string> }[] = [];
  for (const line of meaningful(text)) {
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const separator = line.indexOf(':');
    if (!rule || separator < 0) throw new Error(`_headers: a header line outside a path or without a name: "${line}"`);
    rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

export function parseRedirectsFile(text: string): RedirectRule[] {
  return meaningful(text).map((line) => {
    const [from, to, status, ...rest] = line.trim().split(/\s+/);
    if (!from || !to || (status !== '200' && status !== '404') || rest.length > 0) {
      throw new Error(`_redirects: expected "from to 200|404", found "${line}"`);
    }
    return { from, to, status: Number(status) as 200 | 404 };
  });
}

/** Whether a rule's path matches a request's path (decoded, without its query). */
export function matchesRulePath(pattern: string, path: string): boolean {
  const trim = (value: string) => (value.length > 1 ? value.replace(/\/+$/, '') : value);
  const patternSegments = trim(pattern).split('/');
  const pathSegments = trim(path).split('/');
  for (const [index, segment] of patternSegments.entries()) {
    if (segment === '*' && index === patternSegments.length - 1) return true;
    const actual = pathSegments[index];
    if (actual === undefined) return false;
    if (segment.startsWith(':')) {
      if (actual === '') return false;
    } else if (segment !== actual) {
      return false;
    }
  }
  return patternSegments.length === pathSegments.length;
}

/** The headers every matching rule adds; a name two rules set gets both values, as hosts join them. */
export function headersForPath(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules.filter((candidate) => matchesRulePath(candidate.path, path))) {
    for (const [name, value] of Object.entries(rule.headers)) {
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
  }
  return headers;
}

/** The first redirect rule that matches the path, if any. */
export function redirectForPath(rules: readonly RedirectRule[], path: string): RedirectRule | undefined {
  return rules.find((rule) => matchesRulePath(rule.from, path));
}
