import type { SaleMedia } from './sale.types';

/**
 * The video and poster a sale falls back to when it has none of its own (spec section 3).
 * Frozen: sales get copies ({@link defaultSaleMedia}), never this object.
 */
export const DEFAULT_SALE_MEDIA: Readonly<SaleMedia> = Object.freeze({
  aspectRatio: 16 / 9,
  directVideoUrl: '/media/default-sale.mp4',
  imageUrl: '/media/default-sale.svg',
});

/** A fresh copy of the default media, for a sale that has none. */
export function defaultSaleMedia(): SaleMedia {
  return { ...DEFAULT_SALE_MEDIA };
}

/**
 * A sale's media with the default video (and poster) filled in when it has no video; no media
 * at all gives a copy of the default media.
 */
export function saleMediaWithFallback(media: SaleMedia | undefined): SaleMedia {
  if (!media) return defaultSaleMedia();
  if (media.directVideoUrl || media.vimeoUrl) return media;
  return {
    ...media,
    directVideoUrl: DEFAULT_SALE_MEDIA.directVideoUrl,
    imageUrl: media.imageUrl ?? DEFAULT_SALE_MEDIA.imageUrl,
  };
}
