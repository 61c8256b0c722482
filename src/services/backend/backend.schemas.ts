import * as z from 'zod/mini';

/** Token ids arrive as strings or numbers; the app keeps them as strings. */
export const tokenIdSchema = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((id) => String(id)),
);

/** GET /wl/{tokenType}/spots/remaining: a bare number or { remaining: number }. */
export const remainingSpotsSchema = z.pipe(
  z.union([z.number(), z.object({ remaining: z.number() })]),
  z.transform((value) => (typeof value === 'number' ? value : value.remaining)),
);

/** POST /wl/{tokenType}/waitlist. */
export const whitelistAddSchema = z.pipe(
  z.object({
    added: z.number(),
    count: z.number(),
    storyKey: z.optional(z.nullable(z.string())),
  }),
  z.transform(({ added, count, storyKey }) => (storyKey ? { added, count, storyKey } : { added, count })),
);

/** POST .../signForMint/...: the signature arrives as `sig` or `signature`. */
export const signForMintResponseSchema = z.pipe(
  z
    .object({
      rawMessage: z.string().check(z.minLength(1)),
      sig: z.optional(z.string()),
      signature: z.optional(z.string()),
      storyKey: z.optional(z.nullable(z.string())),
      signedTokens: z.optional(z.nullable(z.array(tokenIdSchema))),
      nftImages: z.optional(z.nullable(z.record(z.string(), z.string()))),
    })
    .check(
      z.refine((body) => Boolean(body.signature || body.sig), {
        message: 'a signature (sig or signature) is required',
        path: ['signature'],
      }),
    ),
  z.transform((body) => ({
    rawMessage: body.rawMessage,
    signature: (body.signature || body.sig) as string,
    signedTokens: body.signedTokens ?? [],
    ...(body.storyKey ? { storyKey: body.storyKey } : {}),
    ...(body.nftImages ? { nftImages: body.nftImages } : {}),
  })),
);

/** POST /mint/{tokenType}/tokenThumbnails: token id to image address. */
export const thumbnailsSchema = z.record(z.string(), z.string());

/** POST /mint/{tokenType}/waitForMintingOf: the body is not used (read as text, any content). */
export const waitForMintingResponseSchema = z.string();
