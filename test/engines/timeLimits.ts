/**
 * The engines suite's time limits, each sized by the work it waits for (docs/testing.md, "Time
 * limits"): at least three times the slowest measured on the two-core machine (the suite's two
 * files at once, beside other work), so that one core taken away still leaves room. The slowest
 * engine sets each number; a test's own limit adds up the waits it makes (`testLimit`).
 */

/** A browser's start: Firefox, with a fresh profile, the slowest (measured 4 s; the others 1 s). */
export const BROWSER_START_MS = 30_000;

/** A new visitor: a browser context, or for WebKit a new MiniBrowser (measured up to 1.3 s). */
export const SESSION_START_MS = 15_000;

/** A page load until the app is live (measured 0.3-2 s; WebKit the slowest). */
export const LIVE_MS = 15_000;

/** The answer to a click or a key: a render, a chunk, a mock call's 0.5 s (measured under 1 s). */
export const ANSWER_MS = 5_000;

/**
 * One of the mock services' waits, in real time (spec section 9: signing and minting 5 s each, the
 * whitelist add 3 s, the share button 2 s after the story's frame loaded), with the page's work
 * around it: the longest measured, signing until NEXT is enabled, took 6.4 s.
 */
export const MOCK_WAIT_MS = 20_000;

/**
 * A page recovering from a chunk that does not come: the import's tries and their waits
 * (src/boot/importChunk.ts), the reloads for fresh code, the page's visit after each. The longest
 * measured, Firefox with the footer's chunk reset always (four tries, two reloads, then the
 * message), took 18 s.
 */
export const RECOVERY_MS = 60_000;

/** A test's limit: the waits it makes, added up (its visitor's start is its hook's, above). */
export const testLimit = (...waits: number[]) => waits.reduce((sum, wait) => sum + wait, 0);
