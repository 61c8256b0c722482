// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMMUNITY_GUIDELINES } from '../../../src/content/communityGuidelines';
import { FOUNDERS } from '../../../src/content/founders';
import { LEGAL_DOCUMENTS } from '../../../src/content/legal';
import type { LegalDocument } from '../../../src/content/legal/legal.types';
import { LEGAL_PAGES } from '../../../src/content/legalPages';
import { SUPPORT_EMAIL } from '../../../src/content/support';
import { SALE_TERMS_LINKS } from '../../../src/views/mint/SaleHeader';

/**
 * The legal pages' texts (spec section 2): one per route, substantial, plain text, the earlier
 * versions pointing at the one in force; and kept out of the start-up bundle.
 */

const PATHS = LEGAL_PAGES.map((page) => page.path);
const DATED = /-(\d{4}-\d{2}-\d{2})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Every string in a value, however deep. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

const textOf = (document: LegalDocument) =>
  document.sections.flatMap((section) => [...(section.paragraphs ?? []), ...(section.items ?? [])]).join('\n');

const documents = PATHS.map((path) => [path, LEGAL_DOCUMENTS[path]] as const);

describe('the legal texts', () => {
  it('are there for exactly the legal routes', () => {
    expect(Object.keys(LEGAL_DOCUMENTS).sort()).toEqual([...PATHS].sort());
  });

  it.each(documents)('%s has 4 to 10 sections, each titled once and with text', (_path, document) => {
    expect(document.sections.length).toBeGreaterThanOrEqual(4);
    expect(document.sections.length).toBeLessThanOrEqual(10);
    const headings = document.sections.map((section) => section.heading);
    expect(new Set(headings).size).toBe(headings.length);
    for (const section of document.sections) {
      expect(section.heading.trim()).not.toBe('');
      const blocks = [...(section.paragraphs ?? []), ...(section.items ?? [])];
      expect(blocks.length, section.heading).toBeGreaterThan(0);
      for (const block of blocks) expect(block.trim().length, section.heading).toBeGreaterThan(20);
    }
    expect(textOf(document).length).toBeGreaterThan(800);
  });

  it.each(documents)('%s tells how to reach us', (_path, document) => {
    expect(textOf(document)).toContain(SUPPORT_EMAIL);
  });

  it.each(documents.filter(([path]) => DATED.test(path)))(
    '%s is an earlier version: effective on its date, superseded by a page in force',
    (path, document) => {
      expect(document).toMatchObject({ effective: DATED.exec(path)?.[1] });
      const current = 'supersededBy' in document ? document.supersededBy : undefined;
      expect(PATHS).toContain(current);
      expect(current).not.toMatch(DATED);
      expect(LEGAL_DOCUMENTS[current as keyof typeof LEGAL_DOCUMENTS]).toHaveProperty('updated');
    },
  );

  it.each(documents.filter(([path]) => !DATED.test(path)))('%s is in force, with a valid date', (_path, document) => {
    expect(document).not.toHaveProperty('supersededBy');
    const updated = 'updated' in document ? document.updated : '';
    expect(updated).toMatch(ISO_DATE);
    expect(Number.isNaN(Date.parse(updated))).toBe(false);
    // The first sale sold out in April 2022: the current texts are later than the first ones.
    expect(updated > '2022-04-20').toBe(true);
  });

  it('link only to pages of this site that exist', () => {
    const targets = Object.values(LEGAL_DOCUMENTS).flatMap((document) =>
      document.sections.flatMap((section) => (section.seeAlso ?? []).map((link) => link.path)),
    );
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) expect([...PATHS, '/community']).toContain(target);
  });

  it.each([
    ['/tos', [/irreversible|cannot be cancelled, reversed/i, /gas/i, /Founders Pass/, /Character Pass/, /plot/i]],
    ['/tos', [/Community Guidelines/, /creator app/i, /recovery phrase/i]],
    ['/collectiblegiveaways', [/no purchase is necessary/i, /captcha/i, /follow/i, /at random/i]],
    ['/collectiblegiveaways', [/each wallet and each social account can enter a giveaway once/i]],
    ['/characterpassterms', [/free/i, /gas/i, /cold wallet/i, /hot wallet/i, /5 minutes/]],
    ['/cookies', [/local storage/i, /session storage/i, /wallet/i, /5 minutes/, /social-login credentials/i]],
    ['/privacy', [/unsubscribe/i, /marketing/i, /analytics|usage events/i, /blockchain/i]],
    ['/privacy-ca', [/California/, /do not sell/i, /right to delete/i, /right to correct/i]],
    ['/copyright', [/designated agent/i, /counter-notice/i, /penalty of perjury/i, /repeat/i]],
    ['/founderspassterms', [/April 2022/, /early access/i, /airdrops/i, /whitelist/i]],
  ] as const)('%s covers what the product needs', (path, patterns) => {
    const text = textOf(LEGAL_DOCUMENTS[path]);
    for (const pattern of patterns) expect(text).toMatch(pattern);
  });
});

describe('the site copy is plain text', () => {
  const TAG = /<\/?[a-z][^>]*>|&[a-z]+;/i;

  it.each([
    ['legal pages', LEGAL_DOCUMENTS],
    ['community guidelines', COMMUNITY_GUIDELINES],
    ['founders', FOUNDERS],
  ])('%s contain no markup', (_name, copy) => {
    const strings = stringsOf(copy);
    expect(strings.length).toBeGreaterThanOrEqual(8);
    for (const text of strings) expect(text).not.toMatch(TAG);
  });
});

describe('the legal texts stay out of the start-up bundle', () => {
  const src = fileURLToPath(new URL('../../../src', import.meta.url));
  const legalFolder = join(src, 'content', 'legal');

  function sourceFiles(folder: string): string[] {
    return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? sourceFiles(join(folder, entry.name))
        : /\.tsx?$/.test(entry.name)
          ? [join(folder, entry.name)]
          : [],
    );
  }

  /** Relative module specifiers a file imports, statically or dynamically, resolved to paths. */
  function importsOf(file: string): string[] {
    const code = readFileSync(file, 'utf8');
    return [...code.matchAll(/(?:from|import\()\s*'(\.[^']*)'/g)].map(([, specifier]) =>
      resolve(dirname(file), specifier as string),
    );
  }

  it('only the lazily loaded legal page imports them', () => {
    const importers = sourceFiles(src)
      .filter((file) => !file.startsWith(legalFolder))
      .filter((file) =>
        importsOf(file).some((target) => target === legalFolder || target.startsWith(`${legalFolder}/`)),
      )
      .map((file) => relative(src, file));
    expect(importers).toEqual([join('views', 'pages', 'LegalPage.tsx')]);
  });

  it('the route list imports nothing', () => {
    expect(importsOf(join(src, 'content', 'legalPages.ts'))).toEqual([]);
  });
});

describe("the mint page's terms links", () => {
  it('name three legal pages by their own titles', () => {
    for (const link of SALE_TERMS_LINKS) {
      expect(LEGAL_PAGES.find((page) => page.path === link.path)?.title).toBe(link.title);
    }
  });
});
