/**
 * The mint-day benchmark's world, in a process of its own so that the crowd's work does not slow
 * the backend's answers: Anvil with the contracts, and the reference backend with a rate limit of
 * argv[2] requests a second on MINT_DAY_BACKEND_PORT (loopback only). Prints one JSON line with the
 * addresses once ready; SIGTERM stops it.
 */
import { fileURLToPath } from 'node:url';
import { CHAIN_ID } from '../../../test/chain/harness/chainSetup';
import { startChainWorld } from '../../../test/chain/harness/chainWorld';
import { MINT_DAY_BACKEND_PORT } from './mintDaySettings';

const perSecond = Number(process.argv[2]);
const world = await startChainWorld({
  chainIds: [CHAIN_ID],
  backendPort: MINT_DAY_BACKEND_PORT,
  appOrigin: 'http://127.0.0.1',
  logDir: fileURLToPath(new URL('../../../test-results-chain/mint-day', import.meta.url)),
  rateLimit: perSecond,
});
process.once('SIGTERM', () => void world.stop().finally(() => process.exit(0)));
process.stdout.write(
  `${JSON.stringify({ backendUrl: `http://127.0.0.1:${MINT_DAY_BACKEND_PORT}`, rpcUrl: world.nodes[0]!.url })}\n`,
);
