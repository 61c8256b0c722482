import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useUserActor } from '../../app/AppProviders';
import { sameNotice, walletNotice } from './walletNotice';
import { MESSAGES } from '../../domain/errors/messages';
import { chainName } from '../../wallet/chains';
import { secondaryButton } from '../components/buttonStyles';
import { theme } from '../theme';

/**
 * Below the navbar: waiting for the wallet, a failed login, the wrong network (with a switch),
 * a blocked wallet, or a check that failed, each with its way forward. Nothing otherwise.
 */
export function WalletStatus() {
  const user = useUserActor();
  const notice = useSelector(user, walletNotice, sameNotice);
  if (!notice) return null;
  const send = user.send;

  switch (notice.kind) {
    case 'connecting':
      return (
        <Banner role="status">
          Waiting for your wallet… Answer the request there.{' '}
          <button type="button" css={secondaryButton} onClick={() => send({ type: 'login.cancelled' })}>
            Cancel
          </button>
        </Banner>
      );
    case 'loginFailed':
      return (
        <Banner role="alert">
          {notice.message}{' '}
          <button type="button" css={secondaryButton} onClick={() => send({ type: 'user.login' })}>
            Try again
          </button>
        </Banner>
      );
    case 'wrongNetwork':
      return (
        <Banner role="alert">
          Your wallet is connected to {chainName(notice.connected)}. Switch to {chainName(notice.expected)} to continue.{' '}
          <button type="button" css={secondaryButton} onClick={() => send({ type: 'network.switch' })}>
            Switch network
          </button>
          {notice.problem && <span css={{ display: 'block' }}>{notice.problem}</span>}
        </Banner>
      );
    case 'switchingNetwork':
      return (
        <Banner role="status">
          Switching to {chainName(notice.expected)}… Confirm in your wallet.{' '}
          <button type="button" css={secondaryButton} onClick={() => send({ type: 'network.cancel' })}>
            Cancel
          </button>
        </Banner>
      );
    case 'blocked':
      return <Banner role="alert">{MESSAGES.walletBlocked}</Banner>;
    case 'screeningFailed':
      return (
        <Banner role="alert">
          {MESSAGES.screeningFailed}{' '}
          <button type="button" css={secondaryButton} onClick={() => send({ type: 'screening.retry' })}>
            Try again
          </button>
        </Banner>
      );
    case 'holdingsFailed':
      return (
        <Banner role="alert">
          {MESSAGES.holdingsFailed}{' '}
          <button type="button" css={secondaryButton} onClick={() => send({ type: 'holdings.retry' })}>
            Try again
          </button>
        </Banner>
      );
  }
}

function Banner({ role, children }: { role: 'status' | 'alert'; children: ReactNode }) {
  return (
    <div
      role={role}
      css={{
        padding: '0.75rem 1.5rem',
        background: theme.colors.surface,
        borderBottom: `2px solid ${theme.colors.accent}`,
      }}
    >
      {children}
    </div>
  );
}
