import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { followStepMachine } from '../followStep/followStep.machine';
import type { giveawayMachine } from './giveaway.machine';

export type GiveawaySnapshot = SnapshotFrom<typeof giveawayMachine>;

/** The register button works (spec section 5): the chart's own rule, through `can`. */
export const selectCanEnter = (snapshot: GiveawaySnapshot) => snapshot.can({ type: 'giveaway.submit' });

/** The entry call is under way. */
export const selectEntering = (snapshot: GiveawaySnapshot) => snapshot.matches({ active: { form: 'entering' } });

export const selectHotWallet = (snapshot: GiveawaySnapshot) => snapshot.context.hotWallet;
export const selectScreening = (snapshot: GiveawaySnapshot) => snapshot.context.screening;
export const selectEntryError = (snapshot: GiveawaySnapshot) => snapshot.context.entryError;

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

/** The follow step's own actor, for its view. */
export const selectFollowStepRef = (snapshot: GiveawaySnapshot) =>
  snapshot.children.followStep as ActorRefFrom<typeof followStepMachine> | undefined;
