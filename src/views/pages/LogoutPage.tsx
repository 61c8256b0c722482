import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { useUserActor } from '../../app/AppProviders';
import { MESSAGES } from '../../domain/errors/messages';
import { PageSection } from '../components/PageSection';

/**
 * /logout (spec section 2): shows 'Logging out...'; the user machine logs out if logged in,
 * then goes to `r` (a path on this site) or '/'.
 */
export function LogoutPage() {
  const user = useUserActor();
  const returnTo = new URLSearchParams(useSearch()).get('r');

  useEffect(() => {
    user.send({ type: 'logoutPage.opened', returnTo });
    return () => user.send({ type: 'logoutPage.left' });
  }, [user, returnTo]);

  return (
    <PageSection title="Logout">
      <p role="status">{MESSAGES.loggingOut}</p>
    </PageSection>
  );
}
