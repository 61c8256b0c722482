import * as z from 'zod/mini';
import { MESSAGES } from './messages';

/** The body the backend sends when it refuses to sign: an error text and the caller's counts. */
export const signForMintErrorBodySchema = z.object({
  error: z.string(),
  counts: z.object({ pending: z.number(), minted: z.number(), signable: z.number() }),
});

export type SignForMintErrorBody = z.infer<typeof signForMintErrorBodySchema>;

/**
 * What the user reads when signing fails (spec section 8): pending > 0 and minted > 0 win
 * over the server's text; the hot wallet and nonce follow in parentheses for support.
 */
export function signForMintFailureReason(body: unknown, hotWallet: string, nonce: string | undefined): string | null {
  const parsed = signForMintErrorBodySchema.safeParse(body);
  if (!parsed.success) return null;
  const { error, counts } = parsed.data;
  const reason = counts.pending > 0 ? MESSAGES.alreadyMinting : counts.minted > 0 ? MESSAGES.alreadyMinted : error;
  return `${reason} (${hotWallet}${nonce ? `, ${nonce}` : ''})`;
}
