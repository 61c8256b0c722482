import { useSelector } from '@xstate/react';
import { selectFeatures } from '../../../machines/app';
import { useAppActor } from '../../app/AppProviders';
import { PLAIN_VISIT_FEATURES } from '../../domain/launchParams';
import type { Features } from '../../domain/launch.types';
import { useHydrated } from './useHydrated';

/**
 * The features the first load's query switches on (spec section 2). A prerendered page is written
 * for a visit without a query, so until it is hydrated every feature reads as off; the visit's own
 * take effect right after.
 */
export function useFeatures(): Features {
  const features = useSelector(useAppActor(), selectFeatures);
  return useHydrated() ? features : PLAIN_VISIT_FEATURES;
}
