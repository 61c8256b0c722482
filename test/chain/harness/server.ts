import { fileURLToPath } from 'node:url';
import { APP_URL, BACKEND_PORT, CHAIN_ID, OTHER_CHAIN_ID } from './chainSetup';
import { startChainWorld } from './chainWorld';

/**
 * The real-chain suite's world, started by Playwright as a web server
 * (test/chain/playwright.config.ts) and stopped with it: two Anvil nodes (the expected chain and
 * another), the test contracts deployed on the first, and the reference backend on BACKEND_PORT.
 * Node logs go to test-results-chain/.
 */

const logDir = fileURLToPath(new URL('../../../test-results-chain', import.meta.url));

let stop = () => Promise.resolve();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stop().finally(() => process.exit(0)));
}
try {
  const world = await startChainWorld({
    chainIds: [CHAIN_ID, OTHER_CHAIN_ID],
    backendPort: BACKEND_PORT,
    appOrigin: APP_URL,
    logDir,
  });
  stop = world.stop;
  console.info(
    `chain harness ready: contract ${world.contractAddress} on ${world.nodes[0]!.url}; backend on ${BACKEND_PORT}`,
  );
} catch (error) {
  console.error(error);
  process.exit(1);
}
