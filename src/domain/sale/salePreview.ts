import type { Sale, SaleMedia } from './sale.types';

/**
 * What a sale's header shows (spec section 2: title, subtitle, description and media): a
 * prerendered sale page is written with it and carries it for its hydration, so the header is in
 * the first paint and stays while the sale's live state loads.
 */
export interface SalePreview {
  saleId: string;
  saleName: string;
  saleDescription: string;
  saleHeaderTitle: string;
  saleHeaderSubTitle: string;
  saleMedia: Pick<SaleMedia, 'aspectRatio' | 'directVideoUrl' | 'vimeoUrl' | 'imageUrl'>;
}

export function salePreviewOf(sale: Sale): SalePreview {
  const { aspectRatio, directVideoUrl, vimeoUrl, imageUrl } = sale.saleMedia;
  return {
    saleId: sale.saleId,
    saleName: sale.saleName,
    saleDescription: sale.saleDescription,
    saleHeaderTitle: sale.saleHeaderTitle,
    saleHeaderSubTitle: sale.saleHeaderSubTitle,
    saleMedia: {
      aspectRatio,
      ...(directVideoUrl !== undefined && { directVideoUrl }),
      ...(vimeoUrl !== undefined && { vimeoUrl }),
      ...(imageUrl !== undefined && { imageUrl }),
    },
  };
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isOptionalText = (value: unknown) => value === undefined || isText(value);

/**
 * A sale preview read back from a page, or null when it is not one. Checked by hand: it is read
 * at start-up, and zod loads with the services, off the start-up path.
 */
export function parseSalePreview(value: unknown): SalePreview | null {
  if (typeof value !== 'object' || value === null) return null;
  const preview = value as Record<keyof SalePreview, unknown>;
  const media = preview.saleMedia as Record<string, unknown> | null | undefined;
  const valid =
    isText(preview.saleId) &&
    isText(preview.saleName) &&
    isText(preview.saleDescription) &&
    isText(preview.saleHeaderTitle) &&
    isText(preview.saleHeaderSubTitle) &&
    typeof media === 'object' &&
    media !== null &&
    Number.isFinite(media.aspectRatio) &&
    isOptionalText(media.directVideoUrl) &&
    isOptionalText(media.vimeoUrl) &&
    isOptionalText(media.imageUrl);
  return valid ? salePreviewOf(value as Sale) : null;
}
