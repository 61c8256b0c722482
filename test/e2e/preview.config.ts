import { defineConfig, mergeConfig } from 'vite';
import base from '../../vite.config.ts';
import { stillVideos } from './stillVideos.ts';
import { uncompressed } from './uncompressed.ts';

/**
 * The app's configuration, served for the browser tests with still videos (./stillVideos.ts) and
 * without compression (./uncompressed.ts).
 */
export default defineConfig((env) => mergeConfig(base(env), { plugins: [stillVideos(), uncompressed()] }));
