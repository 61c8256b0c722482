/** Types of WhitelistChecked's result (spec sections 2 and 4). */

/**
 * Which result the page shows: the giveaway's success page (collection sales), a made story to
 * share, or the whitelist result alone.
 */
export type WhitelistResultKind = 'giveaway' | 'story' | 'plain';

export interface WhitelistResultInput {
  result: WhitelistResultKind;
  /** The story the whitelisting made ('address/id'); empty without one. */
  storyKey: string;
}

export type WhitelistResultContext = WhitelistResultInput;
