import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      environment: 'jsdom',
      include: [
        'test/unit/**/*.test.{ts,tsx}',
        'test/machines/**/*.test.{ts,tsx}',
        'test/model/**/*.test.{ts,tsx}',
        'test/project/**/*.test.{ts,tsx}',
      ],
      setupFiles: ['test/setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
    },
  }),
);
