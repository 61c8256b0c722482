import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { selectAccess } from '../../../machines/user';
import { useUserActor } from '../../app/AppProviders';
import { MESSAGES } from '../../domain/errors/messages';
import type { Permission } from '../../domain/permissions';
import { LoadingPlaceholder } from '../layout/LoadingPlaceholder';
import { PageSection } from './PageSection';
import { Redirect } from './Redirect';

/**
 * A restricted page of the route table (spec section 6): anonymous users go to
 * /login?r={path}; a logged-in user without every permission sees '401' 'Unauthorized.'.
 */
export function RequirePermissions({
  permissions,
  children,
}: {
  permissions: readonly Permission[];
  children: ReactNode;
}) {
  const access = useSelector(useUserActor(), (snapshot) => selectAccess(snapshot, permissions));
  const [path] = useLocation();
  const search = useSearch();

  switch (access) {
    case 'pending':
      return <LoadingPlaceholder />;
    case 'anonymous':
      return <Redirect to={`/login?r=${encodeURIComponent(search ? `${path}?${search}` : path)}`} />;
    case 'unauthorized':
      return (
        <PageSection title="401">
          <p>{MESSAGES.unauthorized}</p>
        </PageSection>
      );
    case 'granted':
      return children;
  }
}
