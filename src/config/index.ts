import type { AppConfig } from './config.types';

export type * from './config.types';
export { PRODUCT_NAME, APP_RELEASE } from './product';

/**
 * The configuration of this build. Vite's environment variables are constants of the build, so
 * vite.config.ts validates them there (readConfig: an invalid value stops the build and the
 * development server with a message naming the variable) and writes the result into the bundle
 * as `__APP_CONFIG__`: the browser gets the configuration without the code that checks it.
 */
export function getConfig(): AppConfig {
  return __APP_CONFIG__;
}
