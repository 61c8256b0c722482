import { Suspense } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  selectHeldTokenCount,
  selectIdentityProofView,
  selectProblem,
  selectProviderLogin,
  selectTokenName,
  selectAccount,
  type identityProofMachine,
} from '../../../machines/identityProof';
import { mockIdentityProviderMachine } from '../../../machines/mockIdentityProvider';
import { shortenAddress } from '../../domain/address';
import { MESSAGES, needAccountMessage } from '../../domain/errors/messages';
import { primaryButton, secondaryButton } from '../components/buttonStyles';
import type { MockProviderRef } from './MockProviderDialog';
import { lazyChunk } from '../hydration/lazyChunk';

// The dialogs (and the modal they share) are chunks of their own: most visits never open one.
const MockProviderDialog = lazyChunk(async () => ({
  default: (await import('./MockProviderDialog')).MockProviderDialog,
}));
const NeedAccountModal = lazyChunk(async () => ({ default: (await import('./NeedAccountModal')).NeedAccountModal }));

export type IdentityProofRef = ActorRefFrom<typeof identityProofMachine>;

/** The running provider login is the mock provider's chart (mock mode), not the real widget. */
const isMockProvider = (child: unknown): child is MockProviderRef =>
  (child as { logic?: unknown } | undefined)?.logic === mockIdentityProviderMachine;

/**
 * The identity-proof step (spec section 4): verify the cold wallet with the provider. Renders the
 * flow's state and sends its events; the mint page places it in its sign-up and login steps and
 * passes the configured enrollment link (VITE_TOKENPROOF_ENROLL_URL).
 */
export function IdentityProofSection({ flow, enrollLink }: { flow: IdentityProofRef; enrollLink: string }) {
  const view = useSelector(flow, selectIdentityProofView);
  const problem = useSelector(flow, selectProblem);
  const tokenName = useSelector(flow, selectTokenName);
  const account = useSelector(flow, selectAccount);
  const held = useSelector(flow, selectHeldTokenCount);
  const provider = useSelector(flow, selectProviderLogin);
  const login = () => flow.send({ type: 'identityProof.login' });

  return (
    <section aria-labelledby="identity-proof-title" css={{ display: 'grid', gap: '0.75rem' }}>
      <h2 id="identity-proof-title" css={{ fontSize: '1.1rem', margin: 0 }}>
        Cold wallet
      </h2>
      {view === 'restoring' && <p role="status">Checking your Tokenproof session…</p>}
      {view === 'loggedOut' && (
        <button type="button" css={primaryButton} onClick={login}>
          Verify with Tokenproof
        </button>
      )}
      {view === 'failed' && (
        <div role="alert">
          <p>{problem ? MESSAGES[problem] : MESSAGES.authenticationFailed}</p>
          <button type="button" css={secondaryButton} onClick={login}>
            Try again
          </button>
        </div>
      )}
      {view === 'waiting' && (
        <p role="status">
          Waiting for Tokenproof…{' '}
          <button type="button" css={secondaryButton} onClick={() => flow.send({ type: 'identityProof.cancel' })}>
            Cancel
          </button>
        </p>
      )}
      {view === 'loggedIn' && account?.mainAccount && (
        <p role="status">
          Verified: <span title={account.mainAccount}>{shortenAddress(account.mainAccount)}</span> holds {held}{' '}
          {held === 1 ? 'token' : 'tokens'}.{' '}
          <button type="button" css={secondaryButton} onClick={() => flow.send({ type: 'identityProof.logout' })}>
            Use another wallet
          </button>
        </p>
      )}
      <Suspense fallback={null}>
        {view === 'waiting' && isMockProvider(provider) && <MockProviderDialog provider={provider} />}
        {view === 'needAccount' && (
          <NeedAccountModal
            message={needAccountMessage(tokenName)}
            enrollLink={enrollLink}
            onClose={() => flow.send({ type: 'needAccount.dismissed' })}
          />
        )}
      </Suspense>
    </section>
  );
}
