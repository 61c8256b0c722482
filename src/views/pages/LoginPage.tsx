import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useSearch } from 'wouter';
import { selectHasWallet, selectLoginBusy } from '../../../machines/user';
import { useUserActor } from '../../app/AppProviders';
import { MESSAGES } from '../../domain/errors/messages';
import { PageSection } from '../components/PageSection';
import { LoginButton } from '../wallet/LoginButton';
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
  const busy = useSelector(user, selectLoginBusy);

  useEffect(() => {
    user.send({ type: 'loginPage.opened', returnTo });
    return () => user.send({ type: 'loginPage.left' });
  }, [user, returnTo]);

  return (
    <PageSection title="Login">
      <p>{MESSAGES.loginRequired}</p>
      {hasWallet || busy ? <LoginButton label="Log in" /> : <NoWalletNotice />}
    </PageSection>
  );
}
