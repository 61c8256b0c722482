import { useId } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { identityProofMachine } from '../../../machines/identityProof';
import {
  selectCanSignUp,
  selectEmail,
  selectEmailInvalid,
  selectFollowStepRef,
  selectHotWallet,
  selectIdentityProofRef,
  selectScreening,
  selectSignUpFailed,
  type whitelistSignUpMachine,
} from '../../../machines/whitelistSignUp';
import { useConfig } from '../../app/AppProviders';
import { primaryButton } from '../components/buttonStyles';
import { FailureAlert, TRY_AGAIN } from '../components/FailureAlert';
import { IdentityProofSection } from '../identityProof/IdentityProofSection';
import { EMAIL_FORM_TEXTS } from './EmailSignUpForm';
import { FollowStep, HotWalletStep } from './SignUpSteps';

export type WhitelistSignUpRef = ActorRefFrom<typeof whitelistSignUpMachine>;

/** Screen texts of the sign-up section. */
export const SIGN_UP_TEXTS = {
  hotWallet: 'Hot wallet',
  hotWalletHint: 'The wallet you will mint with.',
  connect: 'Connect hot wallet',
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
  const followStep = useSelector(flow, selectFollowStepRef);

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
      <SignUpHotWallet flow={flow} />
      {identityProof && (
        <IdentityProofSection
          flow={identityProof as ActorRefFrom<typeof identityProofMachine>}
          enrollLink={links.tokenproofEnroll}
        />
      )}
      {followStep && <FollowStep flow={followStep} awaitingWalletText={SIGN_UP_TEXTS.connectWalletFirst} />}
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

/** The hot wallet step of the sign-up. */
function SignUpHotWallet({ flow }: { flow: WhitelistSignUpRef }) {
  const hotWallet = useSelector(flow, selectHotWallet);
  const screening = useSelector(flow, selectScreening);
  return (
    <HotWalletStep
      hotWallet={hotWallet}
      screening={screening}
      texts={{ title: SIGN_UP_TEXTS.hotWallet, hint: SIGN_UP_TEXTS.hotWalletHint, connect: SIGN_UP_TEXTS.connect }}
    />
  );
}
