import type { SnapshotFrom } from 'xstate';
import type { followVerifyMachine } from './followVerify.machine';

export type FollowVerifySnapshot = SnapshotFrom<typeof followVerifyMachine>;

/**
 * The verify button's labels (spec section 9: the label goes back after 2 s). Screen texts of
 * the view, kept here so that the chart only says which one applies.
 */
export const VERIFY_LABELS = {
  verify: 'Verify',
  verifying: 'Verifying...',
  verified: 'Verified!',
  notVerified: 'Not verified',
} as const;

export type VerifyLabel = (typeof VERIFY_LABELS)[keyof typeof VERIFY_LABELS];

export function selectVerifyLabel(snapshot: FollowVerifySnapshot): VerifyLabel {
  if (snapshot.matches('checking')) return VERIFY_LABELS.verifying;
  if (snapshot.matches({ subbed: 'showingResult' }) || snapshot.matches('alreadySubscribed')) {
    return VERIFY_LABELS.verified;
  }
  if (snapshot.matches({ notSubbed: 'showingResult' })) return VERIFY_LABELS.notVerified;
  return VERIFY_LABELS.verify;
}

/** Whether pressing the button starts a check now (not while one runs, not once it has ended). */
export const selectCanVerify = (snapshot: FollowVerifySnapshot) => snapshot.can({ type: 'followVerify.verify' });

/** A check is under way: the user may cancel it. */
export const selectChecking = (snapshot: FollowVerifySnapshot) => snapshot.matches('checking');

/** Why the last check did not verify, while it shows (NotSubbed); null otherwise. */
export const selectFollowProblem = (snapshot: FollowVerifySnapshot) =>
  snapshot.matches('notSubbed') ? snapshot.context.problem : null;

export const selectRequiredAccounts = (snapshot: FollowVerifySnapshot) => snapshot.context.requiredAccounts;

/** Subbed (spec section 5): the follows are verified, so the sign-up may go on. */
export const selectFollowsVerified = (snapshot: FollowVerifySnapshot) => snapshot.matches('subbed');

/** The wallet already entered the campaign: the page goes straight to WhitelistChecked. */
export const selectAlreadySubscribed = (snapshot: FollowVerifySnapshot) => snapshot.matches('alreadySubscribed');

/** The social account's username once looked up (the entry's twitterHandle). */
export const selectTwitterHandle = (snapshot: FollowVerifySnapshot) => snapshot.context.twitterHandle;
