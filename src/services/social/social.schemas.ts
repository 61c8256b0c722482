import * as z from 'zod/mini';

/** POST /twitter/verify/{apiVersion}: a boolean valid and an optional string error. */
export const verifyResultSchema = z.pipe(
  z.object({ valid: z.boolean(), error: z.optional(z.nullable(z.string())) }),
  z.transform(({ valid, error }) => (typeof error === 'string' ? { valid, error } : { valid })),
);

/** POST /verify: account to "is followed". */
export const followResultSchema = z.record(z.string(), z.boolean());

/** POST /twitter/tweetStory: a non-empty tweetId. */
export const tweetResultSchema = z.pipe(
  z.object({ tweetId: z.string().check(z.minLength(1)) }),
  z.transform(({ tweetId }) => ({ tweetId })),
);

/** GET /tw/authV2/addToPending: the key as a JSON string, or { key }. */
export const pendingKeySchema = z.pipe(
  z.union([z.string().check(z.minLength(1)), z.object({ key: z.string().check(z.minLength(1)) })]),
  z.transform((value) => (typeof value === 'string' ? value : value.key)),
);

/** A failed pending poll: { error: { type } } (type 2: the user is not logged in). */
export const pendingErrorSchema = z.object({
  error: z.object({ type: z.number() }),
});

/** v2 credentials from the pending poll (all four fields required). */
export const credentialsV2Schema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
  twitterUserId: z.string(),
  twitterUserName: z.string(),
});

/** GET /tw/authV2/pending/{pendingKey}: credentials, or the pending error. */
export const pendingResultSchema = z.union([credentialsV2Schema, pendingErrorSchema]);

/**
 * POST /twitter/refresh: new tokens. The user id and name may be left out of a refresh answer;
 * they then read '' and the caller keeps the stored ones.
 */
export const refreshResultSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
  twitterUserId: z._default(z.string(), ''),
  twitterUserName: z._default(z.string(), ''),
});
