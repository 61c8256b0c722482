import type { SnapshotFrom } from 'xstate';
import type { mockIdentityProviderMachine } from './mockIdentityProvider.machine';

export type MockIdentityProviderSnapshot = SnapshotFrom<typeof mockIdentityProviderMachine>;

/** The dialog is open while the mock provider waits for an answer. */
export const selectMockProviderAsking = (snapshot: MockIdentityProviderSnapshot) => snapshot.matches('asking');
export const selectMockProviderTokenName = (snapshot: MockIdentityProviderSnapshot) => snapshot.context.tokenName;
