import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { safeRedirectPath } from '../../domain/safeRedirect';
import { PageSection } from '../components/PageSection';

/**
 * /logout: shows 'Logging out...', logs out if logged in, then goes to r (a path on this
 * site) or '/'. No user session exists before the wallet flow arrives, so it goes straight on.
 */
export function LogoutPage() {
  const [, navigate] = useLocation();

  useEffect(() => {
    // Read from the raw address, decoded once by URLSearchParams and nowhere else.
    const r = safeRedirectPath(new URLSearchParams(window.location.search).get('r'), window.location.origin);
    navigate(r ?? '/', { replace: true });
  }, [navigate]);

  return (
    <PageSection title="Logout">
      <p role="status">Logging out...</p>
    </PageSection>
  );
}
