// @vitest-environment node
import { mkdirSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { headersForPath } from '../../../scripts/hosting/hostingFiles';
import { FILES, rules, send, serveSmallBuild, type SmallBuild } from './smallBuild';

/** The production server (scripts/serve) on a small build of its own. */

const REMOVED = 'assets/removed-9f8e7d.js';
const REPLACED = 'assets/replaced-1a2b3c.js';
const ASSET = FILES['assets/app-a1b2c3.js']!;

let build: SmallBuild;
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  send({ port: build.port, path, headers, method });

describe('the production server on a small build of its own', () => {
  beforeAll(async () => {
    build = await serveSmallBuild({ [REMOVED]: 'gone', [REPLACED]: 'x'.repeat(10) });
  });

  afterAll(() => build.close());

  describe('the production server', () => {
    it('serves the precompressed copy the browser accepts, and the file itself to one that accepts none', async () => {
      const brotli = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
      const gzip = await get('/', { 'accept-encoding': 'gzip' });
      const identity = await get('/');
      expect([
        brotli.headers['content-encoding'],
        gzip.headers['content-encoding'],
        identity.headers['content-encoding'],
      ]).toEqual(['br', 'gzip', undefined]);
      expect(new Set([brotli.body, gzip.body, identity.body])).toEqual(new Set([FILES['index.html']]));
      expect(brotli.headers.vary).toBe('Accept-Encoding');
    });

    it('answers a page with its prerendered file, a browser-only route with the shell, both revalidated', async () => {
      const about = await get('/about');
      expect([about.status, about.body]).toEqual([200, FILES['about.html']]);
      const creator = await get('/create/0xabc/7?template=comic');
      expect([creator.status, creator.body]).toEqual([200, FILES['shell.html']]);
      expect([about.headers['cache-control'], creator.headers['cache-control']]).toEqual(['no-cache', 'no-cache']);
    });

    it('answers an unknown path with status 404 and the 404 page, a HEAD with no body', async () => {
      const missing = await get('/no/such/page', { 'accept-encoding': 'br' });
      expect([missing.status, missing.body]).toEqual([404, FILES['404.html']]);
      expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
      const head = await get('/no/such/page', {}, 'HEAD');
      expect([head.status, head.body]).toEqual([404, '']);
    });

    it('keeps hashed assets for a year, and answers a revalidation with 304', async () => {
      const asset = await get('/assets/app-a1b2c3.js');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const landing = await get('/');
      const again = await get('/', { 'if-none-match': String(landing.headers.etag) });
      expect(again.status).toBe(304);
    });

    it('does not serve its rule files, nor anything but GET and HEAD', async () => {
      expect((await get('/_headers')).status).toBe(404);
      expect((await get('/_redirects')).status).toBe(404);
      const post = await get('/about', {}, 'POST');
      expect([post.status, post.headers.allow]).toEqual([405, 'GET, HEAD']);
    });

    it('sends on a path of every header rule exactly the headers the rules give it', async () => {
      for (const rule of rules.headers) {
        const path = rule.path.replace(/\*$/, 'poster.svg').replace(/:[^/]+/g, 'x');
        const { headers } = await get(path);
        for (const [name, value] of Object.entries(headersForPath(rules.headers, path))) {
          expect(headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
        }
      }
    });
  });

  describe('the production server and byte ranges (RFC 9110 section 14)', () => {
    const asset = (range: string, headers: Record<string, string> = {}) =>
      get('/assets/app-a1b2c3.js', { range, ...headers });

    it('answers a range whose end is before its start with the whole file, and goes on serving', async () => {
      const inverted = await asset('bytes=5-2');
      expect([inverted.status, inverted.body, inverted.headers['content-range']]).toEqual([200, ASSET, undefined]);
      expect((await get('/')).status).toBe(200);
    });

    it('gives the last bytes for a suffix range, and the rest of the file for an open one', async () => {
      const last = await asset('bytes=-1');
      expect([last.status, last.body, last.headers['content-range']]).toEqual([
        206,
        ASSET.slice(-1),
        `bytes ${ASSET.length - 1}-${ASSET.length - 1}/${ASSET.length}`,
      ]);
      const rest = await asset('bytes=10-');
      expect([rest.status, rest.body, rest.headers['content-length']]).toEqual([
        206,
        ASSET.slice(10),
        String(ASSET.length - 10),
      ]);
    });

    it('coalesces ranges that touch, and answers ranges apart with the whole file', async () => {
      const touching = await asset('bytes=0-0,1-1');
      expect([touching.status, touching.body, touching.headers['content-range']]).toEqual([
        206,
        ASSET.slice(0, 2),
        `bytes 0-1/${ASSET.length}`,
      ]);
      const apart = await asset('bytes=0-0,5-5');
      expect([apart.status, apart.body]).toEqual([200, ASSET]);
    });

    it('answers a range past the end with 416 and the size', async () => {
      const past = await asset(`bytes=${ASSET.length}-`);
      expect([past.status, past.headers['content-range'], past.body]).toEqual([416, `bytes */${ASSET.length}`, '']);
    });

    it('sends a part only while If-Range names the current file, and never to a HEAD', async () => {
      const { headers } = await get('/assets/app-a1b2c3.js');
      const current = await asset('bytes=0-3', { 'if-range': String(headers.etag) });
      const stale = await asset('bytes=0-3', { 'if-range': '"an-older-one"' });
      expect([current.status, stale.status, stale.body]).toEqual([206, 200, ASSET]);
      const head = await get('/assets/app-a1b2c3.js', { range: 'bytes=0-3' }, 'HEAD');
      expect([head.status, head.headers['content-length']]).toEqual([200, String(ASSET.length)]);
    });
  });

  describe('the production server and the preconditions of RFC 9110 (13.1.1, 13.1.4, 13.2.2)', () => {
    const asset = (headers: Record<string, string>) => get('/assets/app-a1b2c3.js', headers);
    let current: { etag: string; lastModified: Date };
    beforeAll(async () => {
      const { headers } = await get('/assets/app-a1b2c3.js');
      current = { etag: String(headers.etag), lastModified: new Date(String(headers['last-modified'])) };
    });
    const before = () => new Date(current.lastModified.getTime() - 1_000).toUTCString();
    const statuses = async (requests: Record<string, string>[]) =>
      Promise.all(requests.map(async (headers) => (await asset(headers)).status));

    it('answers If-Match with the file while it names the current one, else 412, with or without a Range', async () => {
      expect(
        await statuses([
          { 'if-match': current.etag },
          { 'if-match': `"an-older-one", ${current.etag}` },
          { 'if-match': '*' },
          { 'if-match': current.etag, range: 'bytes=0-3' },
        ]),
      ).toEqual([200, 200, 200, 206]);
      const stale = await asset({ 'if-match': '"an-older-one"', range: 'bytes=0-3' });
      expect([stale.status, stale.headers['content-range'], stale.headers.etag]).toEqual([412, undefined, undefined]);
      // The strong comparison: a weak tag never matches, even the file's own.
      expect(await statuses([{ 'if-match': `W/${current.etag}` }, { 'if-match': '"a,b"' }])).toEqual([412, 412]);
    });

    it('answers If-Unmodified-Since with the file unless it changed after that date, with or without a Range', async () => {
      const at = current.lastModified.toUTCString();
      expect(
        await statuses([
          { 'if-unmodified-since': at },
          { 'if-unmodified-since': at, range: 'bytes=0-3' },
          { 'if-unmodified-since': before() },
          { 'if-unmodified-since': before(), range: 'bytes=0-3' },
          { 'if-unmodified-since': 'not a date' },
        ]),
      ).toEqual([200, 206, 412, 412, 200]);
    });

    it('evaluates If-Match, then If-Unmodified-Since only without it, before If-None-Match and If-Range', async () => {
      expect(
        await statuses([
          // If-Match holds: If-Unmodified-Since is not evaluated (13.1.4).
          { 'if-match': current.etag, 'if-unmodified-since': before() },
          // A failed precondition comes before a revalidation that would be 304.
          { 'if-match': '"an-older-one"', 'if-none-match': current.etag },
          { 'if-unmodified-since': before(), 'if-modified-since': current.lastModified.toUTCString() },
          // And before If-Range.
          { 'if-match': '"an-older-one"', 'if-range': current.etag, range: 'bytes=0-3' },
          // Both hold: the revalidation answers.
          { 'if-match': current.etag, 'if-none-match': current.etag },
        ]),
      ).toEqual([200, 412, 412, 412, 304]);
    });
  });

  describe('the production server and idle connections', () => {
    it('closes a connection whose client stops reading its answer, and goes on serving', async () => {
      // Bigger than the socket buffers on both sides, so the server's writes stall; a video, which
      // the build does not precompress.
      // A client gone is no news: nothing is logged.
      const log = vi.spyOn(console, 'error');
      const big = await serveSmallBuild({ 'media/big.mp4': 'x'.repeat(64 * 1024 * 1024) }, { idleTimeoutMs: 300 });
      try {
        const closedByServer = new Promise<void>((resolve) =>
          big.server.once('connection', (serverSide: Socket) => serverSide.once('close', () => resolve())),
        );
        const client = connect(big.port, '127.0.0.1');
        client.write('GET /media/big.mp4 HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: identity\r\n\r\n');
        // The client reads nothing at all (so it does not see the server's close either).
        client.pause();
        await closedByServer;
        client.destroy();
        const open = await new Promise<number>((resolve, reject) =>
          big.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
        );
        expect(log).not.toHaveBeenCalled();
        expect(open).toBe(0);
        expect((await send({ port: big.port, path: '/' })).status).toBe(200);
      } finally {
        await big.close();
      }
    });
  });

  describe('the production server and content codings', () => {
    it('never sends a precompressed copy to a client that does not accept it', async () => {
      const identity = await get('/', { 'accept-encoding': 'identity' });
      const refused = await get('/', { 'accept-encoding': 'br;q=0, gzip' });
      expect([identity.headers['content-encoding'], refused.headers['content-encoding']]).toEqual([undefined, 'gzip']);
    });

    it('does not serve a precompressed copy at its own address', async () => {
      for (const path of ['/index.html.br', '/index.html.gz', '/assets/app-a1b2c3.js.br']) {
        const answer = await get(path, { 'accept-encoding': 'identity' });
        expect([answer.status, answer.headers['content-encoding'], answer.body], path).toEqual([
          404,
          undefined,
          FILES['404.html'],
        ]);
      }
    });
  });

  describe('the production server after a failed read', () => {
    it('answers a file gone from the disk with 500, and a file turned into a folder by ending the connection', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      rmSync(join(build.dir, REMOVED));
      expect((await get(`/${REMOVED}`)).status).toBe(500);
      // A HEAD reads no file: it is answered from what the server knows of the build.
      const head = await get(`/${REMOVED}`, {}, 'HEAD');
      expect([head.status, head.headers['content-length'], head.body]).toEqual([200, String('gone'.length), '']);
      rmSync(join(build.dir, REPLACED));
      mkdirSync(join(build.dir, REPLACED));
      await expect(get(`/${REPLACED}`)).rejects.toThrow();
      expect(log.mock.calls.map(([line]) => String(line).split(':')[0])).toEqual(['serve', 'serve']);
      expect((await get('/')).status).toBe(200);
    });
  });
});
