import type { MockDelay } from '../mock/mockDelays';
import type { MetadataService } from './metadata.types';

/** Mock NFT metadata: a name and the mock image for any id. */
export function createMockMetadata({ delay }: { delay: MockDelay }): MetadataService {
  return {
    async fetchMetadata(id, signal) {
      await delay('base', signal);
      return { id, name: `Character Pass #${id}`, image: `/media/mock-nft.svg?id=${encodeURIComponent(id)}` };
    },
  };
}
