import { BACKEND_RETRIES } from '../../domain/retry';
import type { RetryPolicy } from '../rest/restClient';

/**
 * Spec section 7: GET /tp/{nonce}, waitForMintingOf and tokenThumbnails use "3 retries, 1 s
 * delay", with no condition. So every failure is tried again (a 4xx too: the identity-proof
 * result may 404 until it is ready), except bad data and the caller's abort.
 */
export const BACKEND_CALL_RETRIES: RetryPolicy = { ...BACKEND_RETRIES, on: 'anyFailure' };
