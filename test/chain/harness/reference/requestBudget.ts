/**
 * The reference backend's optional rate limit (issue 51): a shared budget of `perSecond` requests
 * a second. Past it, a request is answered 429 with a Retry-After computed from how far behind the
 * backend is: every request it sends away is given a place in a later second, and each second takes
 * back at most RETURN_SHARE of the budget, so the seconds fill up in order and the wait grows with
 * the backlog. The place is held for that request: when the same call (method, path and body) comes
 * back in or after its second, it is answered, whatever the budget says, so a visitor who waits as
 * told is never sent away twice for the same call. The rest of each second goes to new requests.
 * Identical calls of several visitors (the same thumbnails, say) share their places: a place that
 * is due answers whichever of them comes first, and each of them holds one.
 *
 * Pure: the clock comes from outside, so the tests step it.
 */

/**
 * The share of a second's budget promised to requests sent back earlier; the rest is for new ones,
 * most of them the next calls of the visitors just answered. Measured with the mint-day benchmark:
 * at 0.5 a mint (five calls a visitor) offered up to 1.9 × the budget in a second, at 0.4 a sign-up
 * (two calls, so fewer next calls to fill the rest) took 1.34 × its ideal time.
 */
export const RETURN_SHARE = 0.45;

/** How much of the budget may be spent at once: a fifth of a second's worth. */
const BURST_SECONDS = 0.2;

/** A held place is dropped if its request has not come back this long after its second. */
const HOLD_GRACE_SECONDS = 10;

export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

export interface RequestBudget {
  /** Whether the request `key` (method, path and body) is answered now, or when to come back. */
  admit(key: string): Admission;
  readonly perSecond: number;
}

export function createRequestBudget(perSecond: number, now: () => number = Date.now): RequestBudget {
  if (!(perSecond > 0)) throw new RangeError(`request budget: invalid rate (${perSecond} per second)`);
  const capacity = Math.max(1, perSecond * BURST_SECONDS);
  const returnsPerSecond = Math.max(1, Math.floor(perSecond * RETURN_SHARE));
  let tokens = capacity;
  let refilledAt = now();
  /** Places given out, by second (epoch seconds). */
  const promised = new Map<number, number>();
  /** The seconds sent-away requests may come back in, by key, earliest first. */
  const held = new Map<string, number[]>();
  let tidiedAt = Math.floor(refilledAt / 1000);

  function refill(at: number) {
    tokens = Math.min(capacity, tokens + ((at - refilledAt) / 1000) * perSecond);
    refilledAt = at;
  }

  /** Forgets the seconds gone by and the places not claimed in time (once a second). */
  function tidy(second: number) {
    if (second === tidiedAt) return;
    tidiedAt = second;
    for (const past of promised.keys()) if (past < second) promised.delete(past);
    for (const [key, places] of held) {
      while (places.length > 0 && places[0]! + HOLD_GRACE_SECONDS < second) places.shift();
      if (places.length === 0) held.delete(key);
    }
  }

  /** The first second after `second` with a place left, taken. */
  function placeAfter(second: number): number {
    let place = second + 1;
    while ((promised.get(place) ?? 0) >= returnsPerSecond) place += 1;
    promised.set(place, (promised.get(place) ?? 0) + 1);
    return place;
  }

  const sendBack = (place: number, at: number): Admission => ({
    admitted: false,
    retryAfterSeconds: Math.max(1, Math.ceil(place - at / 1000)),
  });

  return {
    perSecond,
    admit(key) {
      const at = now();
      const second = Math.floor(at / 1000);
      refill(at);
      tidy(second);
      const places = held.get(key) ?? [];
      if (places.length > 0 && places[0]! <= second) {
        places.shift();
        if (places.length === 0) held.delete(key);
        tokens -= 1;
        return { admitted: true };
      }
      if (tokens >= 1) {
        tokens -= 1;
        return { admitted: true };
      }
      const given = placeAfter(second);
      held.set(key, [...places, given]);
      return sendBack(given, at);
    },
  };
}
