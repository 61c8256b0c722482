import * as z from 'zod/mini';

/** POST /emailsub: the body's shape is not specified, so it is read as text and only logged on failure. */
export const emailSubscriptionResponseSchema = z.string();
