import { useId } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectNewsletterActor, selectNewsletterFlowFailed } from '../../../machines/app';
import {
  selectNewsletterAgreed,
  selectNewsletterButtonLabel,
  selectNewsletterCanSubmit,
  selectNewsletterEmail,
  selectNewsletterFailed,
  selectNewsletterLocked,
  type newsletterSignUpMachine,
} from '../../../machines/newsletterSignUp';
import { useAppActor } from '../../app/AppProviders';
import { primaryButton } from '../components/buttonStyles';
import { FailureAlert } from '../components/FailureAlert';
import { textFieldStyle } from '../components/fieldStyles';
import { visuallyHidden } from '../components/visuallyHidden';
import { theme } from '../theme';

type NewsletterActor = ActorRefFrom<typeof newsletterSignUpMachine>;

/**
 * The newsletter sign-up form of the modal and the footer box: both render the app's one
 * newsletter flow (machines/newsletterSignUp). Until the flow has loaded the form waits; a flow
 * that failed to load says so with Try again.
 */
export function NewsletterSignUpForm() {
  const app = useAppActor();
  const flow = useSelector(app, selectNewsletterActor) as NewsletterActor | null;
  const flowFailed = useSelector(app, selectNewsletterFlowFailed);
  if (flow) return <NewsletterFields flow={flow} />;
  if (flowFailed) return <FailureAlert onRetry={() => app.send({ type: 'newsletter.retry' })} />;
  return <p role="status">Loading…</p>;
}

function NewsletterFields({ flow }: { flow: NewsletterActor }) {
  const email = useSelector(flow, selectNewsletterEmail);
  const agreed = useSelector(flow, selectNewsletterAgreed);
  const canSubmit = useSelector(flow, selectNewsletterCanSubmit);
  const locked = useSelector(flow, selectNewsletterLocked);
  const label = useSelector(flow, selectNewsletterButtonLabel);
  const failed = useSelector(flow, selectNewsletterFailed);
  const emailId = useId();
  const agreeId = useId();

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        flow.send({ type: 'newsletter.submit' });
      }}
      css={{ display: 'grid', gap: '0.75rem' }}
    >
      <label htmlFor={emailId}>E-mail address</label>
      <input
        id={emailId}
        type="email"
        autoComplete="email"
        required
        value={email}
        disabled={locked}
        onChange={(event) => flow.send({ type: 'newsletter.emailChanged', email: event.target.value })}
        css={textFieldStyle}
      />
      <div css={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start' }}>
        <input
          id={agreeId}
          type="checkbox"
          required
          checked={agreed}
          disabled={locked}
          onChange={(event) => flow.send({ type: 'newsletter.agreementChanged', agreed: event.target.checked })}
          css={{ marginTop: '0.25rem', accentColor: theme.colors.accent }}
        />
        <label htmlFor={agreeId}>I agree to receive marketing emails.</label>
      </div>
      <button type="submit" disabled={!canSubmit} css={{ ...primaryButton, justifySelf: 'start' }}>
        {label}
      </button>
      {/* The button's new label is not announced by itself. */}
      <p role="status" css={visuallyHidden}>
        {label === 'Subscribed' ? 'You are subscribed.' : ''}
      </p>
      {failed && (
        <p role="alert" css={{ color: theme.colors.error, margin: 0, fontWeight: 600 }}>
          Error occurred.
        </p>
      )}
    </form>
  );
}
