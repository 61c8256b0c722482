import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { mintLoginMachine } from '../mintLogin/mintLogin.machine';
import type { loginToMintMachine } from './loginToMint.machine';

export type LoginToMintSnapshot = SnapshotFrom<typeof loginToMintMachine>;

/** Where the login stands: not started ('Log in to mint'), its code loading, its steps running, or stopped. */
export function selectLoginStage(snapshot: LoginToMintSnapshot): 'idle' | 'loading' | 'running' | 'failed' {
  if (snapshot.matches('loginFailed')) return 'failed';
  if (snapshot.matches('loadingLogin')) return 'loading';
  if (snapshot.matches('login') || snapshot.matches('loggedIn')) return 'running';
  return 'idle';
}

/** The login steps (the `mintLogin` child), or undefined. */
export const selectMintLoginRef = (snapshot: LoginToMintSnapshot) =>
  snapshot.children.mintLogin as ActorRefFrom<typeof mintLoginMachine> | undefined;
