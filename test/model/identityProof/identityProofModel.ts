import { identityProofMachine, type IdentityProofInput, type VerifiedSession } from '../../../machines/identityProof';
import { IdentityProviderUnavailableError } from '../../../src/domain/errors';
import { IDENTITY_PROOF_SESSION_MS } from '../../../src/domain/identityProof';
import { actorDone, actorError, defineModel } from '../modelTypes';

/**
 * The identity-proof flow's model: pure plan data. The provider login is a controlled actor here
 * (it answers statuses the mock dialog cannot give: unknown, an empty nonce); the mock dialog has
 * a model of its own (mockIdentityProviderModel.ts).
 */

export const COLD_WALLET = '0xc01d000000000000000000000000000000000001';
const APES = '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d';

const session = (mainAccount: string | null, timeLeftMs: number): VerifiedSession => ({
  account: {
    mainAccount,
    accountMap: { [COLD_WALLET]: { [APES]: ['1', '2'] } },
    nonce: 'n-1',
    status: 'authenticated',
  },
  timeLeftMs,
});

const input = (allowRefresh: boolean): IdentityProofInput => ({
  policyId: 'policy-bayc',
  tokenName: 'Bored Ape',
  allowRefresh,
});

export const identityProofModel = defineModel({
  name: 'identityProof',
  machine: identityProofMachine,
  inputs: [
    { name: 'refetch allowed', description: 'the mint page allows one refetch on expiry', input: input(true) },
    { name: 'no refetch', description: 'the mint page allows no refetch on expiry', input: input(false) },
  ],
  // Guards read whether there is a main account and whether the session was refetched.
  contextKey: (context) => [context.account?.mainAccount != null, context.refreshed],
  sampleEvents: [
    actorDone('restoreSession', null),
    actorDone('restoreSession', session(COLD_WALLET, 60_000)),
    actorDone('restoreSession', session(COLD_WALLET, 0)),
    actorError('restoreSession', new Error('storage failed (planned)')),
    actorDone('providerLogin', { nonce: 'n-1', status: 'authenticated' }),
    actorDone('providerLogin', { nonce: 'n-1', status: 'rejected' }),
    actorDone('providerLogin', { nonce: 'n-1', status: 'closed' }),
    actorDone('providerLogin', { nonce: 'n-1', status: 'unknown' }),
    actorDone('providerLogin', { nonce: '', status: 'authenticated' }),
    actorError('providerLogin', new Error('the provider failed (planned)')),
    actorError('providerLogin', new IdentityProviderUnavailableError()),
    actorDone('verifyAccounts', session(COLD_WALLET, IDENTITY_PROOF_SESSION_MS)),
    actorDone('verifyAccounts', session(null, IDENTITY_PROOF_SESSION_MS)),
    actorError('verifyAccounts', new Error('502 from /tp (planned)')),
    { type: 'identityProof.login' },
    { type: 'identityProof.login', force: true },
  ],
  canHappen: (snapshot, event) => {
    // The view offers a forced login nowhere: only the mint page asks for one, while logged in.
    if (event.type === 'identityProof.login' && (event as { force?: boolean }).force)
      return snapshot.matches('loggedIn');
    return true;
  },
  stateDescriptions: {
    restoring: "'Checking your Tokenproof session…'",
    refreshing: "'Checking your Tokenproof session…' (the expired session is refetched)",
    'loggedOut.idle': "a 'Verify with Tokenproof' button",
    'loggedOut.failed':
      "an alert with the failure ('Error occurred while authenticating' or 'tokenproof service: Missing nonce') and 'Try again'",
    authenticating: "'Waiting for Tokenproof…' with 'Cancel'",
    verifying: "'Waiting for Tokenproof…' with 'Cancel'",
    needAccount:
      "the 'Tokenproof account needed' dialog: 'In order to sign up you need a Tokenproof account to validate your Bored Ape.'",
    loggedIn: "'Verified: 0xc01d…0001 holds 2 tokens.' with 'Use another wallet'",
  },
  eventDescriptions: {
    'identityProof.login': "the user presses 'Verify with Tokenproof' or 'Try again' (or the mint page asks again)",
    'identityProof.logout': "the user presses 'Use another wallet'",
    'identityProof.cancel': "the user presses 'Cancel' while waiting",
    'needAccount.dismissed': 'the user closes the need-account dialog',
  },
});
