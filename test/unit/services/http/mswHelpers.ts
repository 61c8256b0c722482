import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

/** What a handler saw of one request. */
export interface RecordedCall {
  method: string;
  url: URL;
  /** The path with the query, e.g. '/tp/abc?x=1'. */
  path: string;
  headers: Headers;
  /** The parsed JSON body, or undefined when there was none. */
  body: unknown;
  rawBody: string;
  credentials: RequestCredentials;
  cache: RequestCache;
}

/** An msw server for one test file: unhandled requests fail the test; handlers reset after each test. */
export function setupMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    vi.useRealTimers();
  });
  afterAll(() => server.close());
  return server;
}

/** Collects every request the handlers pass to `record`. */
export function createRecorder() {
  const calls: RecordedCall[] = [];
  async function record(request: Request): Promise<void> {
    const rawBody = await request.clone().text();
    const url = new URL(request.url);
    calls.push({
      method: request.method,
      url,
      path: `${url.pathname}${url.search}`,
      headers: request.headers,
      body: rawBody ? JSON.parse(rawBody) : undefined,
      rawBody,
      credentials: request.credentials,
      cache: request.cache,
    });
  }
  return { calls, record };
}

/** Fake setTimeout/clearTimeout only, so msw and promises run normally. */
export function fakeTimeouts(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

/** A promise's outcome, captured at once so an expected rejection is never "unhandled". */
export function settle<T>(promise: Promise<T>) {
  const outcome = promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  return {
    async value(): Promise<T> {
      const result = await outcome;
      if (!result.ok) throw result.error;
      return result.value;
    },
    async error(): Promise<unknown> {
      const result = await outcome;
      if (result.ok) throw new Error(`Expected a rejection, got ${JSON.stringify(result.value)}`);
      return result.error;
    },
  };
}
