import { useId } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  selectFollowStepState,
  selectFollowVerifyRef,
  selectSocialAuthRef,
  type followStepMachine,
} from '../../../machines/followStep';
import type { followVerifyMachine } from '../../../machines/followVerify';
import type { socialAuthMachine } from '../../../machines/socialAuth';
import type { ScreeningStatus } from '../../../machines/whitelistSignUp';
import { shortenAddress } from '../../domain/address';
import { MESSAGES } from '../../domain/errors/messages';
import { FailureAlert } from '../components/FailureAlert';
import { FollowVerifySection } from '../social/FollowVerifySection';
import { SocialAuthSection } from '../social/SocialAuthSection';
import { LoginButton } from '../wallet/LoginButton';

/** The steps the whitelist sign-up and the giveaway share: the wallet, and the Twitter follows. */

export type FollowStepRef = ActorRefFrom<typeof followStepMachine>;

/** The hot wallet: connect it, or which one is connected and whether it may take part. */
export function HotWalletStep({
  hotWallet,
  screening,
  texts,
}: {
  hotWallet: string | null;
  screening: ScreeningStatus;
  texts: { title: string; hint: string; connect: string };
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} css={{ display: 'grid', gap: '0.75rem' }}>
      <h2 id={titleId} css={{ fontSize: '1.1rem', margin: 0 }}>
        {texts.title}
      </h2>
      <p css={{ margin: 0 }}>{texts.hint}</p>
      {hotWallet ? (
        <p role="status">
          Connected: <span title={hotWallet}>{shortenAddress(hotWallet)}</span>
        </p>
      ) : (
        <LoginButton label={texts.connect} />
      )}
      {/* The header already announces it: said here too, where the sign-up needs it, but not twice aloud. */}
      {screening === 'blocked' && <p>{MESSAGES.walletBlocked}</p>}
    </section>
  );
}

/** Heads the follow step. */
export const FOLLOWS_TITLE = 'Twitter follows';

/** The Twitter follows the sale requires (the follow step's own actor): connect the account, then verify. */
export function FollowStep({ flow, awaitingWalletText }: { flow: FollowStepRef; awaitingWalletText: string }) {
  const titleId = useId();
  const step = useSelector(flow, selectFollowStepState);
  const socialAuth = useSelector(flow, selectSocialAuthRef);
  const followVerify = useSelector(flow, selectFollowVerifyRef);
  if (step === 'notRequired') return null;
  return (
    <section aria-labelledby={titleId} css={{ display: 'grid', gap: '0.75rem' }}>
      <h2 id={titleId} css={{ fontSize: '1.1rem', margin: 0 }}>
        {FOLLOWS_TITLE}
      </h2>
      {step === 'awaitingWallet' && <p>{awaitingWalletText}</p>}
      {step === 'failed' && <FailureAlert onRetry={() => flow.send({ type: 'followStep.retry' })} />}
      {socialAuth && <SocialAuthSection flow={socialAuth as ActorRefFrom<typeof socialAuthMachine>} />}
      {followVerify && <FollowVerifySection flow={followVerify as ActorRefFrom<typeof followVerifyMachine>} />}
    </section>
  );
}
