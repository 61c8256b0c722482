import * as z from 'zod/mini';
import { parseJsonWith } from '../../domain/parseJson';
import type { SocialCredentialsV1, SocialCredentialsV2 } from './social.types';

/**
 * Stored social-login credentials (spec section 9: storage keys for v1, v1-read and v2).
 * What is read back is validated: an entry without string fields is discarded (spec section 5).
 */
export const SOCIAL_CREDENTIAL_KEYS = {
  v1: 'storyverse.social.v1',
  v1read: 'storyverse.social.v1read',
  v2: 'storyverse.social.v2',
} as const;

export type SocialCredentialSlot = keyof typeof SOCIAL_CREDENTIAL_KEYS;

const v1Schema = z.object({
  twitterUserId: z.string(),
  twitterUserName: z.string(),
  accessToken: z.string(),
  accessTokenSecret: z.string(),
  apiVersion: z.enum(['v1', 'v1read', 'v2']),
});

const v2Schema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  twitterUserId: z.string(),
  twitterUserName: z.string(),
});

export interface SocialCredentialStore {
  /** Tweeting (v1) or follow verification (v1read) credentials. */
  readV1(slot: 'v1' | 'v1read'): SocialCredentialsV1 | null;
  readV2(): SocialCredentialsV2 | null;
  /** Saves under the slot of the credentials' api version; v2 logins arrive as SocialCredentialsV2. */
  saveV1(credentials: SocialCredentialsV1): void;
  saveV2(credentials: SocialCredentialsV2): void;
  /** Spec section 8: a follow-verify auth error clears the credentials. */
  clear(slot: SocialCredentialSlot): void;
}

export function createSocialCredentialStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): SocialCredentialStore {
  function read<T>(slot: SocialCredentialSlot, schema: z.ZodMiniType<T>): T | null {
    const text = storage.getItem(SOCIAL_CREDENTIAL_KEYS[slot]);
    if (text === null) return null;
    const parsed = parseJsonWith(text, schema);
    if (parsed.ok) return parsed.value;
    console.warn(`[social] stored ${slot} credentials are malformed; discarded`);
    storage.removeItem(SOCIAL_CREDENTIAL_KEYS[slot]);
    return null;
  }
  return {
    readV1: (slot) => read(slot, v1Schema),
    readV2: () => read('v2', v2Schema),
    saveV1(credentials) {
      const slot: SocialCredentialSlot = credentials.apiVersion === 'v1read' ? 'v1read' : 'v1';
      storage.setItem(SOCIAL_CREDENTIAL_KEYS[slot], JSON.stringify(credentials));
    },
    saveV2(credentials) {
      storage.setItem(SOCIAL_CREDENTIAL_KEYS.v2, JSON.stringify(credentials));
    },
    clear(slot) {
      storage.removeItem(SOCIAL_CREDENTIAL_KEYS[slot]);
    },
  };
}
