/** Types of the story reveal on WhitelistChecked (spec section 4: 'SHARE YOUR STORY!'). */

export interface StoryRevealInput {
  /** The story the whitelisting made ('address/id'). */
  storyKey: string;
}

export type StoryRevealContext = StoryRevealInput;

export type StoryRevealEvent =
  /** The story frame (the host app) reported loaded. */
  | { type: 'storyReveal.loaded' }
  /** The user presses 'SHARE YOUR STORY!'. */
  | { type: 'storyReveal.share' };
