// @vitest-environment node
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeServer } from '../../../scripts/serve/closeServer';
import { createHostingHandler, startHostingServer } from '../../../scripts/serve/hostingServer';
import { failRequest } from '../../../scripts/serve/plainAnswer';
import { FILES, send, serveSmallBuild, type SmallBuild } from './smallBuild';

/**
 * The production server (scripts/serve) at its edges: the short answers it gives in place of a
 * file, files of every kind a build may hold, and its own start and stop.
 */

const EXTRA = {
  'downloads/empty.txt': '',
  'downloads/data.unknownkind': 'of no known type',
  'downloads/archive.gz': 'an archive of its own',
  '.env': 'SECRET=1',
  '.hidden/note.txt': 'hidden',
};
const PLAIN = 'text/plain; charset=utf-8';

describe('the production server at its edges', () => {
  let build: SmallBuild;
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    send({ port: build.port, path, headers, method });

  beforeAll(async () => {
    build = await serveSmallBuild(EXTRA, { links: { 'downloads/link.txt': '../about.html' } });
  });
  afterAll(() => build.close());

  describe('answers in place of a file', () => {
    it('answers a method other than GET and HEAD with 405, the methods it takes, and a plain text', async () => {
      const answer = await get('/about', {}, 'DELETE');
      expect([answer.status, answer.headers.allow, answer.headers['content-type'], answer.body]).toEqual([
        405,
        'GET, HEAD',
        PLAIN,
        'Method not allowed',
      ]);
    });

    it('answers a target that is not a path, or does not decode, with 400', async () => {
      for (const path of ['/%zz', '*', 'x://host']) {
        const answer = await get(path);
        expect([answer.status, answer.headers['content-type'], answer.body], path).toEqual([400, PLAIN, 'Bad request']);
      }
    });

    it('takes a target in absolute form (a proxy sends it) as its path', async () => {
      const answer = await get('http://localhost/about');
      expect([answer.status, answer.body]).toEqual([200, FILES['about.html']]);
    });

    it('describes no file in a 412: no type, coding, range, validators or Vary of the file it did not send', async () => {
      const answer = await get('/', { 'accept-encoding': 'br', 'if-match': '"not-the-file"', range: 'bytes=0-9' });
      expect(answer.status).toBe(412);
      expect(answer.body).toBe('Precondition failed');
      expect(answer.headers['content-type']).toBe(PLAIN);
      const described = ['content-encoding', 'content-range', 'etag', 'last-modified', 'accept-ranges', 'vary'];
      expect(described.filter((name) => answer.headers[name] !== undefined)).toEqual([]);
    });

    it('sends a 304 without the type and coding of the body it does not send', async () => {
      const { headers } = await get('/', { 'accept-encoding': 'br' });
      const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': String(headers.etag) });
      expect(again.status).toBe(304);
      expect([again.headers['content-type'], again.headers['content-encoding']]).toEqual([undefined, undefined]);
    });

    it('sends a 416 without a coding: it has no body', async () => {
      const answer = await get('/', { 'accept-encoding': 'br', range: 'bytes=999999-' });
      expect([answer.status, answer.headers['content-encoding']]).toEqual([416, undefined]);
    });
  });

  describe('files of every kind', () => {
    it('names each file by its type, and one of no known type as bytes', async () => {
      const script = await get('/assets/app-a1b2c3.js');
      const data = await get('/downloads/data.unknownkind');
      expect([script.headers['content-type'], data.headers['content-type']]).toEqual([
        'text/javascript',
        'application/octet-stream',
      ]);
      expect([data.headers['accept-ranges'], data.headers.vary]).toEqual(['bytes', undefined]);
    });

    it('sends an empty file as an empty body', async () => {
      const answer = await get('/downloads/empty.txt');
      expect([answer.status, answer.headers['content-length'], answer.body]).toEqual([200, '0', '']);
    });

    it('serves a .gz file with no original beside it as the file it is', async () => {
      const answer = await get('/downloads/archive.gz', { 'accept-encoding': 'identity' });
      expect([answer.status, answer.headers['content-encoding'], answer.body]).toEqual([
        200,
        undefined,
        'an archive of its own',
      ]);
    });

    it('answers a page asked for with trailing slashes', async () => {
      for (const path of ['/about/', '/about//']) {
        const answer = await get(path);
        expect([answer.status, answer.body], path).toEqual([200, FILES['about.html']]);
      }
    });

    it('serves no dotfile, nothing in a dot folder, and no symbolic link', async () => {
      for (const path of ['/.env', '/.hidden/note.txt', '/downloads/link.txt']) {
        const answer = await get(path);
        expect([answer.status, answer.body], path).toEqual([404, FILES['404.html']]);
      }
    });
  });

  describe('a build without a 404 page, and with a 404 rule', () => {
    it('answers a path of a 404 rule with its file and 404, and an unknown path with a plain 404', async () => {
      const bare = await serveSmallBuild(
        {},
        {
          omit: ['404.html'],
          redirects: [{ from: '/gone/*', to: '/about.html', status: 404 }],
        },
      );
      try {
        const gone = await send({ port: bare.port, path: '/gone/page' });
        expect([gone.status, gone.body]).toEqual([404, FILES['about.html']]);
        const unknown = await send({ port: bare.port, path: '/no/such/page' });
        expect([unknown.status, unknown.headers['content-type'], unknown.body]).toEqual([404, PLAIN, 'Not found']);
      } finally {
        await bare.close();
      }
    });
  });

  describe('failures', () => {
    it('names the file it could not open in its log, and the 500 says only that it failed', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const removed = await serveSmallBuild({ 'assets/removed.js': 'gone' });
      try {
        const { rmSync } = await import('node:fs');
        rmSync(join(removed.dir, 'assets/removed.js'));
        // With a range, whose Content-Range the 500 must not keep.
        const answer = await send({ port: removed.port, path: '/assets/removed.js', headers: { range: 'bytes=0-1' } });
        expect([answer.status, answer.headers['content-type'], answer.body]).toEqual([
          500,
          PLAIN,
          'Internal server error',
        ]);
        expect(answer.headers['content-range']).toBeUndefined();
        expect(String(log.mock.calls[0]?.[0])).toContain(`serve: opening ${join(removed.dir, 'assets/removed.js')}`);
      } finally {
        await removed.close();
      }
    });

    it('answers 500 and names the request when answering it throws, and goes on', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const handler = createHostingHandler(build.dir);
      const headers = new Map<string, unknown>();
      const response = {
        headersSent: false,
        setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
        removeHeader: (name: string) => headers.delete(name.toLowerCase()),
        writeHead: vi.fn(() => response),
        end: vi.fn(),
      };
      const request = {
        url: '/about',
        method: 'GET',
        get headers(): never {
          throw new Error('broken request');
        },
      };
      handler(request as unknown as IncomingMessage, response as unknown as ServerResponse);
      expect(response.writeHead).toHaveBeenCalledWith(500, { 'Content-Type': PLAIN });
      expect(response.end).toHaveBeenCalledWith('Internal server error');
      expect(log).toHaveBeenCalledWith('serve: GET /about: broken request');
    });

    it('ends the connection when the answer has begun: a short body, never a wrong one', () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const response = { headersSent: true, destroy: vi.fn(), writeHead: vi.fn() };
      failRequest(response as unknown as ServerResponse, 'sending x', new Error('read failed'));
      expect(response.destroy).toHaveBeenCalledOnce();
      expect(response.writeHead).not.toHaveBeenCalled();
    });
  });

  describe('its own start and stop', () => {
    it('fails to start on a port in use, with the reason', async () => {
      await expect(startHostingServer({ dir: build.dir, host: '127.0.0.1', port: build.port })).rejects.toThrow(
        /EADDRINUSE/,
      );
    });

    it('logs an error of its listening socket once started, and keeps running', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      build.server.emit('error', new Error('socket trouble'));
      expect(log).toHaveBeenCalledWith('serve: socket trouble');
      expect((await get('/')).status).toBe(200);
    });

    it('stops at once, closing the connections a client keeps open', async () => {
      const server = createServer((_request, response) => response.end('ok'));
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      const { port } = server.address() as { port: number };
      const client = connect(port, '127.0.0.1');
      client.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
      await once(client, 'data');
      const closed = once(client, 'close');
      await closeServer(server);
      await closed;
      expect(server.listening).toBe(false);
    });
  });
});
