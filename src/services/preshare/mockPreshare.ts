import type { MockDelay } from '../mock/mockDelays';
import type { PreshareService } from './preshare.types';

/** Mock pre-share: the viewer link of the story on this site. */
export function createMockPreshare({ delay, origin }: { delay: MockDelay; origin: string }): PreshareService {
  return {
    async fetchViewerLink(walletAddress, storyId, signal) {
      await delay('base', signal);
      return `${origin}/view/${encodeURIComponent(walletAddress)}/${encodeURIComponent(storyId)}`;
    },
  };
}
