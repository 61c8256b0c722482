import { useEffect } from 'react';
import { Redirect as RouterRedirect } from 'wouter';
import { LoadingPlaceholder } from '../layout/LoadingPlaceholder';

/**
 * Redirects to a path on this site through the router, or to another site with a full
 * navigation that replaces the current history entry.
 */
export function Redirect({ to }: { to: string }) {
  const external = /^https?:\/\//i.test(to);
  useEffect(() => {
    if (external) window.location.replace(to);
  }, [external, to]);
  if (!external) return <RouterRedirect to={to} replace />;
  return <LoadingPlaceholder />;
}
