import { useSelector } from '@xstate/react';
import { MINT_TEXTS } from './mintTexts';
import type { ActorRefFrom } from 'xstate';
import {
  selectCanEnter,
  selectCaptchaRound,
  selectCaptchaStep,
  selectEntering,
  selectEntryError,
  selectFollowStepRef,
  selectGiveawayFailed,
  selectHotWallet,
  selectScreening,
  type giveawayMachine,
  type GiveawayEntryError,
} from '../../../machines/giveaway';
import { useConfig } from '../../app/AppProviders';
import { MESSAGES, raffleDuplicateLines } from '../../domain/errors';
import { primaryButton } from '../components/buttonStyles';
import { FailureAlert } from '../components/FailureAlert';
import { CaptchaWidget } from './CaptchaWidget';
import { FollowStep, HotWalletStep } from './SignUpSteps';

export type GiveawayRef = ActorRefFrom<typeof giveawayMachine>;

/** Screen texts of the giveaway registration. */
export const GIVEAWAY_TEXTS = {
  title: MINT_TEXTS.giveaway,
  form: 'Giveaway registration',
  wallet: 'Wallet',
  walletHint: 'The wallet you enter the giveaway with.',
  connect: 'Connect wallet',
  connectWalletFirst: 'Connect your wallet first: the follows are checked for it.',
  captcha: 'Verification',
  captchaHint: 'Show us you are human.',
  submit: 'Register',
  entering: 'Registering...',
} as const;

/**
 * The collection giveaway (spec sections 2 and 5): connect the wallet, verify the required Twitter
 * follows, solve the captcha (not in the mock environment), register. The button works only when
 * the giveaway's chart allows it; a refused entry says why above it.
 */
export function GiveawaySection({ flow }: { flow: GiveawayRef }) {
  const failed = useSelector(flow, selectGiveawayFailed);
  const canEnter = useSelector(flow, selectCanEnter);
  const entering = useSelector(flow, selectEntering);
  const followStep = useSelector(flow, selectFollowStepRef);

  if (failed) return <FailureAlert onRetry={() => flow.send({ type: 'giveaway.restart' })} />;

  return (
    <form
      noValidate
      aria-label={GIVEAWAY_TEXTS.form}
      aria-busy={entering || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        flow.send({ type: 'giveaway.submit' });
      }}
      css={{ display: 'grid', gap: '1.5rem', justifyItems: 'start' }}
    >
      <GiveawayWallet flow={flow} />
      {followStep && <FollowStep flow={followStep} awaitingWalletText={GIVEAWAY_TEXTS.connectWalletFirst} />}
      <CaptchaStep flow={flow} />
      <EntryError flow={flow} />
      <button type="submit" css={primaryButton} disabled={!canEnter}>
        {entering ? GIVEAWAY_TEXTS.entering : GIVEAWAY_TEXTS.submit}
      </button>
    </form>
  );
}

function GiveawayWallet({ flow }: { flow: GiveawayRef }) {
  const hotWallet = useSelector(flow, selectHotWallet);
  const screening = useSelector(flow, selectScreening);
  return (
    <HotWalletStep
      hotWallet={hotWallet}
      screening={screening}
      texts={{ title: GIVEAWAY_TEXTS.wallet, hint: GIVEAWAY_TEXTS.walletHint, connect: GIVEAWAY_TEXTS.connect }}
    />
  );
}

/** The captcha: nothing in the mock environment (it bypasses it), else the widget, one per round. */
function CaptchaStep({ flow }: { flow: GiveawayRef }) {
  const { captcha } = useConfig();
  const step = useSelector(flow, selectCaptchaStep);
  const round = useSelector(flow, selectCaptchaRound);
  if (step === 'bypassed') return null;
  return (
    <section aria-label={GIVEAWAY_TEXTS.captcha} css={{ display: 'grid', gap: '0.75rem' }}>
      <p css={{ margin: 0 }}>{GIVEAWAY_TEXTS.captchaHint}</p>
      {step === 'failed' ? (
        <FailureAlert onRetry={() => flow.send({ type: 'giveaway.retryCaptcha' })} />
      ) : (
        <CaptchaWidget
          key={round}
          captcha={captcha}
          onSolved={(token) => flow.send({ type: 'giveaway.captchaSolved', token })}
          onExpired={() => flow.send({ type: 'giveaway.captchaExpired' })}
          onFailed={() => flow.send({ type: 'giveaway.captchaFailed' })}
        />
      )}
    </section>
  );
}

/** The catalogue's lines for why the last entry did not go through (spec section 8). */
export function entryErrorLines(error: GiveawayEntryError): string[] {
  switch (error.kind) {
    case 'failed':
      return [MESSAGES.signUpTryAgain];
    case 'invalidHandles':
      return [MESSAGES.invalidSocialHandles];
    case 'duplicate':
      return [MESSAGES.raffleAlreadyEntered, ...raffleDuplicateLines(error.duplicate)];
  }
}

/** Why the last entry did not go through: the 409 with its raffle, wallet and Twitter lines, refused handles, or a retry. */
function EntryError({ flow }: { flow: GiveawayRef }) {
  const error = useSelector(flow, selectEntryError);
  if (!error) return null;
  const [first, ...more] = entryErrorLines(error);
  if (more.length === 0) return <p role="alert">{first}</p>;
  return (
    <div role="alert">
      <p>{first}</p>
      {more.map((line) => (
        <p key={line} css={{ margin: 0 }}>
          {line}
        </p>
      ))}
    </div>
  );
}
