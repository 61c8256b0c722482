import type { RestClient } from '../rest/restClient';
import type { MetadataService } from './metadata.types';
import { nftMetadataSchema } from './metadata.schemas';

/** Spec section 9: metadata timeout 10 s. */
export const METADATA_TIMEOUT_MS = 10_000;

/**
 * NFT metadata on the `metadata` base: GET {id}, 10 s limit. Any failure (error status, no
 * answer, timeout, wrong shape) is logged and resolves null; only the caller's abort is rethrown.
 */
export function createHttpMetadata({ client }: { client: RestClient }): MetadataService {
  return {
    async fetchMetadata(id, signal) {
      try {
        const body = await client.request({
          method: 'GET',
          path: '/{id}',
          pathParams: { id },
          schema: nftMetadataSchema,
          what: 'NFT metadata',
          timeoutMs: METADATA_TIMEOUT_MS,
          signal,
        });
        return { id: body.id ?? id, name: body.name, image: body.image };
      } catch (error) {
        if (signal?.aborted) throw error;
        console.warn(`Could not fetch the metadata of ${id}`, error);
        return null;
      }
    },
  };
}
