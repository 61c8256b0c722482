import { useId } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { identityProofMachine } from '../../../machines/identityProof';
import type { socialAuthMachine } from '../../../machines/socialAuth';
import type { followVerifyMachine } from '../../../machines/followVerify';
import {
  selectCanSignUp,
  selectEmail,
  selectEmailInvalid,
  selectFollowStep,
  selectFollowVerifyRef,
  selectHotWallet,
  selectIdentityProofRef,
  selectScreening,
  selectSignUpFailed,
  selectSocialAuthRef,
  type whitelistSignUpMachine,
} from '../../../machines/whitelistSignUp';
import { useConfig } from '../../app/AppProviders';
import { shortenAddress } from '../../domain/address';
import { MESSAGES } from '../../domain/errors/messages';
import { primaryButton } from '../components/buttonStyles';
import { FailureAlert, TRY_AGAIN } from '../components/FailureAlert';
import { IdentityProofSection } from '../identityProof/IdentityProofSection';
import { FollowVerifySection } from '../social/FollowVerifySection';
import { SocialAuthSection } from '../social/SocialAuthSection';
import { LoginButton } from '../wallet/LoginButton';
import { EMAIL_FORM_TEXTS } from './EmailSignUpForm';

export type WhitelistSignUpRef = ActorRefFrom<typeof whitelistSignUpMachine>;

/** Screen texts of the sign-up section. */
export const SIGN_UP_TEXTS = {
  hotWallet: 'Hot wallet',
  hotWalletHint: 'The wallet you will mint with.',
  connect: 'Connect hot wallet',
  follows: 'Twitter',
  connectWalletFirst: 'Connect your hot wallet first: the follows are checked for it.',
  emailLabel: 'Email (optional)',
  submit: 'Sign up for the whitelist',
  tryAgain: TRY_AGAIN,
} as const;

/**
 * Whitelist sign-up (spec sections 2 and 5): the hot wallet (the app's wallet login), the cold
 * wallet (identity proof), the required Twitter follows and the optional e-mail, then the button,
 * which works only when the section's chart allows it. Each part renders its own flow.
 */
export function WhitelistSignUpSection({ flow }: { flow: WhitelistSignUpRef }) {
  const id = useId();
  const { links } = useConfig();
  const failed = useSelector(flow, selectSignUpFailed);
  const canSignUp = useSelector(flow, selectCanSignUp);
  const email = useSelector(flow, selectEmail);
  const emailInvalid = useSelector(flow, selectEmailInvalid);
  const identityProof = useSelector(flow, selectIdentityProofRef);

  if (failed) {
    return <FailureAlert onRetry={() => flow.send({ type: 'signUp.restart' })} />;
  }

  return (
    <form
      noValidate
      aria-label="Whitelist sign-up"
      onSubmit={(event) => {
        event.preventDefault();
        flow.send({ type: 'signUp.submit' });
      }}
      css={{ display: 'grid', gap: '1.5rem', justifyItems: 'start' }}
    >
      <HotWalletStep flow={flow} />
      {identityProof && (
        <IdentityProofSection
          flow={identityProof as ActorRefFrom<typeof identityProofMachine>}
          enrollLink={links.tokenproofEnroll}
        />
      )}
      <FollowStep flow={flow} />
      <div css={{ display: 'grid', gap: '0.5rem' }}>
        <label htmlFor={`${id}-email`}>{SIGN_UP_TEXTS.emailLabel}</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={emailInvalid || undefined}
          aria-describedby={emailInvalid ? `${id}-email-hint` : undefined}
          onChange={(event) => flow.send({ type: 'signUp.emailChanged', email: event.target.value })}
        />
        {emailInvalid && <p id={`${id}-email-hint`}>{EMAIL_FORM_TEXTS.missing}</p>}
        <p css={{ margin: 0, fontSize: '0.85rem' }}>{EMAIL_FORM_TEXTS.consent}</p>
      </div>
      <button type="submit" css={primaryButton} disabled={!canSignUp}>
        {SIGN_UP_TEXTS.submit}
      </button>
    </form>
  );
}

/** The hot wallet: connect it, or which one is connected and whether it may take part. */
function HotWalletStep({ flow }: { flow: WhitelistSignUpRef }) {
  const hotWallet = useSelector(flow, selectHotWallet);
  const screening = useSelector(flow, selectScreening);
  return (
    <section aria-labelledby="hot-wallet-title" css={{ display: 'grid', gap: '0.75rem' }}>
      <h2 id="hot-wallet-title" css={{ fontSize: '1.1rem', margin: 0 }}>
        {SIGN_UP_TEXTS.hotWallet}
      </h2>
      <p css={{ margin: 0 }}>{SIGN_UP_TEXTS.hotWalletHint}</p>
      {hotWallet ? (
        <p role="status">
          Connected: <span title={hotWallet}>{shortenAddress(hotWallet)}</span>
        </p>
      ) : (
        <LoginButton label={SIGN_UP_TEXTS.connect} />
      )}
      {/* The header already announces it: said here too, where the sign-up needs it, but not twice aloud. */}
      {screening === 'blocked' && <p>{MESSAGES.walletBlocked}</p>}
    </section>
  );
}

/** The Twitter follows the sale requires: connect the account, then verify. */
function FollowStep({ flow }: { flow: WhitelistSignUpRef }) {
  const step = useSelector(flow, selectFollowStep);
  const socialAuth = useSelector(flow, selectSocialAuthRef);
  const followVerify = useSelector(flow, selectFollowVerifyRef);
  if (step === 'notRequired') return null;
  return (
    <section aria-labelledby="follows-title" css={{ display: 'grid', gap: '0.75rem' }}>
      <h2 id="follows-title" css={{ fontSize: '1.1rem', margin: 0 }}>
        {SIGN_UP_TEXTS.follows}
      </h2>
      {step === 'awaitingWallet' && <p>{SIGN_UP_TEXTS.connectWalletFirst}</p>}
      {step === 'failed' && <FailureAlert onRetry={() => flow.send({ type: 'signUp.retryFollows' })} />}
      {socialAuth && <SocialAuthSection flow={socialAuth as ActorRefFrom<typeof socialAuthMachine>} />}
      {followVerify && <FollowVerifySection flow={followVerify as ActorRefFrom<typeof followVerifyMachine>} />}
    </section>
  );
}
