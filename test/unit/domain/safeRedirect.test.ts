import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '../../../src/domain/safeRedirect';

const ORIGIN = 'https://app.example';

describe('safeRedirectPath', () => {
  it.each([
    ['/about', '/about'],
    ['/mint/bayc?forcePage=mint#top', '/mint/bayc?forcePage=mint#top'],
    ['/a/../about', '/about'],
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
  ])('rejects %j', (target) => {
    expect(safeRedirectPath(target, ORIGIN)).toBeNull();
  });

  it('never returns a target that leaves the origin, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), (target) => {
        const result = safeRedirectPath(target, ORIGIN);
        if (result !== null) expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
      }),
      { numRuns: 1000 },
    );
  });
});
