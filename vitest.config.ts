import { availableParallelism } from 'node:os';
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
      // Vitest's default keeps a core free (cores - 1): one worker on the two-core CI machine,
      // where `npm test` runs nothing else meanwhile. Two workers there halve this step.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
    },
  }),
);
