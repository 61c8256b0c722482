import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { headersForPath, parseHeadersFile, parseRedirectsFile, redirectForPath } from '../hosting/hostingFiles';
import { NOT_FOUND_PAGE } from '../hosting/hostingRules';
import { findSiteFile, readBuildFiles } from './buildFiles';
import { failRequest, plain } from './plainAnswer';
import { sendSiteFile } from './sendSiteFile';

/**
 * Serves a build folder as a static host would (issues 26 and 35): the response headers of its
 * `_headers` by the requested path; the file for the path (scripts/serve/buildFiles.ts), in
 * the precompressed copy the client accepts, with ETags, conditional requests and byte ranges
 * by RFC 9110 (scripts/serve/sendSiteFile.ts); for a path with no file the first matching rule
 * of its `_redirects` (the shell, 200); and for any other path its `404.html` with status 404,
 * as Netlify and Cloudflare Pages serve it.
 *
 * It was sirv until sirv's range handling let one `Range: bytes=5-2` end the process: the
 * file table and the two header parsers here are small enough to own and test whole.
 */

/** The path of a request target, decoded; `null` when it is not a path (`*`, `mailto:x`, bad escapes). */
function requestPath(target: string): string | null {
  try {
    // A target of `//host/x` is a path here, not an authority.
    const url = target.startsWith('/') ? new URL(`http://host${target}`) : new URL(target);
    const path = decodeURIComponent(url.pathname);
    return path.startsWith('/') ? path : null;
  } catch {
    return null;
  }
}

export function createHostingHandler(dir: string): (request: IncomingMessage, response: ServerResponse) => void {
  const headerRules = parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'));
  const redirectRules = parseRedirectsFile(readFileSync(join(dir, '_redirects'), 'utf8'));
  const site = readBuildFiles(dir);

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    // Node's server always has the target (`url` is optional only on a client's answers).
    const path = requestPath(request.url!);
    if (path === null) return plain(response, 400, 'Bad request');
    for (const [name, value] of Object.entries(headersForPath(headerRules, path))) response.setHeader(name, value);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      return plain(response, 405, 'Method not allowed');
    }
    const file = findSiteFile(site, path);
    if (file) return sendSiteFile(request, response, file);
    const rule = redirectForPath(redirectRules, path);
    const target = rule && findSiteFile(site, rule.to);
    if (target) return sendSiteFile(request, response, target, rule.status === 404 ? 404 : undefined);
    const notFound = findSiteFile(site, NOT_FOUND_PAGE);
    if (notFound) return sendSiteFile(request, response, notFound, 404);
    plain(response, 404, 'Not found');
  };

  return (request, response) => {
    try {
      handle(request, response);
    } catch (error) {
      failRequest(response, `${request.method} ${request.url}`, error);
    }
  };
}

/**
 * How long a connection may move no byte either way before the server closes it: nginx's default for
 * the same (`send_timeout`, `client_body_timeout`, 60 s). A phone's connection stalls for seconds,
 * not a minute; a client that never reads its answer no longer holds a socket and a file's read
 * stream for ever.
 */
export const IDLE_SOCKET_TIMEOUT_MS = 60_000;

export function startHostingServer({
  dir,
  host,
  port,
  idleTimeoutMs = IDLE_SOCKET_TIMEOUT_MS,
}: {
  dir: string;
  host: string;
  port: number;
  /** Tests shorten it. */
  idleTimeoutMs?: number;
}): Promise<Server> {
  const server = createServer(createHostingHandler(dir));
  // With no 'timeout' listener, Node destroys a socket idle this long (its read stream closes with it).
  server.timeout = idleTimeoutMs;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      // After the start, a failure of the listening socket is logged, not thrown.
      server.on('error', (error) => console.error(`serve: ${error.message}`));
      resolve(server);
    });
  });
}
