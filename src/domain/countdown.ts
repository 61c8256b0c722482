import { differenceInSeconds } from 'date-fns';

/** Spec section 9: "Countdown tick 1 s". The view re-renders on this tick. */
export const COUNTDOWN_TICK_MS = 1000;

export type CountdownUnit = 'days' | 'hours' | 'minutes' | 'seconds';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The units to show, largest first, without the leading zero units (seconds always shown). */
  units: Array<{ unit: CountdownUnit; value: number }>;
}

const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 60 * SECONDS_PER_MINUTE;
const SECONDS_PER_DAY = 24 * SECONDS_PER_HOUR;

/**
 * What the countdown shows at `now` for a phase starting at `target` (spec section 2: "shows
 * days, hours, minutes and seconds, hiding leading zero units").
 *
 * - Computed from the absolute target on every tick, never by decrementing a counter, so a
 *   throttled background tab or a late timer cannot make it drift.
 * - Seconds are rounded up: the display reaches 0 exactly at the target (when the phase starts)
 *   and never shows 0 while the phase is still upcoming.
 * - Days are not folded into months or years (why not intervalToDuration): a countdown of
 *   40 days shows 40 days.
 * - Never negative: a past target (or an invalid date) gives all zeros.
 * - Only leading zero units are hidden: 1 day 0 hours 5 minutes still shows the 0 hours.
 */
export function countdownParts(target: Date, now: Date): CountdownParts {
  const difference = differenceInSeconds(target, now, { roundingMethod: 'ceil' });
  const total = Number.isFinite(difference) && difference > 0 ? difference : 0;
  const days = Math.floor(total / SECONDS_PER_DAY);
  const hours = Math.floor((total % SECONDS_PER_DAY) / SECONDS_PER_HOUR);
  const minutes = Math.floor((total % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  const seconds = total % SECONDS_PER_MINUTE;
  const all: CountdownParts['units'] = [
    { unit: 'days', value: days },
    { unit: 'hours', value: hours },
    { unit: 'minutes', value: minutes },
    { unit: 'seconds', value: seconds },
  ];
  const firstShown = all.findIndex((part) => part.value !== 0 || part.unit === 'seconds');
  return { days, hours, minutes, seconds, units: all.slice(firstShown) };
}
