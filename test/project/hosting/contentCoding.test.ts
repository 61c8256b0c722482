import { describe, expect, it } from 'vitest';
import { chooseCoding, type ContentCoding } from '../../../scripts/serve/contentCoding';

const BOTH = new Set<ContentCoding>(['br', 'gzip']);

describe('chooseCoding (RFC 9110 section 12.5.3)', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['GZIP ; Q=1', 'gzip'],
    ['br;q=1.000', 'br'],
    ['br;q = 1', 'br'],
    ['br;q =0.5, gzip', 'gzip'],
    ['br;q=0.55, gzip;q=0.5', 'br'],
    ['br;level=1;xq=0', 'br'],
  ])('Accept-Encoding: %s gets %s', (header, expected) => {
    expect(chooseCoding(header, BOTH)).toBe(expected);
  });

  it.each([
    [undefined, 'no header'],
    ['identity', 'only the file itself'],
    ['', 'an empty header'],
    ['br;q=0, gzip;q=0', 'both refused'],
    ['*;q=0', 'everything refused'],
    ['deflate, zstd', 'codings the build has no copy in'],
    ['br;q=0.5, identity', 'the file itself weighed higher'],
    ['br;q=2', 'a weight above 1'],
    ['br;q=abc', 'a weight that is not a number'],
    ['br;q=0.5x, gzip;q=xq=1', 'weights with more after them'],
    ['br;q=0, br, gzip;q=0, gzip', 'a coding named again after it was refused: the first says'],
  ])('Accept-Encoding: %s gets the file itself (%s)', (header, _why) => {
    expect(chooseCoding(header, BOTH)).toBeNull();
  });

  it('sends no copy that the weight of everything else (`*`) puts below the file itself', () => {
    expect(chooseCoding('*;q=0.9, br;q=0.5', new Set<ContentCoding>(['br']))).toBeNull();
  });

  it('offers only the copies the file has', () => {
    expect(chooseCoding('br, gzip', new Set<ContentCoding>(['gzip']))).toBe('gzip');
    expect(chooseCoding('br', new Set<ContentCoding>())).toBeNull();
  });
});
