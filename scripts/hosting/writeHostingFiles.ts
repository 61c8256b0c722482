import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../../src/config';
import { formatHeadersFile, formatRedirectsFile } from './hostingFiles.ts';
import { hostingRules, NOT_FOUND_PAGE, SHELL_PAGE } from './hostingRules.ts';
import { precompress } from './precompress.ts';
import { writeDeployId } from './deployId.ts';

/**
 * What a build folder needs to be served as it is meant to be (issue 26), written after its pages:
 * the 404 page, `_headers` and `_redirects`, the deploy's id (deployId.ts), and, for production, a brotli and a gzip copy of every
 * text file, so that no server compresses on the fly.
 */

/**
 * The 404 page: the shell, whose app sends an unknown path to / as the spec asks; without
 * JavaScript the visitor reads where to go instead.
 */
const NOT_FOUND_NOTICE =
  '<noscript><main><h1>Page not found</h1><p>There is no page at this address. <a href="/">Go to the home page</a>.</p></main></noscript>';

const EMPTY_ROOT = '<div id="root"></div>';

export async function writeHostingFiles({
  outDir,
  publicDir,
  config,
  pages,
}: {
  outDir: string;
  publicDir: string;
  config: AppConfig;
  pages: readonly string[];
}): Promise<void> {
  const shell = readFileSync(join(outDir, SHELL_PAGE), 'utf8');
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`${SHELL_PAGE} has no ${EMPTY_ROOT} to put the 404 notice after`);
  writeFileSync(join(outDir, NOT_FOUND_PAGE), shell.replace(EMPTY_ROOT, `${EMPTY_ROOT}${NOT_FOUND_NOTICE}`));
  const publicEntries = readdirSync(publicDir, { withFileTypes: true }).map((entry) => ({
    name: entry.name,
    directory: entry.isDirectory(),
  }));
  const rules = hostingRules(config, { pages, publicEntries });
  writeFileSync(join(outDir, '_headers'), formatHeadersFile(rules.headers));
  writeFileSync(join(outDir, '_redirects'), formatRedirectsFile(rules.redirects));
  // Last of what the site serves, so that its id covers every other file.
  writeDeployId(outDir);
  if (config.env === 'production') await precompress(outDir);
}
