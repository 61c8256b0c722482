import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { identityProofMachine } from '../identityProof/identityProof.machine';
import type { mintLoginMachine } from './mintLogin.machine';

export type MintLoginSnapshot = SnapshotFrom<typeof mintLoginMachine>;

/** Spec section 4's login step names. */
export type LoginStep = 'Idle' | 'LoginWithMetamask' | 'LoginWithTokenproof' | 'Done' | 'NoMetamask';

export function selectLoginStep(snapshot: MintLoginSnapshot): LoginStep {
  if (snapshot.matches('NoMetamask')) return 'NoMetamask';
  if (snapshot.matches('LoginWithMetamask')) return 'LoginWithMetamask';
  if (snapshot.matches('LoginWithTokenproof')) return 'LoginWithTokenproof';
  if (snapshot.matches('Done')) return 'Done';
  return 'Idle';
}

/** The login button works (not while the provider check runs). */
export const selectCanStartLogin = (snapshot: MintLoginSnapshot) => snapshot.can({ type: 'mintLogin.start' });
export const selectMintLoginIdentityProof = (snapshot: MintLoginSnapshot) =>
  snapshot.children.identityProof as ActorRefFrom<typeof identityProofMachine> | undefined;
