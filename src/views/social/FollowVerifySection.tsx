import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  selectCanVerify,
  selectChecking,
  selectFollowProblem,
  selectRequiredAccounts,
  selectVerifyLabel,
  type FollowVerifyProblem,
  type VerifyLabel,
  type followVerifyMachine,
} from '../../../machines/followVerify';
import { followAllAccountsMessage, MESSAGES } from '../../domain/errors/messages';
import { primaryButton, secondaryButton } from '../components/buttonStyles';

/** The verify button's screen texts, by the label the flow's state selects. */
export const VERIFY_LABELS: Readonly<Record<VerifyLabel, string>> = {
  verify: 'Verify',
  verifying: 'Verifying...',
  verified: 'Verified!',
  notVerified: 'Not verified',
};

export type FollowVerifyRef = ActorRefFrom<typeof followVerifyMachine>;

/** The words of the error catalogue for why a check did not verify. */
export function followProblemText(problem: FollowVerifyProblem): string {
  switch (problem.kind) {
    case 'notFollowing':
      return followAllAccountsMessage(problem.count);
    case 'missingUsername':
      return MESSAGES.missingTwitterUsername;
    case 'subscriptionCheckFailed':
      return MESSAGES.errorWhileCheckingSubscribed;
    case 'failed':
      return problem.message || MESSAGES.unknownError;
    case 'loginGone':
      return MESSAGES.socialAuthRetry;
  }
}

/**
 * Social follow verification (spec sections 4 and 5): the Twitter accounts the sale requires and
 * the verify button, whose result label goes back to 'Verify' after 2 s. Renders the flow's state
 * and sends its events; the sign-up section places it and reads whether the follows are verified.
 */
export function FollowVerifySection({ flow }: { flow: FollowVerifyRef }) {
  const accounts = useSelector(flow, selectRequiredAccounts);
  const label = useSelector(flow, selectVerifyLabel);
  const canVerify = useSelector(flow, selectCanVerify);
  const checking = useSelector(flow, selectChecking);
  const problem = useSelector(flow, selectFollowProblem);

  return (
    <section aria-labelledby="follow-verify-title" css={{ display: 'grid', gap: '0.75rem' }}>
      <h2 id="follow-verify-title" css={{ fontSize: '1.1rem', margin: 0 }}>
        Follow on Twitter
      </h2>
      <ul aria-label="Twitter accounts to follow" css={{ margin: 0, paddingLeft: '1.2rem' }}>
        {accounts.map((account, index) => (
          <li key={`${index}:${account}`}>@{account}</li>
        ))}
      </ul>
      <p css={{ display: 'flex', gap: '0.5rem', margin: 0 }}>
        <button
          type="button"
          css={primaryButton}
          disabled={!canVerify}
          onClick={() => flow.send({ type: 'followVerify.verify' })}
        >
          {VERIFY_LABELS[label]}
        </button>
        {checking && (
          <button type="button" css={secondaryButton} onClick={() => flow.send({ type: 'followVerify.cancel' })}>
            Cancel
          </button>
        )}
      </p>
      {problem && <p role="alert">{followProblemText(problem)}</p>}
    </section>
  );
}
