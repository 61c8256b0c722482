import type { RestClient } from '../rest/restClient';
import type { MintBackendService, PreparedTransaction } from './mintBackend.types';
import { signatureMintResponseSchema, type MintBackendTx } from './mintBackend.schemas';

/**
 * The mint backend (backend-as-a-service) on the `mintBackend` base, with its bearer key:
 * POST /api/v0/chains/ethereum/addresses/{addressLabel}/contracts/{sharedLabel}/methods/signatureMint
 * with { args: [rawMessage, signature], from, signer, value: '0' }. `args` is the contract
 * method's positional argument list, hence an array in the order of signatureMint(rawMessage, signature).
 */
export function createHttpMintBackend({ client }: { client: RestClient }): MintBackendService {
  return {
    async signatureMint({ addressLabel, sharedLabel, rawMessage, signature, from, signer }, signal) {
      const answer = await client.request({
        method: 'POST',
        path: '/api/v0/chains/ethereum/addresses/{addressLabel}/contracts/{sharedLabel}/methods/signatureMint',
        pathParams: { addressLabel, sharedLabel },
        body: { args: [rawMessage, signature], from, signer, value: '0' },
        schema: signatureMintResponseSchema,
        what: 'signatureMint response',
        signal,
      });
      return toPreparedTransaction(answer.result.tx);
    },
  };
}

/**
 * The mint backend's transaction as the wallet sends it: gas becomes gasLimit and value a
 * bigint; from, hash and every fee field (maxFeePerGas, maxPriorityFeePerGas, gasPrice) are
 * dropped so the wallet sets the sender and prices the gas itself.
 */
export function toPreparedTransaction(tx: MintBackendTx): PreparedTransaction {
  const prepared: PreparedTransaction = { to: tx.to, value: BigInt(tx.value) };
  if (tx.data !== undefined) prepared.data = tx.data;
  if (tx.gas !== undefined) prepared.gasLimit = BigInt(tx.gas);
  if (tx.nonce !== undefined) prepared.nonce = Number(tx.nonce);
  if (tx.chainId !== undefined) prepared.chainId = Number(tx.chainId);
  return prepared;
}
