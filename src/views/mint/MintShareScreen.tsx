import { useSelector } from '@xstate/react';
import { selectMintSession, selectShareToMintRef, type MintPageActorRef } from '../../../machines/mintPage';
import { selectShareRef, selectShareStage } from '../../../machines/shareToMint';
import type { ShareRef } from '../share/ShareSection';
import { MESSAGES } from '../../domain/errors/messages';
import { MINT_MESSAGES } from '../../domain/errors/mintMessages';
import { storyViewPath } from '../../domain/storyKey';
import { secondaryButton } from '../components/buttonStyles';
import { FailureAlert } from '../components/FailureAlert';
import { ShareSection } from '../share/ShareSection';
import { MINT_TEXTS } from './mintTexts';

/** Why the last mint failed, under 'Minting failed. Please try again.' (the spec names no reasons). */
const FAILURE_REASONS = {
  rejected: MINT_MESSAGES.transactionRejected,
  cancelled: MINT_MESSAGES.transactionCancelled,
  failed: null,
} as const;

export const MINT_SHARE_TEXTS = { back: 'Back' } as const;

/**
 * MintShare (spec sections 2, 4 and 8): the story in its viewer, share to mint, and Back to
 * MintEntry; the last mint's failure above it.
 */
export function MintShareScreen({ mint }: { mint: MintPageActorRef }) {
  const shareToMint = useSelector(mint, selectShareToMintRef);
  const stage = useSelector(shareToMint, (snapshot) => (snapshot ? selectShareStage(snapshot) : 'loading'));
  const failure = useSelector(mint, (snapshot) => selectMintSession(snapshot).mintFailure);
  const share = useSelector(shareToMint, (snapshot) => snapshot && selectShareRef(snapshot));
  const reason = failure ? FAILURE_REASONS[failure] : null;
  return (
    <div css={{ display: 'grid', gap: '1rem', justifyItems: 'start', width: '100%' }}>
      {failure && (
        <div role="alert">
          <p>{MESSAGES.mintingFailed}</p>
          {reason && <p>{reason}</p>}
        </div>
      )}
      {stage === 'loading' && <p role="status">{MINT_TEXTS.loading}</p>}
      {stage === 'missingData' && <p role="alert">{MESSAGES.missingMintData}</p>}
      {stage === 'shareFailed' && <FailureAlert onRetry={() => shareToMint?.send({ type: 'shareToMint.retry' })} />}
      {stage === 'sharing' && share && <StoryAndShare share={share} />}
      <button type="button" css={secondaryButton} onClick={() => mint.send({ type: 'mint.back' })}>
        {MINT_SHARE_TEXTS.back}
      </button>
    </div>
  );
}

/** The story viewer tells the share flow when it loads; without a story, the button alone. */
function StoryAndShare({ share }: { share: ShareRef }) {
  const story = useSelector(share, (snapshot) => (snapshot.context.story.storyId ? snapshot.context.story : null));
  return (
    <>
      {story && (
        <iframe
          src={storyViewPath(`${story.walletAddress}/${story.storyId}`)}
          title="Your story"
          ref={(frame) => {
            if (frame) share.send({ type: 'share.viewerLoading' });
          }}
          onLoad={() => share.send({ type: 'share.viewerLoaded' })}
          css={{ width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: '0.75rem' }}
        />
      )}
      <ShareSection flow={share} />
    </>
  );
}
