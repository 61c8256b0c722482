import { useId, useState } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import {
  selectAccountName,
  selectAddress,
  selectHasWallet,
  selectLoggedIn,
  selectLoginBusy,
} from '../../../machines/user';
import { useUserActor } from '../../app/AppProviders';
import { greetingAddress, shortenAddress } from '../../domain/address';
import { primaryButton, secondaryButton } from '../components/buttonStyles';
import { theme } from '../theme';
import { LoginButton } from './LoginButton';

export const CONNECT_WALLET = 'Connect Wallet';

/**
 * The space of the header's wallet button in the prerendered HTML and while it hydrates: who is
 * logged in is the visitor's, so the button comes once the page is hydrated, in a box the size of
 * 'Connect Wallet' (nothing moves when it does).
 */
export function WalletButtonSpace() {
  // A button like the real one, so its box is the same to the pixel; hidden, it is never focused.
  return (
    <button type="button" aria-hidden="true" tabIndex={-1} disabled css={{ ...primaryButton, visibility: 'hidden' }}>
      {CONNECT_WALLET}
    </button>
  );
}

/**
 * The header's wallet button (spec section 2): connects a wallet; once logged in it greets the
 * user ('Hi, 0x12…cdef') and opens a small account menu (address, switch account, log out).
 */
export function WalletButton() {
  const user = useUserActor();
  const loggedIn = useSelector(user, selectLoggedIn);
  const address = useSelector(user, selectAddress);
  const hasWallet = useSelector(user, selectHasWallet);
  const busy = useSelector(user, selectLoginBusy);

  if (loggedIn && address) return <AccountMenu address={address} />;
  // Without a wallet the login page explains what to install.
  if (!hasWallet && !busy) {
    return (
      <Link href="/login" css={{ ...primaryButton, textDecoration: 'none' }}>
        {CONNECT_WALLET}
      </Link>
    );
  }
  return <LoginButton label={CONNECT_WALLET} />;
}

function AccountMenu({ address }: { address: string }) {
  const user = useUserActor();
  const name = useSelector(user, selectAccountName);
  const canSwitch = useSelector(user, (snapshot) => snapshot.can({ type: 'user.switchAccount' }));
  const [open, setOpen] = useState(false);
  const menuId = useId();

  return (
    <div
      css={{ position: 'relative' }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        css={secondaryButton}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        Hi, {greetingAddress(address)}
      </button>
      <div
        id={menuId}
        hidden={!open}
        css={{
          position: 'absolute',
          right: 0,
          top: 'calc(100% + 0.5rem)',
          minWidth: '14rem',
          padding: '1rem',
          background: theme.colors.surface,
          borderRadius: theme.radius,
          display: 'grid',
          gap: '0.6rem',
          zIndex: 60,
        }}
      >
        <p css={{ margin: 0 }}>
          {name && <strong css={{ display: 'block' }}>{name}</strong>}
          <span title={address}>{shortenAddress(address)}</span>
        </p>
        {canSwitch && (
          <button type="button" css={secondaryButton} onClick={() => user.send({ type: 'user.switchAccount' })}>
            Switch account
          </button>
        )}
        <button type="button" css={secondaryButton} onClick={() => user.send({ type: 'user.logout' })}>
          Log out
        </button>
      </div>
    </div>
  );
}
