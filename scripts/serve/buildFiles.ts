import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { ContentCoding } from './contentCoding';

/**
 * The files of a build that the site serves, read once when the server starts (a build does
 * not change under a running server; restart it after a new build). A request is answered only
 * from this table, so no part of a URL ever reaches the file system: traversal, NUL bytes and
 * over-long names simply find no entry.
 *
 * Left out of the site: the rule files (`_headers`, `_redirects`), dotfiles, and the `.br` and
 * `.gz` copies that stand beside their file (those are served as that file's encodings).
 */

export interface StoredFile {
  path: string;
  size: number;
  /** A strong validator: a digest of the bytes, so that `If-Range` may use it. */
  etag: string;
  lastModified: string;
}

export interface SiteFile {
  identity: StoredFile;
  encoded: ReadonlyMap<ContentCoding, StoredFile>;
}

const RULE_FILES = new Set(['_headers', '_redirects']);
const COPIES: readonly [ContentCoding, string][] = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesBelow(path);
    return entry.isFile() ? [path] : [];
  });
}

function stored(path: string): StoredFile {
  const { size, mtime } = statSync(path);
  const digest = createHash('sha256').update(readFileSync(path)).digest('base64url').slice(0, 22);
  return { path, size, etag: `"${digest}"`, lastModified: mtime.toUTCString() };
}

/** The site's files by URL path (`/assets/app.js`), each with its precompressed copies. */
export function readBuildFiles(dir: string): ReadonlyMap<string, SiteFile> {
  const all = new Set(filesBelow(dir));
  const isCopy = (file: string) =>
    COPIES.some(([, suffix]) => file.endsWith(suffix) && all.has(file.slice(0, -suffix.length)));
  const table = new Map<string, SiteFile>();
  for (const file of all) {
    const urlPath = `/${relative(dir, file).split(sep).join('/')}`;
    if (RULE_FILES.has(urlPath.slice(1)) || isCopy(file)) continue;
    const encoded = new Map<ContentCoding, StoredFile>();
    for (const [coding, suffix] of COPIES) if (all.has(file + suffix)) encoded.set(coding, stored(file + suffix));
    table.set(urlPath, { identity: stored(file), encoded });
  }
  return table;
}

/** The entry for a request path: the file, else `{path}.html`, else `{path}/index.html`. */
export function findSiteFile(table: ReadonlyMap<string, SiteFile>, path: string): SiteFile | undefined {
  const base = path.replace(/\/+$/, '');
  return table.get(path) ?? table.get(`${base}.html`) ?? table.get(`${base}/index.html`);
}
