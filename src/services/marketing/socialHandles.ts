import type { SocialHandles } from './marketing.types';

/** The only social-handle keys ever sent or read (spec sections 3 and 5). */
export const SOCIAL_HANDLE_KEYS = ['email', 'twitterHandle', 'discordHandle', 'hotWallet', 'coldWallet'] as const;

/**
 * A copy of `handles` with the allowed keys that hold a value, nothing else (spec section 5:
 * "Only allowed social-handle keys are sent"). Shared by the HTTP and mock marketing services.
 */
export function pickSocialHandles(handles: Readonly<Record<string, unknown>>): SocialHandles {
  const picked: SocialHandles = {};
  for (const key of SOCIAL_HANDLE_KEYS) {
    const value = handles[key];
    if (typeof value === 'string' && value !== '') picked[key] = value;
  }
  return picked;
}
