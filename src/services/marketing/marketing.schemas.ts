import * as z from 'zod/mini';
import type { SocialHandles } from './marketing.types';

/** The only social-handle keys ever sent or read (spec sections 3 and 5). */
export const SOCIAL_HANDLE_KEYS = ['email', 'twitterHandle', 'discordHandle', 'hotWallet', 'coldWallet'] as const;

/** A copy of `handles` with the allowed keys that hold a value, nothing else. */
export function pickSocialHandles(handles: Readonly<Record<string, unknown>>): SocialHandles {
  const picked: SocialHandles = {};
  for (const key of SOCIAL_HANDLE_KEYS) {
    const value = handles[key];
    if (typeof value === 'string' && value !== '') picked[key] = value;
  }
  return picked;
}

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
