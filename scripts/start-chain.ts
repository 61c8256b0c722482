/**
 * `npm run start:chain`: a local chain to mint on by hand, with one command and nothing else
 * installed. Anvil from its npm package with the signature-mint contract deployed, the fixture
 * backend in front of it, and the production build of the app pointed at both, served as
 * production serves it (scripts/serve). The chain suite runs the same world (test/chain/harness).
 * Ctrl+C stops everything.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { HDNodeWallet, Mnemonic } from 'ethers';
import { chainBuildEnv, CHAIN_ID, LOCAL_FLOWS, LOCAL_STACK } from '../test/chain/harness/chainSetup';
import { startChainWorld } from '../test/chain/harness/chainWorld';
import { buildWithEnv } from './build/buildProduction';
import { closeServer } from './serve/closeServer';
import { startHostingServer } from './serve/hostingServer';

// Vite's notice about its future config loader is for this repository's maintainers, not for
// someone starting a chain to mint on.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

/**
 * `--rate-limit C`: the reference backend shares a budget of C requests a second among its
 * services and answers 429 with Retry-After past it (mint day's crowd, issue 51).
 */
function readRateLimit(): number | undefined {
  const { values } = parseArgs({ options: { 'rate-limit': { type: 'string' } } });
  const text = values['rate-limit'];
  if (text === undefined) return undefined;
  const perSecond = Number(text);
  if (!Number.isInteger(perSecond) || perSecond < 1) {
    console.error(`--rate-limit takes a whole number of requests a second (1 or more), not "${text}"`);
    process.exit(2);
  }
  return perSecond;
}
const rateLimit = readRateLimit();

const root = fileURLToPath(new URL('..', import.meta.url));
const host = '127.0.0.1';
const backendUrl = `http://${host}:${LOCAL_STACK.backendPort}`;
const appUrl = `http://${host}:${LOCAL_STACK.appPort}`;

/** Anvil's well-known development mnemonic; its account 0 deploys, account 1 is yours. */
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
const devAccount = HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(ANVIL_MNEMONIC), "m/44'/60'/0'/0/1");

let stop = () => Promise.resolve();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.info('\nstopping the local chain stack…');
    void stop().finally(() => process.exit(0));
  });
}

try {
  console.info('starting Anvil, deploying the contracts and the reference backend…');
  const world = await startChainWorld({
    chainIds: [CHAIN_ID],
    port: LOCAL_STACK.rpcPort,
    backendPort: LOCAL_STACK.backendPort,
    appOrigin: appUrl,
    logDir: `${root}test-results-chain/local`,
    rateLimit,
  });
  stop = world.stop;
  console.info('building the app for the local chain…');
  await buildWithEnv(root, `${root}${LOCAL_STACK.buildDir}`, chainBuildEnv({ backendUrl, siteUrl: appUrl }));
  const server = await startHostingServer({ dir: `${root}${LOCAL_STACK.buildDir}`, host, port: LOCAL_STACK.appPort });
  stop = async () => {
    await closeServer(server);
    await world.stop();
  };
  console.info(`
Local chain stack ready.

  Network name     Storyverse local
  RPC URL          ${world.nodes[0]!.url}
  Chain ID         ${CHAIN_ID}
  Currency symbol  ETH

  Dev account      ${devAccount.address} (10000 ETH)
  Private key      ${devAccount.privateKey}
                   (Anvil's public test key: never send real funds to it)

  Contracts        ${world.contractAddress} (Character Pass), ${world.storyContractAddress} (story NFTs)
  Backend          ${backendUrl} (the reference backend, with the stand-ins for Tokenproof, Twitter and hCaptcha)
  Rate limit       ${rateLimit ? `${rateLimit} requests a second, then 429 with Retry-After` : 'none (--rate-limit C sets one)'}

Every flow, in the production build (README: "Minting on a local chain"):

${LOCAL_FLOWS.map((flow) => `  ${flow.name.padEnd(26)} ${appUrl}${flow.path}`).join('\n')}

Press Ctrl+C to stop.`);
} catch (error) {
  console.error('the local chain stack could not start:', error);
  await stop();
  process.exit(1);
}
