import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from '../../vite.config.ts';
import { mutatedFolder } from './folders.ts';
import { LoadFailuresAsFailedTests } from './loadFailures.ts';

/**
 * The tests StrykerJS runs against the mutants of one folder (`npm run test:mutants`): that
 * folder's fast tests (./folders.ts). The path suites and project checks are left out: they drive
 * whole pages and builds, and take minutes. Its one reporter makes a file that fails without a
 * failing test count as failing (./loadFailures.ts).
 */
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      environment: 'node',
      include: [...mutatedFolder().tests],
      exclude: [...(mutatedFolder().skip ?? [])],
      setupFiles: ['test/setup.ts'],
      reporters: [new LoadFailuresAsFailedTests()],
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
    },
  }),
);
