import { readConfig } from './readConfig';
import type { AppConfig } from './config.types';

export type * from './config.types';
export { ConfigError, PRODUCT_NAME, APP_RELEASE } from './readConfig';

let cached: AppConfig | undefined;

/** The configuration of this build; throws a ConfigError naming every bad variable. */
export function getConfig(): AppConfig {
  cached ??= readConfig(import.meta.env);
  return cached;
}
