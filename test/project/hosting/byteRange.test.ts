import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byteRange } from '../../../scripts/serve/byteRange';

const SIZE = 100;
const part = (start: number, end: number) => ({ kind: 'part', start, end });
const WHOLE = { kind: 'whole' };
const UNSATISFIABLE = { kind: 'unsatisfiable' };

describe('byteRange (RFC 9110 section 14)', () => {
  it.each([
    ['bytes=0-9', part(0, 9)],
    ['bytes=90-', part(90, 99)],
    ['bytes=-1', part(99, 99)],
    ['bytes=-10', part(90, 99)],
    ['bytes=-500', part(0, 99)],
    ['bytes=95-500', part(95, 99)],
    ['BYTES = 1-2', part(1, 2)],
    ['bytes= 0-0 , 1-1', part(0, 1)],
    ['bytes=0-4,3-9,,', part(0, 9)],
    ['bytes=5-9,0-4', part(0, 9)],
    ['bytes=0-1, ', part(0, 1)],
  ])('%s asks for one part', (header, expected) => {
    expect(byteRange(header, SIZE)).toEqual(expected);
  });

  it.each([
    ['bytes=0-0,2-2', 'two parts that do not touch'],
    ['bytes=5-2', 'a last position before the first'],
    ['bytes=-', 'no positions'],
    ['bytes=a-b', 'letters'],
    ['bytes=1x-2', 'a number with letters after it'],
    ['bytes=0-1;x', 'a parameter'],
    ['bytes=', 'no range at all'],
    ['bytes', 'no equals sign'],
    ['items=0-1', 'another unit'],
    ['bytes=0-1,5-2', 'one invalid range among valid ones'],
    ['bytes=20000000000000000-10000000000000000', 'a last position before the first, both past any file'],
    ['bytes=99999999999999999999998-99999999999999999999997', 'the same, past any exact number'],
  ])('%s is answered with the whole file (%s)', (header, _why) => {
    expect(byteRange(header, SIZE)).toEqual(WHOLE);
  });

  it.each([
    ['bytes=100-', 'a start at the end'],
    ['bytes=100-200', 'a start past the end'],
    ['bytes=-0', 'a suffix of nothing'],
    ['bytes=99999999999999999999999-', 'a start past any file'],
    ['bytes=10000000000000000-20000000000000000', 'a range past any file, in order'],
    ['bytes=10000000000000000-10000000000000000', 'one position past any file'],
    ['bytes=200-300,400-', 'no range inside the file'],
  ])('%s cannot be satisfied (%s)', (header, _why) => {
    expect(byteRange(header, SIZE)).toEqual(UNSATISFIABLE);
  });

  it('finds nothing to send in an empty file, and sends it whole without a header', () => {
    expect(byteRange('bytes=0-', 0)).toEqual(UNSATISFIABLE);
    expect(byteRange('bytes=-5', 0)).toEqual(UNSATISFIABLE);
    expect(byteRange(undefined, 0)).toEqual(WHOLE);
  });

  it('gives a part inside the file for any header, and the exact clipped range for one int range', () => {
    const digits = fc.oneof(fc.nat({ max: 300 }).map(String), fc.constant(''), fc.stringMatching(/^\d{1,30}$/));
    const spec = fc.tuple(digits, digits).map(([first, last]) => `${first}-${last}`);
    fc.assert(
      fc.property(fc.array(spec, { minLength: 1, maxLength: 5 }), fc.nat({ max: 300 }), (specs, size) => {
        const result = byteRange(`bytes=${specs.join(',')}`, size);
        if (result.kind === 'part') {
          expect(0 <= result.start && result.start <= result.end && result.end < size).toBe(true);
        }
        const [first = '', last = ''] = specs[0]!.split('-');
        if (
          specs.length === 1 &&
          first !== '' &&
          Number(first) < size &&
          (last === '' || Number(last) >= Number(first))
        ) {
          expect(result).toEqual(part(Number(first), last === '' ? size - 1 : Math.min(Number(last), size - 1)));
        }
      }),
    );
  });
});
