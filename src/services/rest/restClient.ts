import type * as z from 'zod/mini';
import { InvalidDataError, NetworkError, RequestTimeoutError, RestApiError } from '../../domain/errors';
import { fillPath, joinUrl, queryString, type PathParams, type QueryParams } from './restPath';
import { retry, RETRY_DEFAULTS } from '../../domain/retry';
import { parseRetryAfter } from '../../domain/retryWait';

/**
 * The one place the app talks HTTP (spec section 7, "Request behaviour"). Every answer is
 * validated with a zod schema and every failure becomes an error of the catalogue:
 *
 * | what happened                          | error                                       |
 * |----------------------------------------|---------------------------------------------|
 * | non-ok status                          | RestApiError(status, body text; json if any) |
 * | no answer (connection, CORS, DNS...)   | NetworkError (cause: the fetch error)        |
 * | no answer within the time limit        | RequestTimeoutError(ms)                      |
 * | the caller aborted                     | the abort reason, rethrown as is             |
 * | body not JSON / not of the schema      | InvalidDataError(what, issues)               |
 *
 * Requests go with the fetch cache mode 'no-cache' (spec: "no-cache"; a request may set its
 * own) and no Cache-Control header: that header is not CORS-safelisted, so it would cost a
 * preflight on every cross-origin GET.
 *
 * Retries repeat, with `on: 'transient'` (the default), network errors, timeouts, 429 and 5xx
 * answers, never other 4xx, bad data or aborts; with `on: 'anyFailure'` every failure but bad
 * data (InvalidDataError) and the caller's abort, 4xx included (for answers that may 404 until
 * they are ready). `retries: 3` means up to 4 requests in all, with waits drawn around `delayMs`
 * (src/domain/retryWait.ts). A request with no policy of its own still gets OVERLOAD_RETRIES: a
 * server that answers 429 or 503 with a Retry-After has refused the work and said when to come
 * back, so even a POST is safe to send again then.
 *
 * A 429 or 503 with Retry-After (seconds or an HTTP date) is waited for at least that long,
 * capped at 60 s, and counts as a try (issue 51: mint day).
 */

/** Bodies go only with POST and PUT (spec: 'JSON content-type on POST/PUT with body'). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type ParseAs = 'json' | 'form' | 'text';

/** Which failures a retry policy repeats; see {@link shouldRetryFor}. */
export type RetryOn = 'transient' | 'anyFailure' | 'overload';

export interface RetryPolicy {
  /** Extra attempts after the first one. */
  retries: number;
  /** The mean wait between tries. */
  delayMs: number;
  /**
   * 'transient' (default): network, timeout, 429, 5xx. 'anyFailure': all but bad data and the
   * caller's abort. 'overload': only a 429 or 503 that says when to come back (Retry-After).
   */
  on?: RetryOn;
}

/**
 * The policy of a request that has none of its own: the retry helper's tries (spec: "5 tries,
 * 1 s apart"), for a server that is overrun and says when to come back, and for nothing else.
 */
export const OVERLOAD_RETRIES: RetryPolicy = {
  retries: RETRY_DEFAULTS.tries - 1,
  delayMs: RETRY_DEFAULTS.delayMs,
  on: 'overload',
};

export interface RestRequest<T> {
  method: HttpMethod;
  /** A path template relative to the base, '{name}' tokens filled from pathParams. */
  path: string;
  pathParams?: PathParams;
  query?: QueryParams;
  /** Sent as JSON; POST and PUT only (a body on GET or DELETE throws). */
  body?: unknown;
  /** Validates the parsed body; its output is what request resolves with. */
  schema: z.ZodMiniType<T>;
  /** Names the data in an InvalidDataError ('sign-for-mint response'); default 'METHOD path'. */
  what?: string;
  /** How to read the body: JSON (default; an empty body reads as undefined), form fields or text. */
  parseAs?: ParseAs;
  timeoutMs?: number;
  retries?: RetryPolicy;
  signal?: AbortSignal;
  /** The fetch cache mode; default 'no-cache'. */
  cache?: RequestCache;
  headers?: Readonly<Record<string, string>>;
}

export interface RestClientOptions {
  baseUrl: string;
  /** Sent as 'Authorization: Bearer <key>', with credentials included (the backend-as-a-service). */
  bearerKey?: string;
  fetch?: typeof globalThis.fetch;
  defaultTimeoutMs?: number;
}

export interface RestClient {
  readonly baseUrl: string;
  request<T>(request: RestRequest<T>): Promise<T>;
  /** The absolute address of a path on this base (for redirects such as the social authorise address). */
  url(path: string, pathParams?: PathParams, query?: QueryParams): string;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

/** Whether a failed attempt may be repeated: no answer, too slow, too many requests (429), or a server-side (5xx) error. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof RequestTimeoutError) return true;
  return error instanceof RestApiError && (error.statusCode >= 500 || error.statusCode === 429);
}

/** The wait an answer asked for: a 429's or a 503's Retry-After, in ms; null for anything else. */
export const askedWaitMs = (error: unknown): number | null =>
  error instanceof RestApiError ? error.retryAfterMs : null;

/** A server that is overrun and says when to come back: 429 or 503 with a Retry-After. */
export const isOverload = (error: unknown): boolean => askedWaitMs(error) !== null;

/**
 * The failures a policy repeats. 'anyFailure' repeats all but bad data, which another try would
 * not fix; the caller's abort never reaches this (the retry helper stops on it first).
 */
export function shouldRetryFor(on: RetryOn = 'transient'): (error: unknown) => boolean {
  if (on === 'overload') return isOverload;
  return on === 'anyFailure' ? (error) => !(error instanceof InvalidDataError) : isRetryable;
}

export function createRestClient({
  baseUrl,
  bearerKey,
  fetch: fetchImpl,
  defaultTimeoutMs = DEFAULT_TIMEOUT_MS,
}: RestClientOptions): RestClient {
  const doFetch = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  function url(path: string, pathParams?: PathParams, query?: QueryParams): string {
    return `${joinUrl(baseUrl, fillPath(path, pathParams))}${queryString(query)}`;
  }

  async function attempt<T>(request: RestRequest<T>, address: string): Promise<T> {
    const { method, body, signal, parseAs = 'json' } = request;
    const timeoutMs = request.timeoutMs ?? defaultTimeoutMs;
    const hasBody = body !== undefined;
    const headers: Record<string, string> = { ...request.headers };
    if (hasBody) headers['Content-Type'] = 'application/json';
    if (bearerKey) headers.Authorization = `Bearer ${bearerKey}`;

    signal?.throwIfAborted();
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new RequestTimeoutError(timeoutMs)), timeoutMs);
    const combined = signal ? anySignal([signal, timeout.signal]) : timeout.signal;
    const fail = (error: unknown): never => {
      if (signal?.aborted) throw error; // the caller's cancel, as is
      if (timeout.signal.aborted) throw new RequestTimeoutError(timeoutMs);
      throw new NetworkError(undefined, { cause: error });
    };

    try {
      let response: Response;
      let text: string;
      try {
        response = await doFetch(address, {
          method,
          headers,
          body: hasBody ? JSON.stringify(body) : undefined,
          cache: request.cache ?? 'no-cache',
          credentials: bearerKey ? 'include' : undefined,
          signal: combined,
        });
        text = await response.text();
      } catch (error) {
        return fail(error);
      }
      if (!response.ok) {
        const { status, headers } = response;
        // Only a server that is overrun (429) or down for now (503) says when to come back.
        const asked = status === 429 || status === 503 ? parseRetryAfter(headers.get('retry-after'), Date.now()) : null;
        throw new RestApiError(status, text, undefined, asked);
      }
      return validate(request, readBody(text, parseAs, describe(request)));
    } finally {
      clearTimeout(timer);
    }
  }

  async function request<T>(request: RestRequest<T>): Promise<T> {
    if (request.body !== undefined && request.method !== 'POST' && request.method !== 'PUT') {
      throw new Error(`REST client: a ${request.method} request cannot have a body (${request.path})`);
    }
    const address = url(request.path, request.pathParams, request.query);
    const policy = request.retries ?? OVERLOAD_RETRIES;
    return retry(() => attempt(request, address), {
      retries: policy.retries,
      delayMs: policy.delayMs,
      askedWaitMs,
      signal: request.signal,
      shouldRetry: shouldRetryFor(policy.on),
    });
  }

  return { baseUrl, request, url };
}

function describe(request: RestRequest<unknown>): string {
  return request.what ?? `${request.method} ${request.path}`;
}

function readBody(text: string, parseAs: ParseAs, what: string): unknown {
  if (parseAs === 'text') return text;
  if (parseAs === 'form') return Object.fromEntries(new URLSearchParams(text));
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new InvalidDataError(what, ['the body is not valid JSON']);
  }
}

function validate<T>(request: RestRequest<T>, value: unknown): T {
  const parsed = request.schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new InvalidDataError(
    describe(request),
    parsed.error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`),
  );
}

/** AbortSignal.any where available; otherwise a controller that follows every signal. */
function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}
