import { describe, expect, it } from 'vitest';
import { longestDrawnWaitMs, parseRetryAfter, retryWaitMs, RETRY_AFTER_CAP_MS } from '../../../src/domain/retryWait';

const NOW = Date.parse('2026-11-28T12:00:00Z');

describe('parseRetryAfter', () => {
  it('reads a number of seconds', () => {
    expect(parseRetryAfter('3', NOW)).toBe(3000);
    expect(parseRetryAfter(' 0 ', NOW)).toBe(0);
    expect(parseRetryAfter('120', NOW)).toBe(120_000);
  });

  it('reads an HTTP date as the time from now, and a past date as no wait', () => {
    expect(parseRetryAfter('Sat, 28 Nov 2026 12:00:07 GMT', NOW)).toBe(7000);
    expect(parseRetryAfter('Saturday, 28-Nov-26 12:01:00 GMT', NOW)).toBe(60_000);
    expect(parseRetryAfter('Sat, 28 Nov 2026 11:59:00 GMT', NOW)).toBe(0);
    expect(parseRetryAfter('Thu, 01 Jan 1970 00:00:00 GMT', NOW)).toBe(0);
  });

  it('asks no wait for a missing or malformed value', () => {
    for (const value of [
      null,
      undefined,
      '',
      '-1',
      '1.5',
      'soon',
      '3 s',
      'Sat, 28 Nov 2026 12:00:07',
      '2026-11-28T12:00:07Z',
      // Not an HTTP date, though Date.parse reads it: an HTTP date ends in GMT.
      'Sat, 28 Nov 2026 12:00:07 GMT+0100',
    ]) {
      expect(parseRetryAfter(value, NOW), String(value)).toBeNull();
    }
  });
});

describe('retryWaitMs', () => {
  const base = { meanMs: 1000, askedMs: null };

  it('draws uniformly over [0.5, 1.5) of the mean', () => {
    expect(retryWaitMs({ ...base, random: () => 0 })).toBe(500);
    expect(retryWaitMs({ ...base, random: () => 0.5 })).toBe(1000);
    expect(retryWaitMs({ ...base, random: () => 0.9999 })).toBeCloseTo(1499.9, 6);
  });

  it('never draws the longest wait itself, but comes as close as the draw allows', () => {
    expect(longestDrawnWaitMs(1000)).toBe(1500);
    expect(longestDrawnWaitMs(700)).toBe(1050);
    const nearOne = 1 - Number.EPSILON;
    expect(retryWaitMs({ ...base, random: () => nearOne })).toBeLessThan(longestDrawnWaitMs(1000));
    expect(retryWaitMs({ ...base, random: () => nearOne })).toBeCloseTo(longestDrawnWaitMs(1000), 9);
  });

  it('waits what was asked plus a draw under the mean, capped at 60 s', () => {
    expect(retryWaitMs({ ...base, askedMs: 4000, random: () => 0.25 })).toBe(4250);
    expect(retryWaitMs({ ...base, askedMs: 90_000, random: () => 0 })).toBe(RETRY_AFTER_CAP_MS);
  });
});
