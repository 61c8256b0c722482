/**
 * One way to drive a browser, whatever its engine and protocol: the scenarios of the engines suite
 * are written once against `Session` and run in each `Engine` (chromium.ts, firefox.ts, webkit.ts).
 * What a test looks for by role or text it finds with small DOM queries in the page (./dom.ts),
 * which every protocol can run; clicks and keys go through the protocol, as a user's do.
 */

/**
 * A function run in the page: it is sent as its source, so it may use nothing from outside it, nor
 * `import()` (Vitest rewrites that in the test's own code: write such a script as a string).
 */
export type PageFunction<A extends unknown[], T> = (...args: A) => T | Promise<T>;

/** One visitor: a page with its own storage and cache. */
export interface Session {
  /**
   * Loads `url` and returns on its load event (WebKit's driver has nothing earlier: webkit.ts),
   * not when the app is live.
   */
  open(url: string): Promise<void>;
  /** Runs `script` in the page: an expression, or a function of JSON-like arguments; a promise is awaited. */
  evaluate<T>(script: string): Promise<T>;
  evaluate<A extends unknown[], T>(script: PageFunction<A, T>, ...args: A): Promise<T>;
  /** A user's click on the element `selector` finds (scrolled into view first). */
  click(selector: string): Promise<void>;
  /** Focuses the element `selector` finds and types `text` into it, key by key. */
  type(selector: string, text: string): Promise<void>;
  /**
   * Resolves once `predicate` returns a truthy value in the page, checked every
   * {@link POLL_MS}; fails after `timeoutMs` with `what` in its message. A check that fails (the
   * page is navigating) counts as false.
   */
  waitFor<A extends unknown[]>(
    what: string,
    timeoutMs: number,
    predicate: PageFunction<A, unknown>,
    ...args: A
  ): Promise<void>;
  /** The page's address. */
  url(): Promise<string>;
  close(): Promise<void>;
}

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** A launched browser (or, for WebKit, its driver), kept for one test file. */
export interface Engine {
  readonly name: EngineName;
  /** What ran: the program and its version, for the report. */
  readonly version: string;
  /** A new visitor (a fresh context: no storage, cookies or cache from the one before). */
  newSession(): Promise<Session>;
  close(): Promise<void>;
}

/** How often a wait checks its condition (a round trip to the page, cheap beside the wait). */
export const POLL_MS = 100;

/** `Session.waitFor` on top of `evaluate`, the same for every engine. */
export async function pollUntil<A extends unknown[]>(
  session: Pick<Session, 'evaluate'>,
  what: string,
  timeoutMs: number,
  predicate: PageFunction<A, unknown>,
  args: A,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown = null;
  for (;;) {
    try {
      if (await session.evaluate(predicate, ...args)) return;
      lastError = null;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const reason = lastError instanceof Error ? ` (last check failed: ${lastError.message.split('\n')[0]})` : '';
  throw new Error(`waited ${timeoutMs} ms for ${what}${reason}`);
}

/**
 * The engines to run: those `ENGINES` names (`ENGINES=chromium,firefox,webkit`), else Firefox and
 * WebKit. Chromium's column is the Playwright suite's, which runs every scenario here and more in
 * the same Debian Chromium (test/e2e: chunkRecovery, earlyInput, routes, pages, whitelistSignUp,
 * characterPassMint); run here too, it took 70-85 s of `npm test` to check nothing new.
 */
export function selectedEngines(env = process.env.ENGINES): EngineName[] {
  const all: EngineName[] = ['chromium', 'firefox', 'webkit'];
  if (!env) return ['firefox', 'webkit'];
  const names = env.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !all.includes(name as EngineName));
  if (unknown.length > 0) throw new Error(`ENGINES names ${unknown.join(', ')}; the engines are ${all.join(', ')}`);
  return all.filter((name) => names.includes(name));
}

/** Launches `name` (its module is loaded only when it runs: each brings its own client). */
export async function launchEngine(name: EngineName): Promise<Engine> {
  switch (name) {
    case 'chromium':
      return (await import('./chromium')).launchChromium();
    case 'firefox':
      return (await import('./firefox')).launchFirefox();
    case 'webkit':
      return (await import('./webkit')).launchWebKit();
  }
}
