import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  selectSocialAuthProblem,
  selectSocialAuthView,
  type SocialAuthProblem,
  type socialAuthMachine,
} from '../../../machines/socialAuth';
import { MESSAGES, pendingAuthMessage } from '../../domain/errors/messages';
import { primaryButton, secondaryButton } from '../components/buttonStyles';

export type SocialAuthRef = ActorRefFrom<typeof socialAuthMachine>;

/** Screen texts of the section (the spec names none besides the catalogue's errors). */
export const SOCIAL_AUTH_TEXTS = {
  connect: 'Connect Twitter',
  disconnect: 'Disconnect',
  cancel: 'Cancel',
  retry: 'Try again',
  checking: 'Checking your Twitter connection...',
  redirecting: 'Taking you to Twitter to log in...',
  waiting: 'Log in to Twitter in the popup window. Waiting for Twitter...',
  popupBlocked: 'Your browser blocked the Twitter login window. Allow popups for this site, then try again.',
  connectedAs: 'Connected as',
} as const;

/** The words of the error catalogue for why a login failed (spec section 8). */
export function socialAuthProblemText(problem: SocialAuthProblem): string {
  switch (problem.kind) {
    case 'pendingError':
      return pendingAuthMessage(problem.type);
    case 'failed':
    case 'timedOut':
      return MESSAGES.socialAuthRetry;
  }
}

/**
 * Connecting a Twitter account (spec sections 4 and 6). The v2 login opens its popup while the
 * click runs: 'Connect Twitter' sends `socialAuth.login` straight from onClick, and the flow's
 * `popupWindow` actor, started within that send, opens the window synchronously, so popup
 * blockers let it through.
 */
export function SocialAuthSection({ flow }: { flow: SocialAuthRef }) {
  const view = useSelector(flow, selectSocialAuthView);
  const problem = useSelector(flow, selectSocialAuthProblem);
  const login = () => flow.send({ type: 'socialAuth.login' });
  const cancel = () => flow.send({ type: 'socialAuth.cancel' });

  return (
    <section aria-labelledby="social-auth-title" css={{ display: 'grid', gap: '0.75rem' }}>
      <h2 id="social-auth-title" css={{ fontSize: '1.1rem', margin: 0 }}>
        Twitter
      </h2>
      {view.kind === 'checking' && <p role="status">{SOCIAL_AUTH_TEXTS.checking}</p>}
      {view.kind === 'loggedOut' && (
        <p css={{ margin: 0 }}>
          <button type="button" css={primaryButton} onClick={login}>
            {SOCIAL_AUTH_TEXTS.connect}
          </button>
        </p>
      )}
      {(view.kind === 'redirecting' || view.kind === 'waiting') && (
        <p role="status" css={{ display: 'flex', gap: '0.5rem', alignItems: 'center', margin: 0 }}>
          {view.kind === 'redirecting' ? SOCIAL_AUTH_TEXTS.redirecting : SOCIAL_AUTH_TEXTS.waiting}
          <button type="button" css={secondaryButton} onClick={cancel}>
            {SOCIAL_AUTH_TEXTS.cancel}
          </button>
        </p>
      )}
      {view.kind === 'popupBlocked' && (
        <div css={{ display: 'grid', gap: '0.5rem' }}>
          <p role="alert" css={{ margin: 0 }}>
            {SOCIAL_AUTH_TEXTS.popupBlocked}
          </p>
          <p css={{ display: 'flex', gap: '0.5rem', margin: 0 }}>
            <button type="button" css={primaryButton} onClick={login}>
              {SOCIAL_AUTH_TEXTS.retry}
            </button>
            <button type="button" css={secondaryButton} onClick={cancel}>
              {SOCIAL_AUTH_TEXTS.cancel}
            </button>
          </p>
        </div>
      )}
      {view.kind === 'loggedIn' && (
        <p css={{ display: 'flex', gap: '0.5rem', alignItems: 'center', margin: 0 }}>
          {SOCIAL_AUTH_TEXTS.connectedAs} @{view.twitterUserName}
          <button type="button" css={secondaryButton} onClick={() => flow.send({ type: 'socialAuth.logout' })}>
            {SOCIAL_AUTH_TEXTS.disconnect}
          </button>
        </p>
      )}
      {problem && <p role="alert">{socialAuthProblemText(problem)}</p>}
    </section>
  );
}
