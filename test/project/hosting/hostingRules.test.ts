// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { headersForPath, redirectForPath } from '../../../scripts/hosting/hostingFiles';
import { hostingRules, SHELL_ROUTE } from '../../../scripts/hosting/hostingRules';
import { readConfig } from '../../../src/config/readConfig';
import { PRODUCTION_SERVICES } from '../../support/productionEnv';
import { PAGE_ROUTES_TO_PRERENDER } from '../../support/prerenderedPaths';
import { securityHeaderProblems } from '../../support/securityHeaders';

const config = readConfig({ VITE_ENV: 'production', ...PRODUCTION_SERVICES });
const pages = [...PAGE_ROUTES_TO_PRERENDER, '/mint/bayc', '/characterpass/bayc'];
const rules = hostingRules(config, {
  pages,
  publicEntries: [
    { name: 'media', directory: true },
    { name: 'favicon.svg', directory: false },
  ],
});

/** One path of each kind the app serves: pages, browser-only routes, files. */
const SAMPLE_PATHS = [
  '/',
  '/about',
  '/bayc',
  '/mint/bayc',
  '/mint/spring-drop',
  '/create',
  '/create/0xabc/7',
  '/view/0xabc/7/n/3',
  '/admin',
  '/assets/framework-a1b2.js',
  '/media/hero.mp4',
  '/favicon.svg',
  '/no/such/page',
];

describe('hostingRules', () => {
  it('sends the security headers on every path, with a policy that forbids framing, plugins and <base>', () => {
    for (const path of SAMPLE_PATHS) {
      expect(securityHeaderProblems(headersForPath(rules.headers, path)), path).toEqual([]);
    }
  });

  it('caches hashed assets for a year and has every other path revalidated, each with one Cache-Control', () => {
    expect(headersForPath(rules.headers, '/assets/framework-a1b2.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const path of SAMPLE_PATHS.filter(
      (candidate) => !candidate.startsWith('/assets/') && candidate !== '/no/such/page',
    )) {
      expect(headersForPath(rules.headers, path)['Cache-Control'], path).toBe('no-cache');
    }
  });

  it('serves the browser-only routes the shell, and an unknown path the 404 page with status 404', () => {
    for (const path of ['/create', '/create/0xabc/7', '/view/0xabc/7/n/3', '/admin', '/mint/spring-drop', '/login']) {
      expect(redirectForPath(rules.redirects, path), path).toEqual(
        expect.objectContaining({ to: SHELL_ROUTE, status: 200 }),
      );
    }
    // No rule: every host serves its 404.html for such a path (test/project/hosting/hostingServer.test.ts).
    for (const path of ['/no/such/page', '/mintx', '/view/0xabc']) {
      expect(redirectForPath(rules.redirects, path), path).toBeUndefined();
    }
  });

  it('sends every page the build wrote to itself, on hosts that apply rules before files too', () => {
    for (const page of pages) {
      const rule = redirectForPath(rules.redirects, page);
      // Its file, or a rewrite to itself.
      expect(rule === undefined || rule.to === page, page).toBe(true);
    }
    // A page under a parameter rule has its own rule, ahead of it.
    expect(redirectForPath(rules.redirects, '/mint/bayc')).toEqual({
      from: '/mint/bayc',
      to: '/mint/bayc',
      status: 200,
    });
    expect(redirectForPath(rules.redirects, '/characterpass/bayc')?.to).toBe('/characterpass/bayc');
  });

  it('rewrites to no address a host would redirect: none ends in .html', () => {
    for (const rule of rules.redirects.filter((candidate) => candidate.status === 200)) {
      expect(rule.to, rule.from).not.toMatch(/\.html$/);
    }
  });
});
