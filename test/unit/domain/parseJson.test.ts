import fc from 'fast-check';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { parseJsonWith } from '../../../src/domain/parseJson';

const schema = z.object({ name: z.string() });

describe('parseJsonWith', () => {
  it('gives the validated value', () => {
    expect(parseJsonWith('{"name":"ape","extra":1}', schema)).toEqual({ ok: true, value: { name: 'ape' } });
  });

  it('tells text that is not JSON from JSON of the wrong shape', () => {
    expect(parseJsonWith('{name', schema)).toEqual({ ok: false, reason: 'notJson' });
    expect(parseJsonWith('{"name":7}', schema)).toEqual({ ok: false, reason: 'wrongShape' });
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(parseJsonWith(text, schema).ok).toBeTypeOf('boolean');
      }),
      { numRuns: 1000 },
    );
  });
});
