import { describe, expect, it } from 'vitest';
import { parseSalePreview, salePreviewOf } from '../../../src/domain/sale/salePreview';
import type { SalePreview } from '../../../src/domain/sale/salePreview';
import { makeSale } from './saleFixtures';

const sale = makeSale({
  saleId: 'FezLove',
  saleName: 'Fez Love',
  saleDescription: 'A story pass',
  saleHeaderTitle: 'Mint',
  saleHeaderSubTitle: 'Gas only',
  tokenContractAddress: '0x8ba1f109551bd432803012645ac136ddd64dba72',
  saleMedia: {
    aspectRatio: 1.5,
    directVideoUrl: '/media/fez.mp4',
    vimeoUrl: 'https://vimeo.com/1',
    imageUrl: '/media/fez.png',
    sharePreviewVimeoUrl: 'https://vimeo.com/2',
    twitterCopy: { text: 'Minted!' },
  },
});

const preview: SalePreview = {
  saleId: 'FezLove',
  saleName: 'Fez Love',
  saleDescription: 'A story pass',
  saleHeaderTitle: 'Mint',
  saleHeaderSubTitle: 'Gas only',
  saleMedia: {
    aspectRatio: 1.5,
    directVideoUrl: '/media/fez.mp4',
    vimeoUrl: 'https://vimeo.com/1',
    imageUrl: '/media/fez.png',
  },
};

/** The preview with its media replaced by `media`. */
const withMedia = (media: unknown) => ({ ...preview, saleMedia: media });

describe('salePreviewOf', () => {
  it("keeps only the header's texts and media (spec section 2)", () => {
    expect(salePreviewOf(sale)).toStrictEqual(preview);
  });

  it('leaves out the media a sale does not have, rather than writing them as undefined', () => {
    expect(salePreviewOf(makeSale({ saleMedia: { aspectRatio: 2 } })).saleMedia).toStrictEqual({ aspectRatio: 2 });
    expect(
      salePreviewOf(makeSale({ saleMedia: { aspectRatio: 2, vimeoUrl: 'https://vimeo.com/1' } })).saleMedia,
    ).toStrictEqual({
      aspectRatio: 2,
      vimeoUrl: 'https://vimeo.com/1',
    });
  });
});

describe('parseSalePreview', () => {
  it('reads back a written preview, through JSON too', () => {
    expect(parseSalePreview(preview)).toStrictEqual(preview);
    expect(parseSalePreview(JSON.parse(JSON.stringify(salePreviewOf(sale))))).toStrictEqual(preview);
  });

  it('reads a preview without any optional media, and drops properties it does not know', () => {
    const minimal = { ...preview, saleMedia: { aspectRatio: 1 } };
    expect(parseSalePreview({ ...minimal, tokenType: 'bayc' })).toStrictEqual(minimal);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'FezLove'],
    ['a number', 3],
  ])('is null for %s', (_, value) => {
    expect(parseSalePreview(value)).toBeNull();
  });

  it.each(['saleId', 'saleName', 'saleDescription', 'saleHeaderTitle', 'saleHeaderSubTitle'])(
    'is null when %s is missing or not a text',
    (field) => {
      expect(parseSalePreview({ ...preview, [field]: undefined })).toBeNull();
      expect(parseSalePreview({ ...preview, [field]: 3 })).toBeNull();
    },
  );

  it.each([
    ['missing', undefined],
    ['null', null],
    ['a text', '/media/fez.mp4'],
    ['without an aspect ratio', { imageUrl: '/media/fez.png' }],
    ['with a text aspect ratio', { aspectRatio: '1.5' }],
    ['with an infinite aspect ratio', { aspectRatio: Number.POSITIVE_INFINITY }],
    ['with a NaN aspect ratio', { aspectRatio: Number.NaN }],
  ])('is null when the media are %s', (_, media) => {
    expect(parseSalePreview(withMedia(media))).toBeNull();
  });

  it.each(['directVideoUrl', 'vimeoUrl', 'imageUrl'])('is null when the %s is there but not a text', (field) => {
    expect(parseSalePreview(withMedia({ ...preview.saleMedia, [field]: 3 }))).toBeNull();
    expect(parseSalePreview(withMedia({ ...preview.saleMedia, [field]: null }))).toBeNull();
  });
});
