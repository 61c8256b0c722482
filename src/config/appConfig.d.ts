import type { AppConfig } from './config.types';

declare global {
  /** The validated configuration of this build, written in by vite.config.ts (`define`). */
  const __APP_CONFIG__: AppConfig;
}
