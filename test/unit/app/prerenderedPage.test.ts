// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  PRERENDERED_PAGE_ID,
  readPrerenderedPage,
  serializePrerenderedPage,
  type PrerenderedPage,
} from '../../../src/app/prerenderedPage';

const PREVIEW = {
  saleId: 'bayc',
  saleName: 'Bored Ape Character Pass',
  saleDescription: 'A free Character Pass',
  saleHeaderTitle: 'Character Pass',
  saleHeaderSubTitle: 'For Bored Ape holders',
  saleMedia: { aspectRatio: 16 / 9, directVideoUrl: '/media/default-sale.mp4', imageUrl: '/media/default-sale.svg' },
};

/** Puts a data block with `text` into the document, as a prerendered page carries it. */
function withBlock(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PRERENDERED_PAGE_ID;
  block.textContent = text;
  document.body.append(block);
}

const page = (overrides: Partial<PrerenderedPage> = {}) =>
  serializePrerenderedPage({ path: '/bayc', salePreview: PREVIEW, ...overrides });

afterEach(() => document.getElementById(PRERENDERED_PAGE_ID)?.remove());

describe('readPrerenderedPage', () => {
  it('reads back the page the build wrote for this path', () => {
    withBlock(page());
    expect(readPrerenderedPage(document, '/bayc')).toEqual({ path: '/bayc', salePreview: PREVIEW });
  });

  it('reads /index.html as the landing page written for /', () => {
    withBlock(page({ path: '/', salePreview: null }));
    expect(readPrerenderedPage(document, '/index.html')).toEqual({ path: '/', salePreview: null });
  });

  it('is null for a page rendered in the browser alone', () => {
    expect(readPrerenderedPage(document, '/bayc')).toBeNull();
  });

  it('is null for a page written for another path (a host that answers every path with one page)', () => {
    withBlock(page({ path: '/' }));
    expect(readPrerenderedPage(document, '/create')).toBeNull();
    expect(readPrerenderedPage(document, '/BAYC')).toBeNull();
  });

  it.each([
    ['not JSON', '{"path": "/bayc",'],
    ['not an object', '"/bayc"'],
    ['no path', JSON.stringify({ salePreview: null })],
    ['a preview without its name', page({ salePreview: { ...PREVIEW, saleName: 7 } as never })],
    [
      'a preview with an aspect ratio that is no number',
      JSON.stringify({ path: '/bayc', salePreview: { ...PREVIEW, saleMedia: { aspectRatio: 'wide' } } }),
    ],
    [
      'a preview with a video address that is no text',
      JSON.stringify({ path: '/bayc', salePreview: { ...PREVIEW, saleMedia: { aspectRatio: 1, vimeoUrl: 5 } } }),
    ],
  ])('is null for a malformed block: %s', (_, text) => {
    withBlock(text);
    expect(readPrerenderedPage(document, '/bayc')).toBeNull();
  });

  it('keeps only the fields of a preview', () => {
    withBlock(JSON.stringify({ path: '/bayc', salePreview: { ...PREVIEW, tokenContractAddress: '0xabc' } }));
    expect(readPrerenderedPage(document, '/bayc')?.salePreview).toEqual(PREVIEW);
  });
});

describe('serializePrerenderedPage', () => {
  it('writes JSON that no text of it can close the element with', () => {
    const text = serializePrerenderedPage({ path: '/bayc', salePreview: { ...PREVIEW, saleName: '</script><b>' } });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toMatchObject({ salePreview: { saleName: '</script><b>' } });
  });
});
