import type { SaleMedia } from './sale.types';

/** The video and poster a sale falls back to when it has none of its own (spec section 3). */
export const DEFAULT_SALE_MEDIA: SaleMedia = {
  aspectRatio: 16 / 9,
  directVideoUrl: '/media/default-sale.mp4',
  imageUrl: '/media/default-sale.svg',
};

/** A sale's media with the default video (and poster) filled in when it has no video. */
export function saleMediaWithFallback(media: SaleMedia): SaleMedia {
  if (media.directVideoUrl || media.vimeoUrl) return media;
  return {
    ...media,
    directVideoUrl: DEFAULT_SALE_MEDIA.directVideoUrl,
    imageUrl: media.imageUrl ?? DEFAULT_SALE_MEDIA.imageUrl,
  };
}
