// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatHeadersFile, formatRedirectsFile, headersForPath } from '../../../scripts/hosting/hostingFiles';
import { hostingRules } from '../../../scripts/hosting/hostingRules';
import { precompress } from '../../../scripts/hosting/precompress';
import { startHostingServer } from '../../../scripts/serve/hostingServer';
import { readConfig } from '../../../src/config/readConfig';
import { PRODUCTION_SERVICES } from '../../support/productionEnv';

/**
 * The production server on a small build of its own: the rules of a production configuration,
 * precompressed files, two prerendered pages, the shell and the 404 page.
 */

const page = (name: string) => `<!doctype html><title>${name}</title>${`<p>${name}</p>`.repeat(200)}`;
const FILES: Record<string, string> = {
  'index.html': page('landing'),
  'about.html': page('about'),
  'shell.html': page('shell'),
  '404.html': page('not found'),
  'assets/app-a1b2c3.js': `export const app = ${JSON.stringify('x'.repeat(4000))};`,
  'media/poster.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};
const rules = hostingRules(readConfig({ VITE_ENV: 'production', ...PRODUCTION_SERVICES }), {
  pages: ['/', '/about'],
  publicEntries: [{ name: 'media', directory: true }],
});

let dir: string;
let server: Server;
let port: number;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A raw request: the test decides Accept-Encoding and decodes the body itself. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: body.toString('utf8') });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hosting-'));
  for (const [name, content] of Object.entries(FILES)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  writeFileSync(join(dir, '_headers'), formatHeadersFile(rules.headers));
  writeFileSync(join(dir, '_redirects'), formatRedirectsFile(rules.redirects));
  await precompress(dir);
  server = await startHostingServer({ dir, host: '127.0.0.1', port: 0 });
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

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
