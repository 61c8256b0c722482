import { describe, expect, it } from 'vitest';
import { DEFAULT_SALE_MEDIA, saleMediaWithFallback } from '../../../src/domain/sale/saleMedia';

describe('saleMediaWithFallback', () => {
  it('fills in the default video and poster when a sale has no video', () => {
    expect(saleMediaWithFallback({ aspectRatio: 1 })).toEqual({
      aspectRatio: 1,
      directVideoUrl: DEFAULT_SALE_MEDIA.directVideoUrl,
      imageUrl: DEFAULT_SALE_MEDIA.imageUrl,
    });
  });

  it("keeps a sale's own poster with the default video", () => {
    expect(saleMediaWithFallback({ aspectRatio: 1, imageUrl: '/own.png' }).imageUrl).toBe('/own.png');
  });

  it('gives a fresh copy of the default media when there is none', () => {
    const media = saleMediaWithFallback(undefined);
    expect(media).toEqual(DEFAULT_SALE_MEDIA);
    expect(media).not.toBe(DEFAULT_SALE_MEDIA);
    expect(saleMediaWithFallback(undefined)).not.toBe(media);
  });

  // The files themselves (public/media, 480×270) are left out of the mutation-testing sandbox,
  // so this checks what the paths say about them.
  it('the default media is a 16:9 video of this site, played directly, with a poster', () => {
    expect(DEFAULT_SALE_MEDIA.aspectRatio).toBeCloseTo(16 / 9, 10);
    expect(DEFAULT_SALE_MEDIA.directVideoUrl).toMatch(/^\/media\/[\w-]+\.mp4$/);
    expect(DEFAULT_SALE_MEDIA.imageUrl).toMatch(/^\/media\/[\w-]+\.(svg|png|jpg|webp)$/);
    expect(DEFAULT_SALE_MEDIA.vimeoUrl).toBeUndefined();
  });

  it('the default media is frozen', () => {
    expect(Object.isFrozen(DEFAULT_SALE_MEDIA)).toBe(true);
  });

  it('leaves media with a video of its own alone', () => {
    const media = { aspectRatio: 1, vimeoUrl: 'https://video.example/1' };
    expect(saleMediaWithFallback(media)).toBe(media);
  });
});
