import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  selectMintSession,
  selectWhitelistOutcome,
  selectWhitelistResultRef,
  type MintPageActorRef,
} from '../../../machines/mintPage';
import { selectStoryRevealRef } from '../../../machines/whitelistResult';
import { selectCanShareStory, selectStoryKey, type storyRevealMachine } from '../../../machines/storyReveal';
import { storyViewPath } from '../../domain/storyKey';
import { primaryButton } from '../components/buttonStyles';

/** Spec section 4's button under a made story. */
export const SHARE_YOUR_STORY = 'SHARE YOUR STORY!';

/** 'N whitelist spot(s)': one spot, or N spots. */
const spots = (count: number) => `${count} whitelist ${count === 1 ? 'spot' : 'spots'}`;

/** The heading of a made story: 'your Ape!' (one added), 'some of your Apes!' (more than 3), else 'your Apes!'. */
function storyHeading(added: number): string {
  const whose = added === 1 ? 'your Ape!' : added > 3 ? 'some of your Apes!' : 'your Apes!';
  return `We've created an OpenAI story with ${whose}`;
}

/** WhitelistChecked (spec section 4): the outcomes of a whitelist sign-up, in their words. */
export function WhitelistResult({ mint }: { mint: MintPageActorRef }) {
  const outcome = useSelector(mint, selectWhitelistOutcome);
  const { eligibleAdded, eligibleTokens } = useSelector(mint, selectMintSession);
  switch (outcome) {
    case 'madeStory':
      return (
        <>
          <h2>{storyHeading(eligibleAdded)}</h2>
          <p>{`Success! You have ${spots(eligibleAdded)}.`}</p>
          <StoryShare mint={mint} />
        </>
      );
    case 'added':
      return <h2>You are now in the whitelist!</h2>;
    // The follow step found the wallet entered (spec section 4): no check, so no count to show.
    case 'alreadyEntered':
      return <h2>You are already in the whitelist!</h2>;
    case 'alreadyListed':
      return (
        <>
          <h2>You are already in the whitelist!</h2>
          <p>{`You have ${spots(eligibleTokens)}.`}</p>
        </>
      );
    case 'notEligible':
      return <h2>You are not eligible for the whitelist.</h2>;
  }
}

/**
 * The made story in its frame and 'SHARE YOUR STORY!' (the result's storyReveal child): the
 * frame tells the flow when it has loaded; the flow decides when the button works.
 */
function StoryShare({ mint }: { mint: MintPageActorRef }) {
  const result = useSelector(mint, selectWhitelistResultRef);
  const reveal = useSelector(result, (snapshot) => snapshot && selectStoryRevealRef(snapshot));
  return reveal ? <StoryFrameAndButton reveal={reveal} /> : null;
}

function StoryFrameAndButton({ reveal }: { reveal: ActorRefFrom<typeof storyRevealMachine> }) {
  const storyKey = useSelector(reveal, selectStoryKey);
  const canShare = useSelector(reveal, selectCanShareStory);
  return (
    <div css={{ display: 'grid', gap: '1rem', justifyItems: 'start', width: '100%' }}>
      <iframe
        src={storyViewPath(storyKey)}
        title="Your story"
        onLoad={() => reveal.send({ type: 'storyReveal.loaded' })}
        css={{ width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: '0.75rem' }}
      />
      <button
        type="button"
        css={primaryButton}
        disabled={!canShare}
        onClick={() => reveal.send({ type: 'storyReveal.share' })}
      >
        {SHARE_YOUR_STORY}
      </button>
    </div>
  );
}
