import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server, type Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { formatHeadersFile, formatRedirectsFile, type RedirectRule } from '../../../scripts/hosting/hostingFiles';
import { hostingRules } from '../../../scripts/hosting/hostingRules';
import { precompress } from '../../../scripts/hosting/precompress';
import { startHostingServer } from '../../../scripts/serve/hostingServer';
import { readConfig } from '../../../src/config/readConfig';
import { PRODUCTION_SERVICES } from '../../support/productionEnv';

/**
 * A small build for the production server's tests: the rules of a production configuration,
 * precompressed files, two prerendered pages, the shell and the 404 page.
 */

const page = (name: string) => `<!doctype html><title>${name}</title>${`<p>${name}</p>`.repeat(200)}`;
export const FILES: Record<string, string> = {
  'index.html': page('landing'),
  'about.html': page('about'),
  'shell.html': page('shell'),
  '404.html': page('not found'),
  'assets/app-a1b2c3.js': `export const app = ${JSON.stringify('0123456789'.repeat(400))};`,
  'media/poster.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};
export const rules = hostingRules(readConfig({ VITE_ENV: 'production', ...PRODUCTION_SERVICES }), {
  pages: ['/', '/about'],
  publicEntries: [{ name: 'media', directory: true }],
});

export interface SmallBuild {
  dir: string;
  server: Server;
  port: number;
  close(): Promise<void>;
}

export interface SmallBuildOptions {
  /** Closes connections idle this long (the server's own limit by default). */
  idleTimeoutMs?: number;
  /** Files of FILES left out. */
  omit?: readonly string[];
  /** Symbolic links to add, by name, each to the file it points at. */
  links?: Record<string, string>;
  /** The `_redirects` rules in place of the production ones. */
  redirects?: RedirectRule[];
}

/** Writes the build (plus `extra` files) into a new folder and serves it on a free port. */
export async function serveSmallBuild(
  extra: Record<string, string> = {},
  { idleTimeoutMs, omit = [], links = {}, redirects = rules.redirects }: SmallBuildOptions = {},
): Promise<SmallBuild> {
  const dir = mkdtempSync(join(tmpdir(), 'hosting-'));
  for (const [name, content] of Object.entries({ ...FILES, ...extra })) {
    if (omit.includes(name)) continue;
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  for (const [name, target] of Object.entries(links)) symlinkSync(target, join(dir, name));
  writeFileSync(join(dir, '_headers'), formatHeadersFile(rules.headers));
  writeFileSync(join(dir, '_redirects'), formatRedirectsFile(redirects));
  await precompress(dir);
  const server = await startHostingServer({
    dir,
    host: '127.0.0.1',
    port: 0,
    ...(idleTimeoutMs === undefined ? {} : { idleTimeoutMs }),
  });
  return {
    dir,
    server,
    port: (server.address() as AddressInfo).port,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent, before any Content-Encoding is undone. */
  raw: Buffer;
  /** The body with its Content-Encoding undone, as text. */
  body: string;
}

export interface RawRequest {
  port: number;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  agent?: Agent;
}

/** A raw request: the test decides Accept-Encoding and decodes the body itself. */
export function send({ port, path, method = 'GET', headers = {}, agent }: RawRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const partial = response.statusCode === 206;
        const body =
          partial || raw.length === 0
            ? raw
            : encoding === 'br'
              ? brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? gunzipSync(raw)
                : raw;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, raw, body: body.toString('utf8') });
      });
    });
    request.on('error', reject);
    request.end();
  });
}
