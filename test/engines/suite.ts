import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe } from 'vitest';
import { type Engine, type EngineName, launchEngine, selectedEngines, type Session } from './engine';
import { type FaultServer, startFaultServer } from './faultServer';
import { BROWSER_START_MS, SESSION_START_MS } from './timeLimits';

/**
 * A test file's frame: one fault server for the file, then the file's tests in each engine (one
 * `describe` per engine, named after it), with one browser per engine for the file and a fresh
 * visitor (session) for each test.
 */

/**
 * The mock build the suite runs against: `npm run build` writes it to dist/. `ENGINES_DIST` names
 * another folder (a copy that a rebuild of dist/ does not change under a running suite).
 */
const BUILD = `${process.env.ENGINES_DIST ?? fileURLToPath(new URL('../../dist', import.meta.url))}/`;

export interface EngineContext {
  readonly engine: Engine;
  readonly server: FaultServer;
  /** This test's visitor. */
  readonly session: Session;
  /** `path` on the server. */
  url(path: string): string;
}

/**
 * Runs `tests` in each selected engine (`ENGINES`, engine.ts) among `engines` (all three unless a
 * file says why not), against the mock build in dist/.
 */
export function inEachEngine(
  tests: (context: EngineContext, name: EngineName) => void,
  engines: readonly EngineName[] = ['chromium', 'firefox', 'webkit'],
): void {
  let server: FaultServer | undefined;
  beforeAll(async () => {
    if (!existsSync(`${BUILD}index.html`))
      throw new Error(
        `${BUILD}index.html is missing: the engines suite runs against the mock build; run \`npm run build\` first.`,
      );
    server = await startFaultServer(BUILD);
  });
  afterAll(() => server?.close());

  describe.each(selectedEngines().filter((name) => engines.includes(name)))('%s', (name) => {
    let engine: Engine | undefined;
    let session: Session | undefined;
    const context: EngineContext = {
      get engine() {
        return engine!;
      },
      get server() {
        return server!;
      },
      get session() {
        return session!;
      },
      url: (path) => `${server!.origin}${path}`,
    };
    beforeAll(async () => {
      engine = await launchEngine(name);
      // Which build ran: the engines are whatever Debian has installed, or CHROMIUM_PATH.
      console.info(`${name}: ${engine.version}`);
    }, BROWSER_START_MS);
    afterAll(() => engine?.close());
    beforeEach(async () => {
      server!.clear();
      session = await engine!.newSession();
    }, SESSION_START_MS);
    afterEach(async () => {
      await session?.close();
      session = undefined;
    });
    tests(context, name);
  });
}
