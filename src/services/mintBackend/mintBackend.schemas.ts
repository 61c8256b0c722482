import * as z from 'zod/mini';

/** Quantities arrive as decimal or 0x strings, or non-negative whole numbers. */
const quantity = z.union([z.string().check(z.regex(/^(0x[0-9a-fA-F]+|\d+)$/)), z.int().check(z.gte(0))]);

/** result.tx of the signatureMint answer: from, to, value and hash are always there. */
export const mintBackendTxSchema = z.object({
  from: z.string(),
  to: z.string(),
  value: quantity,
  hash: z.string(),
  gas: z.optional(quantity),
  data: z.optional(z.string()),
  nonce: z.optional(quantity),
  maxFeePerGas: z.optional(quantity),
  maxPriorityFeePerGas: z.optional(quantity),
  gasPrice: z.optional(quantity),
  chainId: z.optional(quantity),
});

export type MintBackendTx = z.infer<typeof mintBackendTxSchema>;

/** POST .../methods/signatureMint: { status, result: { tx, submitted } }. */
export const signatureMintResponseSchema = z.object({
  status: z.union([z.string(), z.number()]),
  result: z.object({
    tx: mintBackendTxSchema,
    submitted: z.optional(z.unknown()),
  }),
});
