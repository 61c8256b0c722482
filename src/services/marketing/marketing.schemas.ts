import * as z from 'zod/mini';
import { pickSocialHandles } from './socialHandles';

/** GET {campaign}/{walletAddress}: { exists, twitterStatus? }. */
export const subscriptionCheckSchema = z.pipe(
  z.object({
    exists: z.boolean(),
    twitterStatus: z.optional(z.nullable(z.enum(['notRegistered', 'notMatching', 'matching']))),
  }),
  z.transform(({ exists, twitterStatus }) => (twitterStatus ? { exists, twitterStatus } : { exists })),
);

const socialHandlesSchema = z.pipe(z.record(z.string(), z.unknown()), z.transform(pickSocialHandles));

/**
 * POST {campaign}/{walletAddress}: the service may answer with { socials } (the handles it
 * recorded) or with nothing useful (empty body, other fields); then the sent handles stand.
 */
export const campaignEntryResponseSchema = z.optional(
  z.nullable(z.looseObject({ socials: z.optional(z.nullable(socialHandlesSchema)) })),
);
