import { useSelector } from '@xstate/react';
import { selectSignUpModalShown } from '../../../machines/app';
import { useAppActor } from '../../app/AppProviders';
import { useHydrated } from '../hydration/useHydrated';

/**
 * Whether the sign-up modal is open, as the page shows it: never in the prerendered HTML (the
 * query's modal opens once the page is hydrated), so hydration finds what the HTML has.
 */
export function useSignUpModalOpen(): boolean {
  const shown = useSelector(useAppActor(), selectSignUpModalShown);
  return useHydrated() && shown;
}
