import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { PathSuitesFirst } from './test/support/pathSuitesFirst.ts';

// Vitest shuffles files (`--sequence.shuffle`, `--sequence.shuffle.files`) only with its own
// sequencer, which a sequencer set here replaces: a shuffled run keeps Vitest's.
const shuffled = process.argv.some((arg) => arg.startsWith('--sequence.shuffle'));

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      // Pure code runs in Node; a file that needs a DOM says so in its first line
      // (`// @vitest-environment jsdom`): jsdom costs each file about a second of set-up.
      environment: 'node',
      include: [
        'test/unit/**/*.test.{ts,tsx}',
        'test/machines/**/*.test.{ts,tsx}',
        'test/model/**/*.test.{ts,tsx}',
        'test/project/**/*.test.{ts,tsx}',
      ],
      setupFiles: ['test/setup.ts'],
      // Vitest's own number of workers, the cores but one: one on the two-core CI machine. Two
      // there took a third less time but a tenth more CPU (each imports, compiles and warms up the
      // same code, and two busy threads slow each other): 64 against 93 s, 113 against 103 CPU-s,
      // three alternating pairs of the whole step (issue 52, where CPU is what counts).
      maxWorkers: Math.max(1, availableParallelism() - 1),
      // Threads without a fresh module graph per file: a worker imports React, xstate, jsdom and
      // the app once, not once per file. Measured on two cores (all 134 files): 165 s with
      // isolated forks, 134 s with shared forks, 116 s with shared threads. Sharing is safe here
      // because no test mocks a module (vi.mock) and stubs and mocks are restored after each
      // test (below); the files also pass in shuffled order (--sequence.shuffle.files).
      pool: 'threads',
      isolate: false,
      sequence: shuffled ? {} : { sequencer: PathSuitesFirst },
      // The JSON report feeds `npm run test:slowest`.
      reporters: ['default', 'json'],
      outputFile: { json: '.test-times/vitest.json' },
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
    },
  }),
);
