// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { createLogger, loadConfigFromFile } from 'vite';
import { expect, it } from 'vitest';

/**
 * Issue 42: Vite loads each configuration with nothing to say. An import without a file
 * extension along a configuration's chain made every build and test step print about twenty
 * lines that begin "Your Vite config uses features that are unsupported by configLoader: 'native'".
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const CONFIGS = ['vite.config.ts', 'vitest.config.ts', 'test/e2e/preview.config.ts', 'test/e2e/harness/vite.config.ts'];

it.each(CONFIGS)(
  '%s loads without a warning',
  async (file) => {
    const said: string[] = [];
    const logger = createLogger('info');
    logger.warn = (message) => void said.push(message);
    logger.warnOnce = (message) => void said.push(message);
    await loadConfigFromFile({ command: 'build', mode: 'production' }, file, root, 'info', logger);
    expect(said).toEqual([]);
  },
  30_000,
);
