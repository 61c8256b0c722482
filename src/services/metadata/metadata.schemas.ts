import * as z from 'zod/mini';

/**
 * GET {id} on the metadata base. ERC-721 style metadata has a name and an image; an id in the
 * body is optional (a number or a string) and falls back to the requested one.
 */
export const nftMetadataSchema = z.object({
  id: z.optional(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((id) => String(id)),
    ),
  ),
  name: z.string(),
  image: z.string(),
});
