import type { SnapshotFrom } from 'xstate';
import type { giveawayMachine } from './giveaway.machine';

export type GiveawaySnapshot = SnapshotFrom<typeof giveawayMachine>;

/** The register button works (spec section 5): the chart's own rule, through `can`. */
export const selectCanEnter = (snapshot: GiveawaySnapshot) => snapshot.can({ type: 'giveaway.submit' });

/** The entry call is under way. */
export const selectEntering = (snapshot: GiveawaySnapshot) => snapshot.matches({ active: { form: 'entering' } });

export const selectHotWallet = (snapshot: GiveawaySnapshot) => snapshot.context.hotWallet;
export const selectScreening = (snapshot: GiveawaySnapshot) => snapshot.context.screening;
export const selectEntryError = (snapshot: GiveawaySnapshot) => snapshot.context.entryError;

/** Where the follow step stands (the same steps as the whitelist sign-up's). */
export function selectFollowStep(
  snapshot: GiveawaySnapshot,
): 'notRequired' | 'awaitingWallet' | 'connecting' | 'verifying' | 'failed' {
  if (snapshot.matches({ active: { follows: 'notRequired' } })) return 'notRequired';
  if (snapshot.matches({ active: { follows: { social: 'verifying' } } })) return 'verifying';
  if (snapshot.matches({ active: { follows: 'social' } })) return 'connecting';
  if (snapshot.matches({ active: { follows: 'socialFailed' } })) return 'failed';
  return 'awaitingWallet';
}

/** The captcha: bypassed (mock environment), waiting, solved or failed to load. */
export function selectCaptchaStep(snapshot: GiveawaySnapshot): 'bypassed' | 'unsolved' | 'solved' | 'failed' {
  if (snapshot.matches({ active: { captcha: 'bypassed' } })) return 'bypassed';
  if (snapshot.matches({ active: { captcha: 'solved' } })) return 'solved';
  if (snapshot.matches({ active: { captcha: 'failed' } })) return 'failed';
  return 'unsolved';
}

/** Which captcha widget: a spent or expired one is replaced by a fresh one. */
export const selectCaptchaRound = (snapshot: GiveawaySnapshot) => snapshot.context.captchaRound;

/** The wallet watcher stopped: the section shows the error and a way to start again. */
export const selectGiveawayFailed = (snapshot: GiveawaySnapshot) => snapshot.matches('failed');

/** The follow step's own actors, for their views. */
export const selectSocialAuthRef = (snapshot: GiveawaySnapshot) => snapshot.children.socialAuth;
export const selectFollowVerifyRef = (snapshot: GiveawaySnapshot) => snapshot.children.followVerify;
