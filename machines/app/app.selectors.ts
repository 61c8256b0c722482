import type { MintPageActorRef } from '../mintPage/mintPage.selectors';
import type { SnapshotFrom } from 'xstate';
import type { appMachine } from './app.machine';

/** Pure mappings from the app snapshot to what views render. Views select narrowly with these. */
type AppSnapshot = SnapshotFrom<typeof appMachine>;

export type ReadyState = 'loading' | 'ready';

export const selectReadyState = (snapshot: AppSnapshot): ReadyState =>
  snapshot.matches({ lifecycle: 'ready' }) ? 'ready' : 'loading';
export const selectLayout = (snapshot: AppSnapshot) => snapshot.context.layout;
export const selectFeatures = (snapshot: AppSnapshot) => snapshot.context.features;
export const selectShowSignUpModal = (snapshot: AppSnapshot) => snapshot.matches({ signUpModal: 'open' });
/** The layout shows the sign-up modal only once the app is ready, over the page. */
export const selectSignUpModalShown = (snapshot: AppSnapshot) =>
  snapshot.matches({ lifecycle: 'ready', signUpModal: 'open' }) ||
  snapshot.matches({ lifecycle: 'ready', signUpModal: 'closing' });
/** The modal is fading out: it no longer takes input. */
export const selectSignUpModalClosing = (snapshot: AppSnapshot) => snapshot.matches({ signUpModal: 'closing' });

/** The newsletter sign-up flow, once a sign-up form has asked for it. */
export const selectNewsletterActor = (snapshot: AppSnapshot) => snapshot.context.newsletter;
export const selectNewsletterFlowFailed = (snapshot: AppSnapshot) => snapshot.matches({ newsletter: 'flowFailed' });
export const selectInitialSearchParams = (snapshot: AppSnapshot) => snapshot.context.initialSearchParams;

/**
 * The mint page's flow while a mint page is open, else null. The app spawns the mint flow it
 * loaded, which its chart knows only as a machine (machine files import no other machine): its
 * type is the mint chart's.
 */
export const selectMintActor = (snapshot: AppSnapshot) => snapshot.context.mint as MintPageActorRef | null;
/** The mint page's flow could not be loaded. */
export const selectMintFlowFailed = (snapshot: AppSnapshot) => snapshot.matches({ mintPage: 'flowFailed' });
