import { fromPromise, type AnyActorRef } from 'xstate';
import { selectColdWallet, type IdentityProofSnapshot } from '../../../machines/identityProof';
import { mintLoginMachine, type MintLoginEvent } from '../../../machines/mintLogin';
import { selectAddress, selectHasWallet, selectUsesMockWallet, type UserSnapshot } from '../../../machines/user';
import { bindIdentityProofFlow, type IdentityProofEdge } from './identityProof';
import { watchSystemActor } from './watchSystemActor';

/**
 * Binds the Mint page's login steps (machines/mintLogin): the wallet provider check and the hot
 * wallet are the app's user flow (systemId 'user'); the cold wallet is the identity proof.
 */
export function bindMintLoginFlow(edge: IdentityProofEdge) {
  return mintLoginMachine.provide({
    actors: {
      detectWalletProvider: fromPromise(async ({ system }) => {
        const user = system.get('user') as AnyActorRef | undefined;
        if (!user) return false;
        const snapshot = user.getSnapshot() as UserSnapshot;
        return selectUsesMockWallet(snapshot) || selectHasWallet(snapshot);
      }),
      watchHotWallet: watchSystemActor('user', (snapshot: UserSnapshot): MintLoginEvent[] => [
        { type: 'mintLogin.hotWalletChanged', address: selectAddress(snapshot) },
      ]),
      watchColdWallet: watchSystemActor('identityProof', (snapshot: IdentityProofSnapshot): MintLoginEvent[] => [
        { type: 'mintLogin.coldWalletChanged', coldWallet: selectColdWallet(snapshot) },
      ]),
      identityProof: bindIdentityProofFlow(edge),
    },
  });
}

export type MintLoginFlowLogic = ReturnType<typeof bindMintLoginFlow>;
