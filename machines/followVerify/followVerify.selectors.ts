import type { SnapshotFrom } from 'xstate';
import type { followVerifyMachine } from './followVerify.machine';

export type FollowVerifySnapshot = SnapshotFrom<typeof followVerifyMachine>;

/** Which label the verify button shows (spec section 9: a result label goes back after 2 s). */
export type VerifyLabel = 'verify' | 'verifying' | 'verified' | 'notVerified';

export function selectVerifyLabel(snapshot: FollowVerifySnapshot): VerifyLabel {
  if (snapshot.matches('checking')) return 'verifying';
  if (snapshot.matches({ subbed: 'showingResult' }) || snapshot.matches('alreadySubscribed')) return 'verified';
  if (snapshot.matches({ notSubbed: 'showingResult' })) return 'notVerified';
  return 'verify';
}

/** Whether pressing the button starts a check now (not while one runs, not once it has ended). */
export const selectCanVerify = (snapshot: FollowVerifySnapshot) => snapshot.can({ type: 'followVerify.verify' });

/** A check is under way: the user may cancel it. */
export const selectChecking = (snapshot: FollowVerifySnapshot) => snapshot.matches('checking');

/** Why the last check did not verify, while it shows (NotSubbed); null otherwise. */
export const selectFollowProblem = (snapshot: FollowVerifySnapshot) =>
  snapshot.matches('notSubbed') ? snapshot.context.problem : null;

export const selectRequiredAccounts = (snapshot: FollowVerifySnapshot) => snapshot.context.requiredAccounts;

/** The last check found the social login gone (its credentials refused): the account must be connected again. */
export const selectSocialLoginGone = (snapshot: FollowVerifySnapshot) =>
  snapshot.matches('notSubbed') && snapshot.context.problem?.kind === 'loginGone';

/** Subbed (spec section 5): the follows are verified, so the sign-up may go on. */
export const selectFollowsVerified = (snapshot: FollowVerifySnapshot) => snapshot.matches('subbed');

/** The wallet already entered the campaign: the page goes straight to WhitelistChecked. */
export const selectAlreadySubscribed = (snapshot: FollowVerifySnapshot) => snapshot.matches('alreadySubscribed');

/** The social account's username once looked up (the entry's twitterHandle). */
export const selectTwitterHandle = (snapshot: FollowVerifySnapshot) => snapshot.context.twitterHandle;
