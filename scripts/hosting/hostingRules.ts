import type { AppConfig } from '../../src/config';
import { DEPLOY_ID_PATH } from '../../src/boot/deployId.ts';
import { contentSecurityPolicy } from '../../src/config/contentSecurityPolicy.ts';
import { KNOWN_ROUTE_PATTERNS } from '../../src/routes/knownRoutePatterns.ts';
import { matchesRulePath, type HeaderRule, type RedirectRule } from './hostingFiles.ts';
import { permissionsPolicy } from './permissionsPolicy.ts';

/**
 * How a build is served (issue 26), written once: the response headers of every path and what
 * each path that has no file of its own serves. The build writes them as `_headers` and
 * `_redirects` (scripts/hosting/hostingPlugin.ts); the production server applies those files.
 */

/** The page the browser renders alone: routes of the app without a prerendered file. */
export const SHELL_PAGE = '/shell.html';
/**
 * The address rewrites send those routes to: the shell without `.html`. Cloudflare Pages answers
 * a request for `*.html` with a visible redirect to the address without it (its pretty URLs),
 * which turned every rewrite to `/shell.html` into a 308 to `/shell`, a path the app does not
 * know (issue 40); Netlify and `npm run serve` serve `shell.html` at `/shell` too.
 */
export const SHELL_ROUTE = '/shell';
/**
 * Sent with status 404 for a path the app does not know: Netlify, Cloudflare Pages and
 * `npm run serve` each serve a build's top-level 404.html for a path with no file and no rule,
 * so no rule names it (Cloudflare refuses a rule of status 404, with a warning).
 */
export const NOT_FOUND_PAGE = '/404.html';

/** Two years, the lifetime HSTS preload lists ask for; subdomains are the deployment's own. */
const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';
/** Hashed file names change with their content: a year, never revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and unhashed files: stored, but checked with the server before each use. */
const REVALIDATE = 'no-cache';

export interface BuildContents {
  /** The paths the build wrote a page for (prerendered). */
  pages: readonly string[];
  /** The entries at the top of the public folder, copied into the build as they are. */
  publicEntries: readonly { name: string; directory: boolean }[];
}

export function securityHeaders(config: AppConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, { header: true }),
    'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': permissionsPolicy(config),
  };
}

/** A route pattern (wouter syntax) as the paths of hosting rules: an optional last segment makes two. */
function rulePaths(pattern: string): string[] {
  const optional = /\/:[^/]+\?$/.exec(pattern);
  return optional ? [pattern.slice(0, optional.index) || '/', pattern.slice(0, -1)] : [pattern];
}

/** A rule path as a header rule may write it: segments from the first `:name` on become `*`. */
function headerPath(path: string): string {
  const segments = path.split('/');
  const placeholder = segments.findIndex((segment) => segment.startsWith(':'));
  return placeholder < 0 ? path : [...segments.slice(0, placeholder), '*'].join('/');
}

/** Drops the paths another splat path already matches, so that no header is sent twice. */
function withoutCovered(paths: readonly string[]): string[] {
  const splats = paths.filter((path) => path.endsWith('/*'));
  return paths.filter(
    (path) => !splats.some((splat) => splat !== path && matchesRulePath(splat, path.replace(/\/\*$/, ''))),
  );
}

export function hostingRules(
  config: AppConfig,
  contents: BuildContents,
): { headers: HeaderRule[]; redirects: RedirectRule[] } {
  const routePaths = [...new Set(KNOWN_ROUTE_PATTERNS.flatMap(rulePaths))];
  const pagePaths = new Set(contents.pages);
  const publicPaths = contents.publicEntries.map(({ name, directory }) => (directory ? `/${name}/*` : `/${name}`));
  const pageHeaderPaths = withoutCovered([...new Set([...routePaths.map(headerPath), NOT_FOUND_PAGE, SHELL_PAGE])]);
  return {
    headers: [
      { path: '/*', headers: securityHeaders(config) },
      { path: '/assets/*', headers: { 'Cache-Control': IMMUTABLE } },
      ...[...pageHeaderPaths, ...publicPaths, DEPLOY_ID_PATH].map((path) => ({
        path,
        headers: { 'Cache-Control': REVALIDATE },
      })),
    ],
    redirects: [
      // A page the build wrote is served as its file (as is /index.html, the landing page's file).
      // Netlify serves a file before any rule of status 200, but Cloudflare applies every rule
      // first: a page under a parameter rule (/mint/bayc under /mint/:saleId) gets a rule of its
      // own, to itself, ahead of that rule.
      ...[...pagePaths]
        .filter((page) => routePaths.some((path) => path.includes(':') && matchesRulePath(path, page)))
        .sort()
        .map((from): RedirectRule => ({ from, to: from, status: 200 })),
      // Every other route of the app gets the shell; rules without a placeholder first, as
      // Cloudflare asks (all lead to the same shell, so their order changes nothing else).
      ...routePaths
        .filter((path) => !pagePaths.has(path) && !path.endsWith('.html'))
        .sort((a, b) => Number(a.includes(':')) - Number(b.includes(':')))
        .map((from): RedirectRule => ({ from, to: SHELL_ROUTE, status: 200 })),
      // Any other path gets the 404 page (NOT_FOUND_PAGE): the shell, whose app goes on to /,
      // as the spec sends an unknown path.
    ],
  };
}
