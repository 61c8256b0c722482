import { PRERENDERED_PAGE_ID, serializePrerenderedPage, type PrerenderedPage } from '../app/prerenderedPage';
import { PAGE_CHUNKS_ID, serializePageChunks } from '../boot/pageChunks';
import { escapeHtml, headTags, type PageHead } from './pageHead';

/** One prerendered page: the built index.html with the page's head, styles, markup and data. */
export interface PageDocumentParts {
  head: PageHead;
  /** The page's largest image (its LCP), fetched with the document rather than after the scripts. */
  preloadImage: string | null;
  /** The addresses of the script chunks the page needs to come alive, for the boot to preload (src/boot/pageChunks.ts). */
  chunks: readonly string[];
  styleTags: string;
  html: string;
  page: PrerenderedPage;
}

const ROOT = '<div id="root"></div>';

/** Replaces the one `pattern` in `template`; the build fails when the template has changed shape. */
function replaceOnce(template: string, pattern: RegExp, replacement: string): string {
  const matches = template.match(new RegExp(pattern.source, 'g'));
  if (matches?.length !== 1)
    throw new Error(`index.html: expected one ${pattern.source}, found ${matches?.length ?? 0}`);
  return template.replace(pattern, () => replacement);
}

/**
 * The document of a prerendered page: `template` (the built index.html, which loads the app's
 * scripts) with the page's title, description and share card in place of the site's, its styles
 * and image preload in the head, its markup in the root element and its data blocks after it (what
 * its hydration reads, and the chunks the boot preloads).
 */
export function pageDocument(template: string, parts: PageDocumentParts): string {
  let document = replaceOnce(template, /\s*<meta name="description"[^>]*>/, '');
  document = replaceOnce(document, /<title>[^<]*<\/title>/, headTags(parts.head));
  const preload = parts.preloadImage
    ? `<link rel="preload" as="image" href="${escapeHtml(parts.preloadImage)}" fetchpriority="high" />\n    `
    : '';
  document = replaceOnce(document, /<\/head>/, `  ${preload}${parts.styleTags}\n  </head>`);
  const data = [
    `<script type="application/json" id="${PRERENDERED_PAGE_ID}">${serializePrerenderedPage(parts.page)}</script>`,
    `<script type="application/json" id="${PAGE_CHUNKS_ID}">${serializePageChunks(parts.chunks)}</script>`,
  ].join('\n    ');
  return replaceOnce(document, new RegExp(ROOT), `<div id="root">${parts.html}</div>\n    ${data}`);
}
