import { describe, expect, it } from 'vitest';
import { linkTargetOf } from '../../../src/domain/linkTarget';

const ORIGIN = 'https://storyverse.example';

describe('linkTargetOf (links from sale data)', () => {
  it('keeps a path on this site as an in-app route', () => {
    expect(linkTargetOf('/chasingshadows', ORIGIN)).toEqual({ kind: 'internal', path: '/chasingshadows' });
  });

  it('keeps an http(s) address as an external link', () => {
    expect(linkTargetOf('https://marketplace.example/c/1', ORIGIN)).toEqual({
      kind: 'external',
      href: 'https://marketplace.example/c/1',
    });
    expect(linkTargetOf('http://legacy.example/c/1', ORIGIN)).toEqual({
      kind: 'external',
      href: 'http://legacy.example/c/1',
    });
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', '//evil.example/x', '/\\evil.example', 'not a url', ''])(
    'drops %j',
    (url) => {
      expect(linkTargetOf(url, ORIGIN)).toBeNull();
    },
  );
});
