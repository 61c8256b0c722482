import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { selectMintSession, type MintSnapshot } from '../../../machines/mint';

/** 'N whitelist spot(s)': one spot, or N spots. */
const spots = (count: number) => `${count} whitelist ${count === 1 ? 'spot' : 'spots'}`;

/** The heading of a made story: 'your Ape!' (one added), 'some of your Apes!' (more than 3), else 'your Apes!'. */
function storyHeading(added: number): string {
  const whose = added === 1 ? 'your Ape!' : added > 3 ? 'some of your Apes!' : 'your Apes!';
  return `We've created an OpenAI story with ${whose}`;
}

/** WhitelistChecked (spec section 4): the four outcomes of a whitelist sign-up, in their words. */
export function WhitelistResult({ mint }: { mint: AnyActorRef }) {
  const { eligibleAdded, eligibleTokens, storyKey, alreadyEntered } = useSelector(mint, (snapshot: MintSnapshot) =>
    selectMintSession(snapshot),
  );
  if (eligibleAdded > 0 && storyKey) {
    return (
      <>
        <h2>{storyHeading(eligibleAdded)}</h2>
        <p>{`Success! You have ${spots(eligibleAdded)}.`}</p>
      </>
    );
  }
  if (eligibleAdded > 0) return <h2>You are now in the whitelist!</h2>;
  // The follow step found the wallet entered (spec section 4): no check, so no count to show.
  if (alreadyEntered) return <h2>You are already in the whitelist!</h2>;
  if (eligibleTokens > 0) {
    return (
      <>
        <h2>You are already in the whitelist!</h2>
        <p>{`You have ${spots(eligibleTokens)}.`}</p>
      </>
    );
  }
  return <h2>You are not eligible for the whitelist.</h2>;
}
