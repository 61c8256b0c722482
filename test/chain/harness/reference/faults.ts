import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Faults the reference backend can answer a call with, for the fault matrix
 * (test/chain/faults/): what a real service or the network does on a bad day.
 */
export const FAULTS = ['status500', 'status429', 'malformedJson', 'wrongShape', 'hang', 'reset'] as const;
export type Fault = (typeof FAULTS)[number];

export interface FaultRule {
  method: string;
  /** A regular expression's source, matched against the call's path. */
  path: string;
  fault: Fault;
}

/** Seconds a 429 asks the client to wait (Retry-After). */
export const RETRY_AFTER_SECONDS = 1;
/** A hung call is let go after this long (far past any client's time limit), so no socket leaks. */
const HANG_MS = 180_000;

export const matchesRule = (rule: FaultRule, method: string, path: string) =>
  rule.method === method && new RegExp(rule.path).test(path);

/** Answers the call with the fault instead of the service's answer. */
export function answerWithFault(fault: Fault, request: IncomingMessage, response: ServerResponse): void {
  const json = (status: number, body: string, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(body);
  };
  switch (fault) {
    case 'status500':
      return json(500, JSON.stringify({ error: 'reference fault: internal error' }));
    case 'status429':
      return json(429, JSON.stringify({ error: 'reference fault: too many requests' }), {
        'retry-after': String(RETRY_AFTER_SECONDS),
      });
    case 'malformedJson':
      return json(200, '{"truncated": ');
    case 'wrongShape':
      return json(200, JSON.stringify({ unexpected: ['a body of another shape'] }));
    case 'hang': {
      const timer = setTimeout(() => request.socket.destroy(), HANG_MS);
      request.socket.once('close', () => clearTimeout(timer));
      return;
    }
    case 'reset':
      request.socket.destroy();
      return;
  }
}
