import { usageLabel } from '../../domain/sale/pageState';
import { bindGiveawayFlow, type GiveawayEdge } from './giveaway';
import { bindStoryRevealFlow, type StoryRevealEdge } from './storyReveal';
import { bindWhitelistSignUpFlow, type WhitelistSignUpEdge } from './whitelistSignUp';

/** What the Whitelist pages' forms run on. */
export type SignUpFlowsEdge = Omit<WhitelistSignUpEdge, 'usage'> &
  Pick<GiveawayEdge, 'captchaBypassed'> &
  StoryRevealEdge;

/**
 * The Whitelist pages' forms: the sign-up section (characterPass sales) and the giveaway
 * (collection sales), with the identity proof, the follows and the social login they run, and the
 * story a sign-up made. A chunk of its own, loaded when a Whitelist page is reached (machines/mint,
 * `Whitelist.loadingForms`, `WhitelistChecked.loadingStory`).
 */
export function bindSignUpFlows(edge: SignUpFlowsEdge) {
  return {
    // The sign-up section runs only on Whitelist: its identity proof's usage label (spec section 7).
    whitelistSignUp: bindWhitelistSignUpFlow({ ...edge, usage: () => usageLabel('Whitelist') }),
    giveaway: bindGiveawayFlow(edge),
    storyReveal: bindStoryRevealFlow(edge),
  };
}

export type SignUpFlows = ReturnType<typeof bindSignUpFlows>;
