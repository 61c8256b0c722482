import { MESSAGES } from '../../domain/errors';
import { BACKEND_CALL_RETRIES } from '../backend/backendRetries';
import type { RestClient } from '../rest/restClient';
import type { IdentityProofService } from './identityProof.types';
import { identityProofResultSchema } from './identityProof.schemas';

/**
 * Identity-proof accounts on the `backend` base: GET /tp/{nonce}, 3 retries 1 s apart on any
 * failure but bad data and the caller's abort (BACKEND_CALL_RETRIES): the result may 404 until
 * it is ready.
 */
export function createHttpIdentityProof({ client }: { client: RestClient }): IdentityProofService {
  return {
    async fetchAccount(nonce, signal) {
      if (!nonce) throw new Error(MESSAGES.tokenproofMissingNonce);
      return client.request({
        method: 'GET',
        path: '/tp/{nonce}',
        pathParams: { nonce },
        schema: identityProofResultSchema,
        what: 'identity-proof result',
        retries: BACKEND_CALL_RETRIES,
        signal,
      });
    },
  };
}
