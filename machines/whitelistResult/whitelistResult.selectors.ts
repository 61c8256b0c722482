import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { storyRevealMachine } from '../storyReveal/storyReveal.machine';
import type { whitelistResultMachine } from './whitelistResult.machine';

export type WhitelistResultSnapshot = SnapshotFrom<typeof whitelistResultMachine>;

/** The giveaway's success page (a collection sale), not the whitelist result. */
export const selectGiveawayRegistered = (snapshot: WhitelistResultSnapshot) => snapshot.matches('giveawayRegistered');

/** The made story and its share button (the `storyReveal` child), or undefined. */
export const selectStoryRevealRef = (snapshot: WhitelistResultSnapshot) =>
  snapshot.children.storyReveal as ActorRefFrom<typeof storyRevealMachine> | undefined;
