// @vitest-environment node
import fc from 'fast-check';
import { Agent, METHODS } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { headersForPath } from '../../../scripts/hosting/hostingFiles';
import { rules, send, serveSmallBuild, type Answer, type SmallBuild } from './smallBuild';

/**
 * Issue 35: the production server against hostile requests. Each of 10,000 requests has a
 * random method, path and headers; after each, the server must still answer `GET /` with 200,
 * and every answer must have a status that its request may get, with the headers that status
 * promises. A request that ended the process, or threw out of the handler, fails the run.
 * A request with a precondition (`If-Match`, `If-Unmodified-Since`) is sent again without it: a
 * precondition that fails on a file gives 412, one that holds gives what the request alone got
 * (issue 79: accepting either could not tell a server that ignores `If-Match`).
 */

const RUNS = 10_000;
/** Node's limit on a request's head (`--max-http-header-size`, 16 KiB): past it, 431. */
const HEAD_LIMIT = 16 * 1024;
/** Requests are about 2 ms each, two per run; the allowance covers a machine ten times slower. */
const TIMEOUT_MS = RUNS * 2 * 2 * 10;

let build: SmallBuild;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  build = await serveSmallBuild();
});

afterAll(async () => {
  agent.destroy();
  await build.close();
});

const printable = (maxLength: number) =>
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength });
const digits = fc.oneof(fc.nat({ max: 5000 }).map(String), fc.constant(''), fc.stringMatching(/^\d{1,25}$/));

const segment = fc.oneof(
  fc.constantFrom('', '.', '..', '%2e%2e', '..%2f', '%2e%2e%2f', '%00', '%zz', '%', '_headers', '_redirects', '.env'),
  fc.constantFrom(
    'about',
    'index.html',
    'index.html.br',
    'index.html.gz',
    'assets',
    'app-a1b2c3.js',
    'media',
    'bayc',
    'create',
  ),
  fc.stringMatching(/^[\x21-\x7e]{1,12}$/),
  fc.stringMatching(/^(%[0-9a-fA-F]{2}){1,6}$/),
  fc.nat({ max: 20_000 }).map((length) => 'a'.repeat(length)),
);
const path = fc.array(segment, { minLength: 1, maxLength: 6 }).map((segments) => `/${segments.join('/')}`);

const range = fc.oneof(
  fc
    .array(
      fc.tuple(digits, digits).map(([first, last]) => `${first}-${last}`),
      { minLength: 1, maxLength: 40 },
    )
    .map((specs) => `bytes=${specs.join(',')}`),
  fc.constantFrom(
    'bytes=5-2',
    'bytes=-1',
    'bytes=0-0,1-1',
    'bytes=-0',
    'bytes=',
    'items=0-1',
    'bytes=99999999999999999999-',
  ),
  printable(64),
);
const codings = fc.constantFrom('br', 'gzip', 'identity', '*', 'deflate', 'zstd', 'x');
const acceptEncoding = fc.oneof(
  fc
    .array(fc.tuple(codings, fc.constantFrom('', ';q=0', ';q=0.5', ';q=1', ';q=x', ';q=2')), { maxLength: 5 })
    .map((list) => list.map(([name, q]) => name + q).join(', ')),
  printable(64),
);
const httpDate = fc
  .date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true })
  .map((date) => date.toUTCString());

const headers = fc.record(
  {
    range,
    'accept-encoding': acceptEncoding,
    'if-none-match': fc.oneof(fc.constantFrom('*', '"x"', 'W/"x"'), printable(64)),
    'if-modified-since': fc.oneof(httpDate, printable(40)),
    'if-range': fc.oneof(httpDate, fc.constant('"x"'), printable(40)),
    'if-match': fc.oneof(fc.constantFrom('*', '"x"', 'W/"x"', '"a,b", "c"'), printable(64)),
    'if-unmodified-since': fc.oneof(httpDate, printable(40)),
    host: printable(40).map((text) => `hostile-${text.replace(/[^a-z0-9.-]/gi, '')}.example`),
    'x-filler': fc.nat({ max: 18 * 1024 }).map((length) => 'f'.repeat(length)),
  },
  { requiredKeys: ['host'] },
);
const method = fc.oneof(
  fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE'),
  fc.stringMatching(/^[A-Z]{1,10}$/).filter((name) => name !== 'CONNECT'),
);

const headSize = (target: string, sent: Record<string, string>) =>
  target.length + Object.entries(sent).reduce((total, [name, value]) => total + name.length + value.length + 4, 0);

function decodable(target: string): boolean {
  try {
    decodeURIComponent(new URL(`http://host${target}`).pathname);
    return true;
  } catch {
    return false;
  }
}

/** Whether an Accept-Encoding, read plainly, lets through a coding. */
function accepts(header: string | undefined, coding: string): boolean {
  if (header === undefined) return false;
  return header
    .split(',')
    .map((element) => element.trim().toLowerCase())
    .some((element) => [coding, '*'].includes(element.split(';')[0]!.trim()) && !/;\s*q=0(\.0*)?$/.test(element));
}

/** The request's preconditions, which the same request without them does not have. */
const PRECONDITIONS = ['if-match', 'if-unmodified-since'] as const;

/**
 * Whether the preconditions of `sent` fail on the file the request without them was answered
 * with (its ETag and Last-Modified), read as RFC 9110 13.1.1 and 13.1.4 say: `If-Match` holds for
 * `*` or the file's own tag (strong comparison); without it, `If-Unmodified-Since` holds unless
 * it is a date before the file's (a text that is no date is ignored).
 */
function preconditionFails(sent: Record<string, string>, file: Answer): boolean {
  const ifMatch = sent['if-match'];
  if (ifMatch !== undefined)
    return (
      ifMatch.trim() !== '*' && !(ifMatch.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => tag === file.headers.etag)
    );
  const since = Date.parse(sent['if-unmodified-since'] ?? '');
  return !Number.isNaN(since) && Date.parse(String(file.headers['last-modified'])) > since;
}

/**
 * `answer` for `verb target` with the headers `sent`, judged; `without` is the answer to the same
 * request without its preconditions (null when it has none, or is not a GET or HEAD).
 */
function checkAnswer(
  target: string,
  verb: string,
  sent: Record<string, string>,
  answer: Answer,
  without: Answer | null,
) {
  const size = headSize(target, sent);
  const context = `${verb} ${target.slice(0, 80)} ${JSON.stringify(sent).slice(0, 300)} -> ${answer.status}`;
  expect(JSON.stringify(answer.headers) + answer.raw.toString('latin1'), context).not.toContain(sent.host);
  // Node's parser answers a method it does not know, whatever its size, with 400.
  if (!METHODS.includes(verb)) return expect(answer.status, context).toBe(400);
  if (size > HEAD_LIMIT + 1024) return expect(answer.status, context).toBe(431);
  if (answer.status === 431) return expect(size, context).toBeGreaterThan(HEAD_LIMIT - 1024);
  if (!decodable(target)) return expect(answer.status, context).toBe(400);
  for (const [name, value] of Object.entries(
    headersForPath(rules.headers, decodeURIComponent(new URL(`http://host${target}`).pathname)),
  )) {
    expect(answer.headers[name.toLowerCase()], `${name}: ${context}`).toBe(value);
  }
  if (verb !== 'GET' && verb !== 'HEAD') return expect(answer.status, context).toBe(405);

  if (without !== null) {
    // RFC 9110 13.2.2: on a file, a failed precondition is answered 412 before anything else.
    const file = [200, 206, 304, 416].includes(without.status);
    expect(answer.status, context).toBe(file && preconditionFails(sent, without) ? 412 : without.status);
  }
  const allowed = new Set([200, 404, 412]);
  if (sent['if-none-match'] !== undefined || sent['if-modified-since'] !== undefined) allowed.add(304);
  if (verb === 'GET' && sent.range !== undefined) allowed.add(206).add(416);
  expect(allowed, context).toContain(answer.status);
  if (answer.status === 412)
    expect([answer.headers['content-range'], answer.headers.etag], context).toEqual([undefined, undefined]);

  const encoding = answer.headers['content-encoding'];
  if (encoding !== undefined) expect(accepts(sent['accept-encoding'], encoding), context).toBe(true);
  if (answer.status === 206) {
    const [, start, end, total] = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(answer.headers['content-range'])) ?? [];
    expect(Number(start) <= Number(end) && Number(end) < Number(total), context).toBe(true);
    expect(answer.raw.length, context).toBe(Number(end) - Number(start) + 1);
  }
  if (answer.status === 416) expect(answer.headers['content-range'], context).toMatch(/^bytes \*\/\d+$/);
}

it(
  `answers ${RUNS} hostile requests each with a status it may get, and GET / with 200 after each`,
  async () => {
    await fc.assert(
      fc.asyncProperty(method, path, headers, async (verb, target, sent) => {
        const answer = await send({ port: build.port, path: target, method: verb, headers: sent, agent });
        const conditional = (verb === 'GET' || verb === 'HEAD') && PRECONDITIONS.some((name) => name in sent);
        const bare = Object.fromEntries(
          Object.entries(sent).filter(([name]) => !(PRECONDITIONS as readonly string[]).includes(name)),
        );
        const without = conditional
          ? await send({ port: build.port, path: target, method: verb, headers: bare, agent })
          : null;
        checkAnswer(target, verb, sent, answer, without);
        const landing = await send({ port: build.port, path: '/', agent });
        expect(landing.status).toBe(200);
      }),
      { numRuns: RUNS },
    );
  },
  TIMEOUT_MS,
);
