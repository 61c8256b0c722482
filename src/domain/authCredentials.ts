import * as z from 'zod/mini';
import type { SocialCredentialsV1 } from '../services/social/social.types';
import { parseJsonWith } from './parseJson';

/**
 * The `auth` query parameter's tuple (spec section 2). Its own module, loaded only when an
 * address carries `auth`, so that zod stays off the start-up path.
 */

/** user id, user name, access token, secret, api version: all strings, the version a known one. */
const authTupleSchema = z.tuple([z.string(), z.string(), z.string(), z.string(), z.enum(['v1', 'v1read', 'v2'])]);

/**
 * The credentials of the `auth` tuple, validated. Never throws: a malformed tuple gives null
 * and a warning.
 */
export function parseAuthCredentials(raw: string): { credentials: SocialCredentialsV1 | null; warning?: string } {
  const result = parseJsonWith(raw, authTupleSchema);
  if (!result.ok) {
    const warning =
      result.reason === 'notJson'
        ? 'auth: not JSON; credentials ignored'
        : 'auth: not a tuple of five strings ending in an api version; credentials ignored';
    return { credentials: null, warning };
  }
  const [twitterUserId, twitterUserName, accessToken, accessTokenSecret, apiVersion] = result.value;
  return { credentials: { twitterUserId, twitterUserName, accessToken, accessTokenSecret, apiVersion } };
}
