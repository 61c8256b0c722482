import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useSearch } from 'wouter';
import { selectConnecting, selectHasWallet, selectRestoring } from '../../../machines/user';
import { useUserActor } from '../../app/AppProviders';
import { MESSAGES } from '../../domain/errors/messages';
import { primaryButton } from '../components/buttonStyles';
import { PageSection } from '../components/PageSection';
import { NoWalletNotice } from '../wallet/NoWalletNotice';

/**
 * /login (spec section 2): login is required. With a wallet it offers the login (and starts it
 * by itself when no wallet prompt is open); without one it says what to install. Once logged in
 * the user machine goes to `r` or '/'.
 */
export function LoginPage() {
  const user = useUserActor();
  const returnTo = new URLSearchParams(useSearch()).get('r');
  const hasWallet = useSelector(user, selectHasWallet);
  const busy = useSelector(user, (snapshot) => selectRestoring(snapshot) || selectConnecting(snapshot));

  useEffect(() => {
    user.send({ type: 'loginPage.opened', returnTo });
    return () => user.send({ type: 'loginPage.left' });
  }, [user, returnTo]);

  return (
    <PageSection title="Login">
      <p>{MESSAGES.loginRequired}</p>
      {hasWallet || busy ? (
        <button
          type="button"
          css={primaryButton}
          disabled={busy}
          aria-busy={busy}
          onClick={() => user.send({ type: 'user.login' })}
        >
          Log in
        </button>
      ) : (
        <NoWalletNotice />
      )}
    </PageSection>
  );
}
