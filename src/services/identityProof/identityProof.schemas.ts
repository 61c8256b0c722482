import * as z from 'zod/mini';
import type { IdentityProofStatus } from './identityProof.types';

const KNOWN_STATUSES: readonly IdentityProofStatus[] = ['idle', 'authenticated', 'rejected', 'closed', 'unknown'];

/** Provider values are strings or numbers (token ids, timestamps); the app keeps strings. */
const stringish = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value) => String(value)),
);

/** Any status the app does not know reads as 'unknown' (which never passes verification). */
const statusSchema = z.pipe(
  z.string(),
  z.transform((status): IdentityProofStatus =>
    (KNOWN_STATUSES as readonly string[]).includes(status) ? (status as IdentityProofStatus) : 'unknown',
  ),
);

export const identityProofHoldingSchema = z.object({
  account: z.string(),
  contract: z.string(),
  tokens: z.array(stringish),
});

/** GET /tp/{nonce} (spec sections 3 and 5): every field required, holdings of valid shape. */
export const identityProofResultSchema = z.object({
  nonce: z.string(),
  status: statusSchema,
  account: z.string(),
  accounts: z.array(z.string()),
  timestamp: stringish,
  session_id: z.string(),
  holdings: z.array(identityProofHoldingSchema),
});
