import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '../../../src/domain/safeRedirect';

const ORIGIN = 'https://app.example';

describe('safeRedirectPath', () => {
  it.each([
    ['/about', '/about'],
    ['/mint/bayc?forcePage=mint#top', '/mint/bayc?forcePage=mint#top'],
    ['/a/../about', '/about'],
    // A query may carry an address, slashes and all, and a path may hold a space.
    ['/create?appUrl=https://creator.example/app', '/create?appUrl=https://creator.example/app'],
    ['/mint//bayc', '/mint//bayc'],
    ['/search?q=ape coin', '/search?q=ape%20coin'],
  ])('keeps the path %s on our origin', (target, expected) => {
    expect(safeRedirectPath(target, ORIGIN)).toBe(expected);
  });

  it.each([
    null,
    '',
    'about',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    'data:text/html,hi',
    '/..//evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/a/..//evil.example',
    '/./\\evil.example',
    '/..\\/evil.example',
  ])('rejects %j', (target) => {
    expect(safeRedirectPath(target, ORIGIN)).toBeNull();
  });

  it.each(['/about\u0000', '/a\u0001b', '/about\u001f', '/a\u007fb'])(
    'rejects %j: a control character, even one the address parser would strip or encode',
    (target) => {
      expect(safeRedirectPath(target, ORIGIN)).toBeNull();
    },
  );

  // Inputs built from the pieces of path tricks, so the property meets '/..//host' and its kin.
  const trickyTarget = fc
    .array(fc.constantFrom('/', '\\', '.', '..', '%2e', '%2f', '%5c', 'evil.example', 'about', '?', '#', ':', '@'), {
      maxLength: 8,
    })
    .map((parts) => parts.join(''));

  it('never returns a target that leaves the origin or reads as another host, whatever the input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), trickyTarget), (target) => {
        const result = safeRedirectPath(target, ORIGIN);
        if (result === null) return;
        expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
        expect(result).not.toMatch(/^[/\\]{2}/);
        // The result is what a browser would navigate to: it must survive a second pass.
        expect(safeRedirectPath(result, ORIGIN)).toBe(result);
      }),
      { numRuns: 2000 },
    );
  });
});
