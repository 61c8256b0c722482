import type { RestClient } from '../rest/restClient';
import type { PreshareService } from './preshare.types';
import { preshareResponseSchema, viewerLinkFrom } from './preshare.schemas';

/** Pre-share on the `pipeline` base: GET /preshare/{walletAddress}/{storyId} gives the viewer link. */
export function createHttpPreshare({ client }: { client: RestClient }): PreshareService {
  return {
    async fetchViewerLink(walletAddress, storyId, signal) {
      const body = await client.request({
        method: 'GET',
        path: '/preshare/{walletAddress}/{storyId}',
        pathParams: { walletAddress, storyId },
        schema: preshareResponseSchema,
        what: 'viewer link',
        signal,
      });
      return viewerLinkFrom(body);
    },
  };
}
