import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  selectCanStartLogin,
  selectLoginStep,
  selectMintLoginIdentityProof,
  type mintLoginMachine,
} from '../../../machines/mintLogin';
import { useConfig } from '../../app/AppProviders';
import { primaryButton } from '../components/buttonStyles';
import { IdentityProofSection } from '../identityProof/IdentityProofSection';
import { LoginButton } from '../wallet/LoginButton';
import { NoWalletNotice } from '../wallet/NoWalletNotice';
import { MINT_TEXTS } from './mintTexts';

/** Texts of the login steps (the spec names the steps, not their words). */
export const MINT_LOGIN_TEXTS = {
  login: MINT_TEXTS.login,
  checking: 'Looking for your wallet…',
  hotWalletStep: 'Step 1: connect your hot wallet, the wallet you will mint with.',
  connect: 'Connect hot wallet',
  coldWalletStep: 'Step 2: prove with your cold wallet that you hold an Ape.',
  checkAgain: 'Check again',
} as const;

/**
 * The Mint page's login steps (spec section 4), the flow's `mintLogin` child once 'Log in to mint'
 * started it. A chunk of its own, loaded with the login's chart.
 */
export default function MintLoginSteps({ login }: { login: ActorRefFrom<typeof mintLoginMachine> }) {
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
