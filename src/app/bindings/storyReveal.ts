import { storyRevealMachine } from '../../../machines/storyReveal';
import { storyViewPath } from '../../domain/storyKey';
import { defaultTweetText } from '../../domain/tweetText';

/** Where a tweet is composed: the intent address takes the text as a query parameter. */
const TWEET_INTENT_URL = 'https://twitter.com/intent/tweet';

/** A tweet of the story: the default text with the story's address on this site. */
export function storyTweetUrl(origin: string, storyKey: string, productName: string): string {
  const url = new URL(TWEET_INTENT_URL);
  url.searchParams.set('text', defaultTweetText(`${origin}${storyViewPath(storyKey)}`, productName));
  return url.toString();
}

export interface StoryRevealEdge {
  origin: string;
  productName: string;
  /** Opens an address in a new tab (inside the user's click). */
  openTab: (url: string) => void;
}

/** Binds 'SHARE YOUR STORY!' to a tweet of the story in a new tab. */
export function bindStoryRevealFlow(edge: StoryRevealEdge) {
  return storyRevealMachine.provide({
    actions: {
      shareStory: (_, params) => edge.openTab(storyTweetUrl(edge.origin, params.storyKey, edge.productName)),
    },
  });
}
