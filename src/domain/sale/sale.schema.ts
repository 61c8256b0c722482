import * as z from 'zod/mini';
import { InvalidDataError } from '../errors';
import type { Sale } from './sale.types';
import { saleMediaWithFallback } from './saleMedia';

/**
 * The sale data set (spec section 3: "Sales are loaded from a separate data set and indexed by
 * saleId and its lowercase form"), validated once at load so a malformed record raises
 * InvalidDataError instead of letting undefined travel into the mint page.
 */

/**
 * An ISO 8601 date-time with seconds and a zone ('Z' or '+01:00'), read as a Date. A zone is
 * required: a phase starts at one instant for every visitor, whatever their time zone.
 * Impossible calendar dates ('2023-02-29') are rejected by the pattern.
 */
const isoDate = z.pipe(
  z.iso.datetime({ offset: true }),
  z.transform((text: string) => new Date(text)),
);

const phaseWindowSchema = z.object({
  startDate: isoDate,
  endDate: z.optional(isoDate),
  countdownTarget: isoDate,
});

const followSocialSchema = z.object({
  type: z.literal('twitter'),
  userId: z.string(),
  required: z.boolean(),
});

const crossLinkSchema = z.object({ name: z.string(), url: z.string() });

const saleMediaSchema = z.object({
  /** A width/height ratio: the player divides by it, so it must be positive. */
  aspectRatio: z.number().check(z.positive()),
  directVideoUrl: z.optional(z.string()),
  vimeoUrl: z.optional(z.string()),
  imageUrl: z.optional(z.string()),
  sharePreviewVimeoUrl: z.optional(z.string()),
  twitterCopy: z.optional(z.object({ text: z.string() })),
});

/** Every field of the Sale entity (sale.types.ts); unknown properties are dropped. */
export const saleSchema = z.object({
  saleId: z.string().check(z.minLength(1)),
  /** Spec section 3: "characterPass, collection, others": any non-empty type is accepted. */
  saleType: z.string().check(z.minLength(1)),
  saleName: z.string(),
  saleDescription: z.string(),
  saleHeaderTitle: z.string(),
  saleHeaderSubTitle: z.string(),
  tokenType: z.string(),
  tokenNameSingular: z.string(),
  tokenNamePlural: z.string(),
  tokenShortNameSingular: z.string(),
  tokenContractAddress: z.optional(z.string()),
  tokenproofPolicyId: z.optional(z.string()),
  mbaasAddressLabel: z.optional(z.string()),
  marketingCampaign: z.optional(z.string()),
  contractLink: z.optional(z.string()),
  featured: z.boolean(),
  saleWeight: z.number(),
  whitelistSpots: z.optional(z.number()),
  whitelistSupply: z.optional(z.number()),
  publicSupply: z.optional(z.number()),
  whitelist: z.optional(
    z.object({
      signUp: z.optional(phaseWindowSchema),
      mint: z.optional(phaseWindowSchema),
    }),
  ),
  publicMint: z.optional(phaseWindowSchema),
  /** Absent lists are empty: most sales have no follows and no cross links. */
  followSocials: z._default(z.array(followSocialSchema), []),
  crossLinks: z._default(z.array(crossLinkSchema), []),
  /**
   * Optional in the data set: a sale without media, or without a video of its own, gets the
   * default video (spec section 3: "A default sale-media video is used as fallback").
   */
  saleMedia: z.pipe(z.optional(saleMediaSchema), z.transform(saleMediaWithFallback)),
});

/** The data set: an array of sale records. */
const saleDataSetSchema = z.array(saleSchema);

/** 'path: message (code)' for one zod issue, e.g. '0.saleMedia.aspectRatio: Invalid input (invalid_type)'. */
function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.length ? issue.path.map(String).join('.') : '(root)';
  return `${path}: ${issue.message} (${issue.code})`;
}

/**
 * The sales of the data set, with dates as Date objects. Raises InvalidDataError('sale data
 * set', issues) when the JSON is not an array of valid sale records, or when two sales share a
 * saleId ignoring case (they would collide in indexSales).
 */
export function parseSaleDataSet(json: unknown): Sale[] {
  const result = saleDataSetSchema.safeParse(json);
  if (!result.success) throw new InvalidDataError('sale data set', result.error.issues.map(describeIssue));
  const sales: Sale[] = result.data;
  const seen = new Map<string, number>();
  const duplicates: string[] = [];
  sales.forEach((sale, index) => {
    const key = sale.saleId.toLowerCase();
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else duplicates.push(`${index}.saleId: duplicate of sale ${first} ("${sale.saleId}")`);
  });
  if (duplicates.length) throw new InvalidDataError('sale data set', duplicates);
  return sales;
}
