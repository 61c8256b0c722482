/**
 * What a whitelist sign-up came to (spec section 4, WhitelistChecked), in the order the page
 * words it: a story made (spots added, with a view path), spots added, the wallet found entered
 * by the follow step, already listed with spots, or not eligible. The mint chart decides on it
 * (its madeStory guard) and the page words it.
 */
export type WhitelistOutcome = 'madeStory' | 'added' | 'alreadyEntered' | 'alreadyListed' | 'notEligible';

/** The part of the mint session the outcome is read from. */
export interface WhitelistResultFacts {
  eligibleAdded: number;
  eligibleTokens: number;
  storyKey: string | null;
  alreadyEntered: boolean;
}

export function whitelistOutcome(result: WhitelistResultFacts): WhitelistOutcome {
  if (result.eligibleAdded > 0) return result.storyKey !== null ? 'madeStory' : 'added';
  if (result.alreadyEntered) return 'alreadyEntered';
  return result.eligibleTokens > 0 ? 'alreadyListed' : 'notEligible';
}
