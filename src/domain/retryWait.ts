/**
 * How long a retry waits (issue 51). When a phase opens, thousands of visitors call the backend in
 * the same second; if their failed calls all waited exactly the spec's 1 s, they would come back
 * together, in waves as tall as the first. So each wait is drawn at random around the spec's
 * delay, which stays its mean, and a server that says when to come back (429 or 503 with
 * Retry-After) is waited for at least that long.
 */

/** A drawn wait lies within ± this share of the mean: the spec's 1 s becomes 0.5-1.5 s. */
export const RETRY_WAIT_SPREAD = 0.5;

/** The longest wait a Retry-After is followed for: a server's hour is not a visitor's. */
export const RETRY_AFTER_CAP_MS = 60_000;

export interface RetryWaitInput {
  /** The spec's delay between tries: the mean of the drawn waits. */
  meanMs: number;
  /** What the failure asked for (a Retry-After, in ms), or null. */
  askedMs: number | null;
  /** A number in [0, 1), as Math.random gives (0.5: exactly the mean). */
  random: () => number;
}

/** The longest wait drawn around `meanMs` (1.5 s for the spec's 1 s). */
export const longestDrawnWaitMs = (meanMs: number) => meanMs * (1 + RETRY_WAIT_SPREAD);

/**
 * The wait before the next try.
 * - Drawn uniformly in [mean × 0.5, mean × 1.5).
 * - When the server asked for a wait: that wait (capped at 60 s) plus a draw in [0, mean), so that
 *   everyone the server sent away for the same time does not come back at the same instant either.
 */
export function retryWaitMs({ meanMs, askedMs, random }: RetryWaitInput): number {
  if (askedMs !== null) return Math.min(Math.max(askedMs, 0), RETRY_AFTER_CAP_MS) + random() * meanMs;
  return meanMs * (1 - RETRY_WAIT_SPREAD + random() * 2 * RETRY_WAIT_SPREAD);
}

/**
 * A Retry-After header's wait in ms (RFC 9110 section 10.2.3): a number of seconds, or an HTTP
 * date counted from `nowMs`. A date in the past is no wait (0); anything else is null.
 */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | null {
  if (value == null) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date (IMF-fixdate, or the obsolete RFC 850 form) ends in GMT; a bare word or number is none.
  const at = /GMT$/.test(text) ? Date.parse(text) : NaN;
  return at >= 0 ? Math.max(0, at - nowMs) : null;
}
