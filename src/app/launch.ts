import { addressWithoutCredentials, featuresFromLaunchParams, parseLaunchParams } from '../domain/launchParams';
import type { AppInput } from '../../machines/app';

/**
 * Reads the query parameters of the first load. Credentials (`auth`) leave the address
 * before anything else happens, whether or not they turn out to be valid.
 */
export function takeLaunchParams(location: Location, history: History): AppInput {
  const searchText = location.search;
  const cleaned = addressWithoutCredentials(location.href);
  if (cleaned !== null) history.replaceState(history.state, '', cleaned);

  const { params, warnings } = parseLaunchParams(searchText, location.origin);
  for (const warning of warnings) console.warn(`[launch] ${warning}`);
  return { initialSearchParams: params, features: featuresFromLaunchParams(params) };
}
