import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import {
  headersForPath,
  parseHeadersFile,
  parseRedirectsFile,
  redirectForPath,
  type RedirectRule,
} from '../hosting/hostingFiles';

/**
 * Serves a build folder as a static host would (issue 26): its files through sirv (a small,
 * well-kept static handler that serves the build's precompressed .br and .gz copies, with ETags),
 * the response headers of its `_headers` by the requested path, and for a path with no file the
 * first matching rule of its `_redirects`: the shell (200) or the 404 page (404).
 */

/** The rule files describe the build; they are not part of the site. */
const HIDDEN = new Set(['/_headers', '/_redirects']);

function requestPath(request: IncomingMessage): string | null {
  try {
    return decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
  } catch {
    return null;
  }
}

function plain(response: ServerResponse, status: number, text: string) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(text);
}

/** The file to send for an Accept-Encoding: the brotli or gzip copy where the build has one. */
function encodedVariant(file: string, acceptEncoding: string): { path: string; encoding?: 'br' | 'gzip' } {
  if (/\bbr\b/.test(acceptEncoding) && existsSync(`${file}.br`)) return { path: `${file}.br`, encoding: 'br' };
  if (/\bgzip\b/.test(acceptEncoding) && existsSync(`${file}.gz`)) return { path: `${file}.gz`, encoding: 'gzip' };
  return { path: file };
}

/**
 * Sends an HTML page of the build with a status of its own (sirv always answers 200).
 * Precompressed like the rest.
 */
function sendPage(request: IncomingMessage, response: ServerResponse, file: string, status: number) {
  const variant = encodedVariant(file, String(request.headers['accept-encoding'] ?? ''));
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': statSync(variant.path).size,
    Vary: 'Accept-Encoding',
    ...(variant.encoding ? { 'Content-Encoding': variant.encoding } : {}),
  });
  if (request.method === 'HEAD') response.end();
  else createReadStream(variant.path).pipe(response);
}

export function createHostingHandler(dir: string): (request: IncomingMessage, response: ServerResponse) => void {
  const headerRules = parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'));
  const redirectRules = parseRedirectsFile(readFileSync(join(dir, '_redirects'), 'utf8'));
  const files = sirv(dir, { etag: true, brotli: true, gzip: true, extensions: ['html'] });

  const answerWithRule = (request: IncomingMessage, response: ServerResponse, rule: RedirectRule | undefined) => {
    if (!rule) return plain(response, 404, 'Not found');
    if (rule.status === 404) return sendPage(request, response, join(dir, rule.to), 404);
    const search = new URL(request.url ?? '/', 'http://host').search;
    request.url = `${rule.to}${search}`;
    files(request, response, () => plain(response, 404, 'Not found'));
  };

  return (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      return plain(response, 405, 'Method not allowed');
    }
    const path = requestPath(request);
    if (path === null) return plain(response, 400, 'Bad request');
    for (const [name, value] of Object.entries(headersForPath(headerRules, path))) response.setHeader(name, value);
    if (HIDDEN.has(path)) return answerWithRule(request, response, redirectForPath(redirectRules, path));
    files(request, response, () => answerWithRule(request, response, redirectForPath(redirectRules, path)));
  };
}

export function startHostingServer({ dir, host, port }: { dir: string; host: string; port: number }): Promise<Server> {
  const server = createServer(createHostingHandler(dir));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
