/**
 * Prerendering (issue 24): after the client build, every route with content of its own is written
 * as an HTML file that carries the rendered page (header, content, footer), its styles, its head
 * (title, description, canonical address, share card) and the data its hydration needs.
 *
 * How: React's own static renderer (react-dom/static) inside Vite. The plugin builds
 * src/prerender/entry.ts for Node with the same mode and environment as the client build, imports
 * it, and writes one file per route into the client's output folder; the untouched index.html is
 * kept as shell.html for the routes the browser renders alone. No SSG framework: the app's router
 * (wouter) and its root actor need nothing more, and none of the Vite SSG plugins for React 19
 * works with wouter without a second route table.
 *
 * Then the files that say how the build is served (scripts/hosting): the 404 page, `_headers`,
 * `_redirects` and, for production, precompressed copies. The preview server (`vite preview`)
 * answers a route with its file and every other page path with shell.html; the production server
 * (scripts/serve) applies the hosting files.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type * as PrerenderEntryModule from '../../src/prerender/entry';
import { SHELL_PAGE } from '../hosting/hostingRules.ts';
import { writeHostingFiles } from '../hosting/writeHostingFiles.ts';
import { chunkGraph, type ChunkGraph } from './pageChunks.ts';

type PrerenderEntry = typeof PrerenderEntryModule;

const ENTRY = 'src/prerender/entry.ts';

export function prerenderPlugin(projectRoot: string): Plugin {
  let config: ResolvedConfig;
  let chunks: ChunkGraph | null = null;
  return {
    name: 'prerender',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_, bundle) {
      chunks = chunkGraph(bundle, config.root);
    },
    // Runs once the client build has written its files (index.html among them).
    async closeBundle() {
      // Only the app's own build: not the flow harness (another root) nor a server build.
      if (config.command !== 'build' || config.build.ssr || resolve(config.root) !== resolve(projectRoot)) return;
      const outDir = resolve(config.root, config.build.outDir);
      const started = Date.now();
      // Inside the project, so that Node resolves the external packages from its node_modules.
      const serverDir = join(projectRoot, 'node_modules', '.cache', 'prerender', String(process.pid));
      try {
        if (!chunks) throw new Error('the client build wrote no bundle to prerender with');
        const entry = await buildEntry(config, projectRoot, serverDir);
        const pages = await writePages(entry, outDir, config.publicDir, (modules) =>
          chunks!.chunksFor(modules).map((file) => `${config.base}${file}`),
        );
        config.logger.info(`prerendered ${pages.length} pages in ${Date.now() - started} ms`);
        // The hosting files name the pages written here, so they come after them.
        await writeHostingFiles({ outDir, publicDir: config.publicDir, config: entry.getConfig(), pages });
      } finally {
        // The pages are written: the server code is no part of the build's output.
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      // Before Vite's own: a page path without a file of its own gets the shell, not index.html.
      server.middlewares.use((request, _response, next) => {
        const accepts = request.headers.accept ?? '';
        if ((request.method !== 'GET' && request.method !== 'HEAD') || !accepts.includes('text/html')) return next();
        const url = new URL(request.url ?? '/', 'http://preview');
        const path = decodeURIComponentOrNull(url.pathname);
        if (path === null || path === '/' || extname(path) !== '') return next();
        const own = [`${path}.html`, join(path, 'index.html')].some((file) => existsSync(join(outDir, file)));
        if (!own && existsSync(join(outDir, SHELL_PAGE))) request.url = `${SHELL_PAGE}${url.search}`;
        next();
      });
    },
  };
}

function decodeURIComponentOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * Builds the prerender entry for Node into `outDir` (React and the other packages stay external)
 * and imports it; its lazily loaded parts are imported from there while the pages render.
 */
async function buildEntry(config: ResolvedConfig, projectRoot: string, outDir: string): Promise<PrerenderEntry> {
  await build({
    configFile: false,
    root: projectRoot,
    mode: config.mode,
    envDir: config.envDir,
    // The same constants as the client build (its validated configuration among them).
    define: config.define,
    logLevel: 'warn',
    plugins: [react({ jsxImportSource: '@emotion/react' })],
    build: {
      ssr: ENTRY,
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      sourcemap: false,
      rolldownOptions: { output: { entryFileNames: 'entry.js' } },
    },
  });
  return (await import(pathToFileURL(join(outDir, 'entry.js')).href)) as PrerenderEntry;
}

/** The data set at `url`: a path is a file of the public folder (copied into the build); else fetched. */
async function readDataSet(url: string, publicDir: string): Promise<unknown> {
  if (url.startsWith('/')) return JSON.parse(readFileSync(join(publicDir, url), 'utf8')) as unknown;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the sale data set at ${url} answered ${response.status}`);
  return response.json();
}

/**
 * Writes the page of every route and the shell; returns the routes' paths. `chunksOf`: the
 * addresses of the chunks a page needs, given the lazily loaded parts it rendered.
 */
async function writePages(
  entry: PrerenderEntry,
  outDir: string,
  publicDir: string,
  chunksOf: (parts: readonly string[]) => string[],
): Promise<string[]> {
  const config = entry.getConfig();
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  writeFileSync(join(outDir, SHELL_PAGE), template);
  const sales = await entry.salesForBuild((url) => readDataSet(url, publicDir));
  const routes = entry.prerenderRoutes(config, sales);
  for (const route of routes) {
    const page = { path: route.path, salePreview: route.salePreview };
    const { html, styleTags, parts } = await entry.renderPage(config, page);
    const document = entry.pageDocument(template, {
      head: route.head,
      preloadImage: route.preloadImage,
      chunks: chunksOf(parts),
      styleTags,
      html,
      page,
    });
    const file = join(outDir, entry.fileOfRoute(route.path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, document);
  }
  return routes.map((route) => route.path);
}
