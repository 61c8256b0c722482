import type { AppConfig } from '../config';
import { featuresFromLaunchParams, parseLaunchParams } from '../domain/launchParams';
import type { LaunchInput } from '../../machines/app';

/** The app machine's input from the query parameters of the first load; dropped values are logged. */
export function readLaunchInput(location: Pick<Location, 'search' | 'origin'>, config: AppConfig): LaunchInput {
  const { params, warnings } = parseLaunchParams(location.search, location.origin, {
    creatorAppOrigins: config.creatorAppOrigins,
    pageStateNames: config.saleApi === 'mock',
  });
  for (const warning of warnings) console.warn(`[launch] ${warning}`);
  return { initialSearchParams: params, features: featuresFromLaunchParams(params) };
}
