import { useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { selectMintLoginFailed, selectMintLoginRef, type MintSnapshot } from '../../../machines/mint';
import {
  selectCanStartLogin,
  selectLoginStep,
  selectMintLoginIdentityProof,
  type mintLoginMachine,
} from '../../../machines/mintLogin';
import { useConfig } from '../../app/AppProviders';
import { primaryButton } from '../components/buttonStyles';
import { FailureAlert } from '../components/FailureAlert';
import { IdentityProofSection } from '../identityProof/IdentityProofSection';
import { LoginButton } from '../wallet/LoginButton';
import { NoWalletNotice } from '../wallet/NoWalletNotice';

/** Texts of the login steps (the spec names the steps, not their words). */
export const MINT_LOGIN_TEXTS = {
  login: 'Log in to mint',
  checking: 'Looking for your wallet…',
  hotWalletStep: 'Step 1: connect your hot wallet, the wallet you will mint with.',
  connect: 'Connect hot wallet',
  coldWalletStep: 'Step 2: prove with your cold wallet that you hold an Ape.',
  checkAgain: 'Check again',
} as const;

/** The Mint page's login (spec section 4's login steps), the flow's `mintLogin` child. */
export function MintLoginSection({ mint }: { mint: AnyActorRef }) {
  const login = useSelector(mint, (snapshot: MintSnapshot) => selectMintLoginRef(snapshot));
  const failed = useSelector(mint, (snapshot: MintSnapshot) => selectMintLoginFailed(snapshot));
  if (failed) return <FailureAlert onRetry={() => mint.send({ type: 'mint.retryLogin' })} />;
  return login ? <LoginSteps login={login} /> : null;
}

function LoginSteps({ login }: { login: ActorRefFrom<typeof mintLoginMachine> }) {
  const step = useSelector(login, selectLoginStep);
  const canStart = useSelector(login, selectCanStartLogin);
  const identityProof = useSelector(login, selectMintLoginIdentityProof);
  const { links } = useConfig();
  const start = () => login.send({ type: 'mintLogin.start' });

  switch (step) {
    case 'Idle':
      return (
        <button type="button" css={primaryButton} disabled={!canStart} onClick={start}>
          {MINT_LOGIN_TEXTS.login}
        </button>
      );
    case 'NoMetamask':
      return (
        <div role="alert">
          <NoWalletNotice />
          <button type="button" css={primaryButton} onClick={start}>
            {MINT_LOGIN_TEXTS.checkAgain}
          </button>
        </div>
      );
    case 'LoginWithMetamask':
      return (
        <section aria-label="Hot wallet" css={{ display: 'grid', gap: '0.75rem', justifyItems: 'start' }}>
          <p>{MINT_LOGIN_TEXTS.hotWalletStep}</p>
          <LoginButton label={MINT_LOGIN_TEXTS.connect} />
        </section>
      );
    case 'LoginWithTokenproof':
      return (
        <section aria-label="Cold wallet step" css={{ display: 'grid', gap: '0.75rem' }}>
          <p>{MINT_LOGIN_TEXTS.coldWalletStep}</p>
          {identityProof && <IdentityProofSection flow={identityProof} enrollLink={links.tokenproofEnroll} />}
        </section>
      );
    case 'Done':
      return (
        <p role="status" aria-busy="true">
          {MINT_LOGIN_TEXTS.checking}
        </p>
      );
  }
}
