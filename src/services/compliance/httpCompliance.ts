import { RestApiError } from '../../domain/errors';
import type { RestClient } from '../rest/restClient';
import type { ComplianceService } from './compliance.types';
import { BLOCKED_STATUSES, complianceResponseSchema } from './compliance.schemas';

/**
 * Compliance screening on the `compliance` base: GET /{walletAddress}; the status decides.
 * 2xx: safe (true). 403 or 451: blocked (false). Any other error status, no answer or a
 * timeout is a failure and throws (RestApiError, NetworkError, RequestTimeoutError), so the
 * flow shows 'This wallet is blocked.' only for a real block.
 */
export function createHttpCompliance({ client }: { client: RestClient }): ComplianceService {
  return {
    async isWalletAddressSafe(walletAddress, signal) {
      if (!walletAddress) throw new Error('Missing wallet address for the compliance check');
      try {
        await client.request({
          method: 'GET',
          path: '/{walletAddress}',
          pathParams: { walletAddress },
          schema: complianceResponseSchema,
          parseAs: 'text',
          signal,
        });
        return true;
      } catch (error) {
        if (error instanceof RestApiError && BLOCKED_STATUSES.includes(error.statusCode)) return false;
        throw error;
      }
    },
  };
}
