import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { useAppActor } from '../../app/AppProviders';
import { safeRedirectPath } from '../../domain/safeRedirect';
import { PageSection } from '../components/PageSection';

/**
 * /logout: shows 'Logging out...', logs out if logged in, then goes to r (a path on this
 * site) or '/'. No user session exists before the wallet flow arrives, so it goes straight on.
 */
export function LogoutPage() {
  const actor = useAppActor();
  const search = useSearch();
  const [, navigate] = useLocation();
  const launchR = useSelector(actor, (snapshot) => snapshot.context.initialSearchParams.r);

  useEffect(() => {
    const r = safeRedirectPath(new URLSearchParams(search).get('r'), window.location.origin) ?? launchR;
    navigate(r ?? '/', { replace: true });
  }, [search, navigate, launchR]);

  return (
    <PageSection title="Logout">
      <p role="status">Logging out...</p>
    </PageSection>
  );
}
