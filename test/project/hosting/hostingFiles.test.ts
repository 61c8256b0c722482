// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formatHeadersFile,
  formatRedirectsFile,
  headersForPath,
  matchesRulePath,
  parseHeadersFile,
  parseRedirectsFile,
  redirectForPath,
  type HeaderRule,
} from '../../../scripts/hosting/hostingFiles';

describe('matchesRulePath', () => {
  it.each([
    ['/', '/', true],
    ['/', '/about', false],
    ['/about', '/about', true],
    ['/about', '/about/', true],
    ['/about', '/about/team', false],
    ['/*', '/', true],
    ['/*', '/any/depth/at/all', true],
    ['/assets/*', '/assets/app-1.js', true],
    ['/assets/*', '/media/app-1.js', false],
    ['/mint/:saleId', '/mint/bayc', true],
    ['/mint/:saleId', '/mint', false],
    ['/mint/:saleId', '/mint/bayc/more', false],
    ['/view/:wallet/:story/n', '/view/0xab/12/n', true],
    ['/view/:wallet/:story/n', '/view/0xab/12/ai', false],
  ])('%s against %s: %s', (pattern, path, expected) => {
    expect(matchesRulePath(pattern, path)).toBe(expected);
  });
});

describe('_headers', () => {
  const rules: HeaderRule[] = [
    { path: '/*', headers: { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache' } },
    { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  ];

  it('reads back what it writes', () => {
    const text = formatHeadersFile(rules);
    expect(text).toBe(
      '/*\n  X-Content-Type-Options: nosniff\n  Cache-Control: no-cache\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
    );
    expect(parseHeadersFile(text)).toEqual(rules);
  });

  it('keeps a value that holds colons, and skips comments and blank lines', () => {
    const parsed = parseHeadersFile('# policy\n\n/*\n  Content-Security-Policy: img-src https: data:\n');
    expect(parsed).toEqual([{ path: '/*', headers: { 'Content-Security-Policy': 'img-src https: data:' } }]);
  });

  it('refuses a header line before any path', () => {
    expect(() => parseHeadersFile('  X-Frame-Options: DENY\n')).toThrow(/outside a path/);
  });

  it('gives a path every matching rule, joining a header two rules set as hosts do', () => {
    expect(headersForPath(rules, '/assets/app.js')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-cache, public, max-age=31536000, immutable',
    });
    expect(headersForPath(rules, '/about')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-cache',
    });
  });
});

describe('_redirects', () => {
  const rules = [
    { from: '/create/:template', to: '/shell.html', status: 200 as const },
    { from: '/*', to: '/404.html', status: 404 as const },
  ];

  it('reads back what it writes', () => {
    const text = formatRedirectsFile(rules);
    expect(text).toBe('/create/:template /shell.html 200\n/* /404.html 404\n');
    expect(parseRedirectsFile(text)).toEqual(rules);
  });

  it('refuses a line it cannot apply (a status this server does not serve)', () => {
    expect(() => parseRedirectsFile('/old /new 301\n')).toThrow(/expected "from to 200\|404"/);
  });

  it('applies the first rule that matches', () => {
    expect(redirectForPath(rules, '/create/comic')?.to).toBe('/shell.html');
    expect(redirectForPath(rules, '/create/comic/extra')?.to).toBe('/404.html');
  });
});
