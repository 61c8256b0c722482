import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countdownParts } from '../../../src/domain/countdown';

const NOW = new Date('2024-06-01T12:00:00Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const after = (ms: number) => new Date(NOW.getTime() + ms);
const unitNames = (target: Date) => countdownParts(target, NOW).units.map((part) => part.unit);

describe('countdownParts', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(countdownParts(after(2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND), NOW)).toMatchObject({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
  });
  it('keeps inner zero units: 1 day 0 hours 5 minutes shows days, hours, minutes and seconds', () => {
    expect(countdownParts(after(DAY + 5 * MINUTE), NOW).units).toEqual([
      { unit: 'days', value: 1 },
      { unit: 'hours', value: 0 },
      { unit: 'minutes', value: 5 },
      { unit: 'seconds', value: 0 },
    ]);
  });
  it('hides leading zero units: 0 days 0 hours 3 minutes shows minutes and seconds', () => {
    expect(unitNames(after(3 * MINUTE + 7 * SECOND))).toEqual(['minutes', 'seconds']);
    expect(unitNames(after(5 * HOUR))).toEqual(['hours', 'minutes', 'seconds']);
  });
  it('always shows the seconds', () => {
    expect(countdownParts(after(0), NOW).units).toEqual([{ unit: 'seconds', value: 0 }]);
  });
  it('does not fold days into months: 40 days is 40 days', () => {
    expect(countdownParts(after(40 * DAY), NOW)).toMatchObject({ days: 40, hours: 0, minutes: 0, seconds: 0 });
  });
  it('rounds up: 1 ms before the target still shows 1 second, 0 only at the target', () => {
    expect(countdownParts(after(1), NOW).seconds).toBe(1);
    expect(countdownParts(after(SECOND), NOW).seconds).toBe(1);
    expect(countdownParts(after(SECOND + 1), NOW).seconds).toBe(2);
    expect(countdownParts(after(0), NOW).seconds).toBe(0);
  });
  it('is all zeros for a past target or an invalid date, never negative', () => {
    const zeros = { days: 0, hours: 0, minutes: 0, seconds: 0, units: [{ unit: 'seconds', value: 0 }] };
    expect(countdownParts(after(-5 * DAY), NOW)).toEqual(zeros);
    expect(countdownParts(new Date(Number.NaN), NOW)).toEqual(zeros);
  });

  const offsetArb = fc.integer({ min: -3 * DAY, max: 400 * DAY });

  it('property: the parts reconstruct the seconds left (rounded up), and are in range', () => {
    fc.assert(
      fc.property(offsetArb, (offset) => {
        const parts = countdownParts(after(offset), NOW);
        const expected = Math.max(0, Math.ceil(offset / SECOND));
        const fromUnits = parts.units.reduce(
          (total, { unit, value }) => total + value * { days: 86400, hours: 3600, minutes: 60, seconds: 1 }[unit],
          0,
        );
        const fromFields = parts.days * 86400 + parts.hours * 3600 + parts.minutes * 60 + parts.seconds;
        return (
          fromUnits === expected &&
          fromFields === expected &&
          parts.hours < 24 &&
          parts.minutes < 60 &&
          parts.seconds < 60
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('property: no leading zero unit, units in order and contiguous down to the seconds', () => {
    const order = ['days', 'hours', 'minutes', 'seconds'];
    fc.assert(
      fc.property(offsetArb, (offset) => {
        const { units } = countdownParts(after(offset), NOW);
        const first = units[0];
        if (!first || (first.value === 0 && first.unit !== 'seconds')) return false;
        return units.map((part) => part.unit).join() === order.slice(order.indexOf(first.unit)).join();
      }),
      { numRuns: 1000 },
    );
  });

  it('property: never negative, whatever the dates', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: false }), fc.date({ noInvalidDate: false }), (target, now) => {
        const parts = countdownParts(target, now);
        return [parts.days, parts.hours, parts.minutes, parts.seconds, ...parts.units.map((u) => u.value)].every(
          (value) => Number.isInteger(value) && value >= 0,
        );
      }),
      { numRuns: 1000 },
    );
  });
});
