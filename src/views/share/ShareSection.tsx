import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  selectAuthorizing,
  selectCanShare,
  selectShareBusy,
  selectShareButtonLabel,
  selectShareNotice,
  selectShareProblem,
  selectViewerLoad,
  selectWalletMismatch,
  type ShareButtonLabel,
  type ShareNotice,
  type ShareProblem,
  type shareMachine,
} from '../../../machines/share';
import { MESSAGES } from '../../domain/errors/messages';
import { primaryButton, secondaryButton } from '../components/buttonStyles';
import { HotWalletMismatch } from '../wallet/HotWalletMismatch';

export type ShareRef = ActorRefFrom<typeof shareMachine>;

/** The button's screen texts (spec section 4). */
export const SHARE_BUTTON_LABELS: Readonly<Record<ShareButtonLabel, string>> = {
  shareToMint: 'SHARE TO MINT!',
  mint: 'MINT!',
};

/** The notices of spec section 8. */
export const SHARE_NOTICES: Readonly<Record<ShareNotice, string>> = {
  patience: MESSAGES.sharingPatience,
  needsAuthorization: MESSAGES.sharingNeedsAuthorization,
};

/** The catalogue's words for why a share did not go out (spec section 8). */
export const SHARE_PROBLEMS: Readonly<Record<ShareProblem, string>> = {
  reauthorizationRequired: MESSAGES.twitterReauthorizationRequired,
  somethingWentWrong: MESSAGES.somethingWentWrong,
};

/** Texts the spec does not name: why the button waits, and the redirect under way. */
export const SHARE_TEXTS = {
  viewerLoading: 'Your story is loading...',
  authorizing: 'Taking you to Twitter to authorize sharing...',
  cancel: 'Cancel',
} as const;

const MISMATCH_ID = 'share-wallet-mismatch';

/**
 * Share to mint (spec sections 4 and 8), the MintShare screen's action: the notices, the button
 * and why it is disabled. The page around it shows the story viewer and tells the flow when the
 * viewer loads; the flow decides when the button works (`can`), this view only renders it.
 */
export function ShareSection({ flow }: { flow: ShareRef }) {
  const label = useSelector(flow, selectShareButtonLabel);
  const canShare = useSelector(flow, selectCanShare);
  const busy = useSelector(flow, selectShareBusy);
  const authorizing = useSelector(flow, selectAuthorizing);
  const notice = useSelector(flow, selectShareNotice);
  const problem = useSelector(flow, selectShareProblem);
  const mismatch = useSelector(flow, selectWalletMismatch);
  const viewerLoad = useSelector(flow, selectViewerLoad);
  const viewerPending = viewerLoad === 'idle' || viewerLoad === 'loading';

  return (
    <section aria-label="Share to mint" css={{ display: 'grid', gap: '0.75rem', justifyItems: 'start' }}>
      {notice && <p role="status">{SHARE_NOTICES[notice]}</p>}
      {viewerPending && !mismatch && <p role="status">{SHARE_TEXTS.viewerLoading}</p>}
      {mismatch && <HotWalletMismatch id={MISMATCH_ID} expected={mismatch.expected} current={mismatch.current} />}
      <button
        type="button"
        css={primaryButton}
        disabled={!canShare}
        aria-busy={busy || undefined}
        aria-describedby={mismatch ? MISMATCH_ID : undefined}
        onClick={() => flow.send({ type: 'share.share' })}
      >
        {SHARE_BUTTON_LABELS[label]}
      </button>
      {authorizing && (
        <p role="status" css={{ display: 'flex', gap: '0.5rem', alignItems: 'center', margin: 0 }}>
          {SHARE_TEXTS.authorizing}
          <button type="button" css={secondaryButton} onClick={() => flow.send({ type: 'share.cancel' })}>
            {SHARE_TEXTS.cancel}
          </button>
        </p>
      )}
      {problem && <p role="alert">{SHARE_PROBLEMS[problem]}</p>}
    </section>
  );
}
