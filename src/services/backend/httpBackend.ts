import { RestApiError, SignForMintError, WaitForMintingError } from '../../domain/errors';
import { signForMintFailureReason } from '../../domain/errors/signForMintFailure';
import type { RestClient } from '../rest/restClient';
import { BACKEND_CALL_RETRIES } from './backendRetries';
import type { BackendService, SignForMintRequest } from './backend.types';
import {
  remainingSpotsSchema,
  signForMintResponseSchema,
  thumbnailsSchema,
  waitForMintingResponseSchema,
  whitelistAddSchema,
} from './backend.schemas';

/**
 * The main backend over HTTP (spec section 7), on the `backend` base:
 *
 * - GET  /wl/{tokenType}/spots/remaining          (a listed path; the sale facade uses the spec's placeholder 100)
 * - POST /wl/{tokenType}/waitlist                  { nonce, hotWallet }
 * - POST /mint/{tokenType}/signForMint/{premint}   { mintTo, nonce?, policyId? }
 * - POST /mint/storyNFT/{tokenType}/signForMint/   (same body; sale type collection)
 * - POST /mint/{tokenType}/waitForMintingOf        { txHash, mintTo, twitter, nonce? }  3 retries, 1 s
 * - POST /mint/{tokenType}/tokenThumbnails         { tokenIds }                          3 retries, 1 s
 *
 * "3 retries, 1 s" is BACKEND_CALL_RETRIES: the first request plus 3 more, 1 s apart, for any
 * failure (4xx included) except bad data and the caller's abort.
 *
 * A sign-for-mint refusal whose body is { error, counts } becomes a SignForMintError whose
 * message is only the reason (signForMintFailureReason: 'You have already minted some. (0xhot, nonce)');
 * the page puts 'Error occurred while fetching signature.' and 'Please provide this info to
 * developers:' in front of whatever sign failure it shows.
 */
export function createHttpBackend({ client }: { client: RestClient }): BackendService {
  return {
    fetchWhitelistRemainingSpots(tokenType, signal) {
      return client.request({
        method: 'GET',
        path: '/wl/{tokenType}/spots/remaining',
        pathParams: { tokenType },
        schema: remainingSpotsSchema,
        what: 'remaining whitelist spots',
        signal,
      });
    },

    addToWhitelist(tokenType, payload, signal) {
      return client.request({
        method: 'POST',
        path: '/wl/{tokenType}/waitlist',
        pathParams: { tokenType },
        body: { nonce: payload.nonce, hotWallet: payload.hotWallet },
        schema: whitelistAddSchema,
        what: 'whitelist add response',
        signal,
      });
    },

    async signForMint(request, signal) {
      try {
        return await client.request({
          method: 'POST',
          ...signForMintPath(request),
          body: signForMintBody(request),
          schema: signForMintResponseSchema,
          what: 'sign-for-mint response',
          signal,
        });
      } catch (error) {
        if (error instanceof RestApiError) {
          const reason = signForMintFailureReason(error.json, request.hotWallet, request.nonce);
          if (reason !== null) throw new SignForMintError(reason, { cause: error });
        }
        throw error;
      }
    },

    async waitForMinting({ tokenType, txHash, mintTo, twitter, nonce }, signal) {
      try {
        await client.request({
          method: 'POST',
          path: '/mint/{tokenType}/waitForMintingOf',
          pathParams: { tokenType },
          body: { txHash, mintTo, twitter: twitter ?? '', ...(nonce ? { nonce } : {}) },
          schema: waitForMintingResponseSchema,
          parseAs: 'text',
          retries: BACKEND_CALL_RETRIES,
          signal,
        });
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new WaitForMintingError(undefined, { cause: error });
      }
    },

    fetchThumbnails(tokenType, tokenIds, signal) {
      return client.request({
        method: 'POST',
        path: '/mint/{tokenType}/tokenThumbnails',
        pathParams: { tokenType },
        body: { tokenIds: [...tokenIds] },
        schema: thumbnailsSchema,
        what: 'token thumbnails',
        retries: BACKEND_CALL_RETRIES,
        signal,
      });
    },
  };
}

/** '/mint/{tokenType}/signForMint/{premint}', or the story-NFT path for collection sales. */
export function signForMintPath({ saleType, tokenType, premint }: SignForMintRequest) {
  return saleType === 'collection'
    ? { path: '/mint/storyNFT/{tokenType}/signForMint/', pathParams: { tokenType } }
    : { path: '/mint/{tokenType}/signForMint/{premint}', pathParams: { tokenType, premint } };
}

/** mintTo is the lowercase hot wallet; nonce and policyId go only when the sale has a policy. */
export function signForMintBody({ hotWallet, nonce, policyId }: SignForMintRequest) {
  return {
    mintTo: hotWallet.toLowerCase(),
    ...(policyId ? { policyId, ...(nonce ? { nonce } : {}) } : {}),
  };
}
