import type { AppConfig } from '../config';
import { featuresFromLaunchParams, parseLaunchParams } from '../domain/launchParams';
import type { LaunchInput } from '../../machines/app';
import { layoutOfPath } from './pageLayouts';

/**
 * The app machine's input from the first load's address: the query parameters (dropped values are
 * logged) and the layout of the page its path opens.
 */
export function readLaunchInput(
  location: Pick<Location, 'search' | 'origin' | 'pathname'>,
  config: AppConfig,
): LaunchInput {
  const { params, warnings } = parseLaunchParams(location.search, location.origin, {
    creatorAppOrigins: config.creatorAppOrigins,
    pageStateNames: config.saleApi === 'mock',
  });
  for (const warning of warnings) console.warn(`[launch] ${warning}`);
  return {
    initialSearchParams: params,
    features: featuresFromLaunchParams(params),
    initialLayout: layoutOfPath(location.pathname),
  };
}
