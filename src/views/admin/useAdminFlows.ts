import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { selectExpectedChainId } from '../../../machines/user';
import { useAdminPlatform, useConfig, useUserActor } from '../../app/AppProviders';
import { createAdminFlows, type AdminFlows } from '../../app/adminFlows';

/** The admin area's flows, bound once per visit of a page that shows them. */
export function useAdminFlows(): AdminFlows {
  const config = useConfig();
  const platform = useAdminPlatform();
  const chainId = useSelector(useUserActor(), selectExpectedChainId);
  const [flows] = useState(() => createAdminFlows(config, platform, { chainId }));
  return flows;
}
