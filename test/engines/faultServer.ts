import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { closeServer } from '../../scripts/serve/closeServer';
import { createHostingHandler } from '../../scripts/serve/hostingServer';
import { RECORDER_PATH, RECORDER_SCRIPT } from './pageErrors';

/**
 * The engines suite's web server, in the test process: a build served as production serves it
 * (scripts/serve/hostingServer.ts), with faults put in front of it, as a flaky network or a newer
 * deploy would answer. Request interception is not something every engine's protocol has (classic
 * WebDriver has none), so the faults are the server's: the same for every engine.
 *
 * Two things differ from production, both for the tests' sake: every HTML page carries the error
 * recorder first in its <head> (./pageErrors.ts), and the autoplaying videos are the browser
 * suite's still copies (test/e2e/stillVideos.ts says why: decoding the real ones keeps a core busy).
 */

/** A fault's answer: a connection reset with no answer, a 404, or `null` (the real answer). */
export type FaultAnswer = 'reset' | 404 | null;

export interface FaultContext {
  method: string;
  /** The request's path, without its query. */
  path: string;
  /** HTML documents the server has been asked for so far, this request included. */
  documents: number;
}

export interface FaultServer {
  /** The server's address, `http://127.0.0.1:<port>`. */
  readonly origin: string;
  /**
   * Answers the requests whose path (without the query: a retry that adds one is still the same
   * file) matches `pattern` with `answer(n, context)`, n counting those requests from 1.
   */
  fault(pattern: RegExp, answer: (n: number, context: FaultContext) => FaultAnswer): void;
  /** The requests whose path matches `pattern`, as `METHOD /path`, in order. */
  requests(pattern: RegExp): string[];
  /** How many times a page's HTML document was loaded (a reload is one more). */
  documents(): number;
  /** Forgets the faults and the requests: between tests. */
  clear(): void;
  close(): Promise<void>;
}

const STILLS_DIR = fileURLToPath(new URL('../e2e/media/', import.meta.url));

/** `/media/<name>.mp4` and its still copy. */
function readStills(): Map<string, Buffer> {
  return new Map(readdirSync(STILLS_DIR).map((name) => [`/media/${name}`, readFileSync(`${STILLS_DIR}${name}`)]));
}

/**
 * A top-level page load: `Sec-Fetch-Dest: document` (a frame's load says `iframe`), or, from a
 * browser that does not send that header, a request that accepts HTML.
 */
function isDocument(request: IncomingMessage): boolean {
  const destination = request.headers['sec-fetch-dest'];
  if (destination !== undefined) return destination === 'document';
  return /text\/html/.test(request.headers.accept ?? '');
}

/** A request whose answer may be an HTML page (a page or a frame): it gets the recorder. */
function mayBeHtml(request: IncomingMessage): boolean {
  const destination = request.headers['sec-fetch-dest'];
  return destination === 'document' || destination === 'iframe' || /text\/html/.test(request.headers.accept ?? '');
}

const RECORDER_TAG = `<script src="${RECORDER_PATH}"></script>`;

/**
 * Runs `handle` for a page with the recorder put first in the <head> of the HTML it answers. The
 * request is made to get the whole file as it is stored (no content coding, no range, no
 * validators), so its body can be changed: the answer is held until it ends, then sent with its new
 * length and without the validators of the stored file. Any other answer passes through untouched.
 */
function withRecorder(request: IncomingMessage, response: ServerResponse, handle: () => void) {
  for (const name of ['accept-encoding', 'range', 'if-range', 'if-none-match', 'if-modified-since', 'if-match'])
    delete request.headers[name];
  const { writeHead, write, end } = response;
  const chunks: Buffer[] = [];
  let status = 200;
  const restore = () => Object.assign(response, { writeHead, write, end });
  // The host's handler sets its headers first, then calls writeHead with the status alone (a plain
  // text answer passes its type in writeHead: not HTML, so it goes through).
  response.writeHead = ((code: number, ...rest: unknown[]) => {
    const html = rest.length === 0 && /^text\/html/.test(String(response.getHeader('content-type') ?? ''));
    if (!html) {
      restore();
      return response.writeHead(code, ...(rest as []));
    }
    status = code;
    return response;
  }) as typeof response.writeHead;
  response.write = ((chunk: Buffer | string, ...rest: unknown[]) => {
    chunks.push(Buffer.from(chunk));
    const callback = rest.find((item) => typeof item === 'function') as (() => void) | undefined;
    callback?.();
    return true;
  }) as typeof response.write;
  response.end = ((chunk?: unknown) => {
    if (chunk instanceof Buffer || typeof chunk === 'string') chunks.push(Buffer.from(chunk));
    restore();
    const html = Buffer.concat(chunks).toString('utf8');
    const body = Buffer.from(html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${RECORDER_TAG}`));
    for (const name of ['ETag', 'Last-Modified', 'Accept-Ranges']) response.removeHeader(name);
    response.setHeader('Content-Length', body.length);
    response.writeHead(status);
    return request.method === 'HEAD' ? response.end() : response.end(body);
  }) as typeof response.end;
  handle();
}

export async function startFaultServer(dir: string): Promise<FaultServer> {
  const host = createHostingHandler(dir);
  const stills = readStills();
  let faults: { pattern: RegExp; answer: (n: number, context: FaultContext) => FaultAnswer; count: number }[] = [];
  let log: { method: string; path: string }[] = [];
  let documents = 0;

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://host').pathname;
    log.push({ method, path });
    if (isDocument(request)) documents++;

    for (const fault of faults) {
      if (!fault.pattern.test(path)) continue;
      const answer = fault.answer(++fault.count, { method, path, documents });
      if (answer === 'reset') return request.socket.resetAndDestroy();
      if (answer === 404) {
        response.writeHead(404, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'public, max-age=0, must-revalidate',
        });
        return response.end('Not found');
      }
    }

    if (path === RECORDER_PATH) {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      return response.end(RECORDER_SCRIPT);
    }
    const still = stills.get(path);
    if (still) {
      response.writeHead(200, { 'Content-Type': 'video/mp4', 'Content-Length': still.length });
      return response.end(method === 'HEAD' ? undefined : still);
    }
    if (mayBeHtml(request)) return withRecorder(request, response, () => host(request, response));
    host(request, response);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    fault: (pattern, answer) => void faults.push({ pattern, answer, count: 0 }),
    requests: (pattern) =>
      log.filter((entry) => pattern.test(entry.path)).map((entry) => `${entry.method} ${entry.path}`),
    documents: () => documents,
    clear: () => {
      faults = [];
      log = [];
      documents = 0;
    },
    close: () => closeServer(server),
  };
}
