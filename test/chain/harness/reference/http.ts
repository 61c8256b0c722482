import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

/**
 * The reference backend's small HTTP vocabulary: a route is a method and a path pattern with an
 * answer; an answer is a value sent as JSON, or a Reply for anything else (text, a page, a
 * script, a redirect, a status of its own); a failure is thrown as an HttpFailure.
 */

export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The body, when the real service sends more than a message (sign for mint's counts). */
    readonly body: unknown = { error: message },
  ) {
    super(message);
  }
}

export class Reply {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly contentType: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}

  static text(body: string, status = 200) {
    return new Reply(status, body, 'text/plain; charset=utf-8');
  }

  static html(body: string) {
    return new Reply(200, body, 'text/html; charset=utf-8');
  }

  static script(body: string) {
    return new Reply(200, body, 'text/javascript; charset=utf-8');
  }

  static redirect(location: string) {
    return new Reply(302, '', 'text/plain', { location });
  }
}

export interface RouteRequest {
  /** The pattern's captured groups, decoded. */
  params: string[];
  body: unknown;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export interface Route {
  method: 'GET' | 'POST';
  path: RegExp;
  answer: (request: RouteRequest) => unknown;
}

export const route = (method: Route['method'], path: RegExp, answer: Route['answer']): Route => ({
  method,
  path,
  answer,
});

/** A request's body: JSON when it parses, a form's fields as an object, else its text. */
export function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      if (!text) return resolve(null);
      if ((request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
        return resolve(Object.fromEntries(new URLSearchParams(text)));
      }
      try {
        resolve(JSON.parse(text));
      } catch {
        resolve(text);
      }
    });
    request.on('error', reject);
  });
}

export const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A required string field of a body, or a 400 naming it. */
export function requiredText(body: unknown, name: string): string {
  const value = asRecord(body)[name];
  if (typeof value !== 'string' || value === '') throw new HttpFailure(400, `${name} is required`);
  return value;
}

export const isAddress = (value: unknown): value is string =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value);
