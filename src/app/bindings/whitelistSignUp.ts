import { selectColdWallet, type IdentityProofSnapshot } from '../../../machines/identityProof';
import { selectAddress, selectScreeningStatus, type UserSnapshot } from '../../../machines/user';
import { whitelistSignUpMachine, type WhitelistSignUpEvent } from '../../../machines/whitelistSignUp';
import { bindFollowStepFlow, watchFollowStep, type FollowStepEdge } from './followStep';
import { bindIdentityProofFlow, type IdentityProofEdge } from './identityProof';
import { watchSystemActor } from './watchSystemActor';

/** What the whitelist sign-up section runs on: its parts' edges. */
export type WhitelistSignUpEdge = IdentityProofEdge & FollowStepEdge;

/**
 * Binds the whitelist sign-up section (machines/whitelistSignUp): the identity proof and the
 * follow step as the app binds them alone, and the watchers that tell the section where each
 * part stands. The hot wallet is the app's user flow (systemId 'user'), found in
 * the same actor system.
 */
export function bindWhitelistSignUpFlow(edge: WhitelistSignUpEdge) {
  return whitelistSignUpMachine.provide({
    actors: {
      identityProof: bindIdentityProofFlow(edge),
      followStep: bindFollowStepFlow(edge),
      watchHotWallet: watchSystemActor('user', (snapshot: UserSnapshot): WhitelistSignUpEvent[] => [
        { type: 'signUp.hotWalletChanged', address: selectAddress(snapshot) },
        { type: 'signUp.screeningChanged', status: selectScreeningStatus(snapshot) },
      ]),
      watchColdWallet: watchSystemActor('identityProof', (snapshot: IdentityProofSnapshot): WhitelistSignUpEvent[] => [
        { type: 'signUp.coldWalletChanged', coldWallet: selectColdWallet(snapshot) },
      ]),
      watchFollowStep: watchFollowStep(({ verified, twitterHandle }): WhitelistSignUpEvent => ({
        type: 'signUp.followsChanged',
        verified,
        twitterHandle,
      })),
    },
  });
}
