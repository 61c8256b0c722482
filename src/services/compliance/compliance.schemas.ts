import * as z from 'zod/mini';

/** The compliance answer's body is not used: the status decides. */
export const complianceResponseSchema = z.string();

/** Statuses that mean "this wallet is blocked": 403 Forbidden and 451 Unavailable For Legal Reasons. */
export const BLOCKED_STATUSES: readonly number[] = [403, 451];
