import type { AppConfig } from '../../src/config';
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
/** Sent with status 404 for a path the app does not know. */
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
      ...[...pageHeaderPaths, ...publicPaths].map((path) => ({ path, headers: { 'Cache-Control': REVALIDATE } })),
    ],
    redirects: [
      // A page the build wrote is served as its file (as is /index.html, the landing page's file);
      // every other route of the app gets the shell.
      ...routePaths
        .filter((path) => !pagePaths.has(path) && !path.endsWith('.html'))
        .map((from): RedirectRule => ({ from, to: SHELL_PAGE, status: 200 })),
      // The spec sends an unknown path to /: the 404 page is the shell, whose app does so.
      { from: '/*', to: NOT_FOUND_PAGE, status: 404 },
    ],
  };
}
