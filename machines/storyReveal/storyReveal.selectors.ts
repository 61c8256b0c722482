import type { SnapshotFrom } from 'xstate';
import type { storyRevealMachine } from './storyReveal.machine';

export type StoryRevealSnapshot = SnapshotFrom<typeof storyRevealMachine>;

/** 'SHARE YOUR STORY!' works now. */
export const selectCanShareStory = (snapshot: StoryRevealSnapshot) => snapshot.can({ type: 'storyReveal.share' });
export const selectStoryKey = (snapshot: StoryRevealSnapshot) => snapshot.context.storyKey;
