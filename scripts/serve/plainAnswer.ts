import type { ServerResponse } from 'node:http';

/** Headers that describe a file's body: a plain answer in its place must not carry them (its own type replaces the file's). */
const REPRESENTATION = [
  'Content-Length',
  'Content-Encoding',
  'Content-Range',
  'ETag',
  'Last-Modified',
  'Accept-Ranges',
  'Vary',
];

/** A short text answer; the path's security headers, set before, stay. */
export function plain(response: ServerResponse, status: number, text: string): void {
  for (const name of REPRESENTATION) response.removeHeader(name);
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(text);
}

/**
 * One request failed inside the server: it is logged and answered `500`, or, when its headers
 * are already out, its connection is ended so the client sees a short body. The server goes on.
 */
export function failRequest(response: ServerResponse, what: string, error: unknown): void {
  console.error(`serve: ${what}: ${error instanceof Error ? error.message : String(error)}`);
  if (response.headersSent) response.destroy();
  else plain(response, 500, 'Internal server error');
}
