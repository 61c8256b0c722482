import { selectColdWallet, type IdentityProofSnapshot } from '../../../machines/identityProof';
import { selectFollowsVerified, selectTwitterHandle, type FollowVerifySnapshot } from '../../../machines/followVerify';
import { selectSocialAuthorized, type SocialAuthSnapshot } from '../../../machines/socialAuth';
import { selectAddress, selectScreeningStatus, type UserSnapshot } from '../../../machines/user';
import { whitelistSignUpMachine, type WhitelistSignUpEvent } from '../../../machines/whitelistSignUp';
import { bindFollowVerifyFlow, type FollowVerifyEdge } from './followVerify';
import { bindIdentityProofFlow, type IdentityProofEdge } from './identityProof';
import { bindSocialAuthFlow, type SocialAuthEdge } from './socialAuth';
import { watchSystemActor } from './watchSystemActor';

/** What the whitelist sign-up section runs on: its parts' edges. */
export type WhitelistSignUpEdge = IdentityProofEdge & SocialAuthEdge & FollowVerifyEdge;

/**
 * Binds the whitelist sign-up section (machines/whitelistSignUp): the identity proof, the social
 * login and the follow verification as the app binds them alone, and the watchers that tell the
 * section where each part stands. The hot wallet is the app's user flow (systemId 'user'), found in
 * the same actor system.
 */
export function bindWhitelistSignUpFlow(edge: WhitelistSignUpEdge) {
  return whitelistSignUpMachine.provide({
    actors: {
      identityProof: bindIdentityProofFlow(edge),
      socialAuth: bindSocialAuthFlow(edge),
      followVerify: bindFollowVerifyFlow(edge),
      watchHotWallet: watchSystemActor('user', (snapshot: UserSnapshot): WhitelistSignUpEvent[] => [
        { type: 'signUp.hotWalletChanged', address: selectAddress(snapshot) },
        { type: 'signUp.screeningChanged', status: selectScreeningStatus(snapshot) },
      ]),
      watchColdWallet: watchSystemActor('identityProof', (snapshot: IdentityProofSnapshot): WhitelistSignUpEvent[] => [
        { type: 'signUp.coldWalletChanged', coldWallet: selectColdWallet(snapshot) },
      ]),
      watchSocialLogin: watchSystemActor('socialAuth', (snapshot: SocialAuthSnapshot): WhitelistSignUpEvent[] => [
        { type: 'signUp.socialChanged', authorized: selectSocialAuthorized(snapshot) },
      ]),
      watchFollows: watchSystemActor('followVerify', (snapshot: FollowVerifySnapshot): WhitelistSignUpEvent[] => [
        {
          type: 'signUp.followsChanged',
          verified: selectFollowsVerified(snapshot),
          twitterHandle: selectTwitterHandle(snapshot),
        },
      ]),
    },
  });
}
