import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ContractFactory, JsonRpcProvider, Wallet } from 'ethers';
import { startAnvil, type AnvilNode } from './anvilNode';
import { BACKEND_PORT, CHAIN_ID, DEV_ACCOUNTS, OTHER_CHAIN_ID, SIGNER_KEY, STRANGER_KEY } from './chainSetup';
import { compileContract } from './compileContract';
import { startFixtureBackend } from './fixtureBackend';

/**
 * The real-chain suite's world, started by Playwright as a web server
 * (test/chain/playwright.config.ts) and stopped with it: two Anvil nodes (the expected chain and
 * another), the test contract compiled and deployed on the first, and the fixture backend on
 * BACKEND_PORT, whose reset puts the nodes back to that state. Node logs go to test-results-chain/.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const logDir = `${root}test-results-chain`;

async function deploy(node: AnvilNode) {
  const { abi, bytecode } = compileContract();
  const provider = new JsonRpcProvider(node.url, node.chainId, { staticNetwork: true, cacheTimeout: -1 });
  const deployer = await provider.getSigner(0);
  const factory = new ContractFactory(abi, bytecode, deployer);
  const contract = await factory.deploy(new Wallet(SIGNER_KEY).address);
  await contract.waitForDeployment();
  provider.destroy();
  return { address: await contract.getAddress(), abi };
}

/**
 * Snapshots every node as deployed and returns the reset that goes back to it: a revert spends
 * its snapshot, so each reset takes a new one. Automine comes back on (a test may turn it off).
 */
async function snapshotChains(nodes: readonly AnvilNode[]) {
  const providers = nodes.map((node) => new JsonRpcProvider(node.url, node.chainId, { staticNetwork: true }));
  const snapshots = await Promise.all(
    providers.map((provider) => provider.send('evm_snapshot', []) as Promise<string>),
  );
  return async () => {
    await Promise.all(
      providers.map(async (provider, index) => {
        if ((await provider.send('evm_revert', [snapshots[index]])) !== true) {
          throw new Error(`evm_revert refused on ${nodes[index]!.url}`);
        }
        snapshots[index] = (await provider.send('evm_snapshot', [])) as string;
        await provider.send('evm_setAutomine', [true]);
      }),
    );
  };
}

async function main() {
  const nodes: AnvilNode[] = [];
  const stopAll = async () => {
    await Promise.all(nodes.map((node) => node.stop()));
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stopAll().finally(() => process.exit(0)));
  }
  try {
    const expected = await startAnvil({ chainId: CHAIN_ID, accounts: DEV_ACCOUNTS, logDir });
    nodes.push(expected);
    nodes.push(await startAnvil({ chainId: OTHER_CHAIN_ID, accounts: DEV_ACCOUNTS, logDir }));
    const contract = await deploy(expected);
    const sales = JSON.parse(readFileSync(`${root}public/data/sales.json`, 'utf8')) as Record<string, unknown>[];
    await startFixtureBackend({
      port: BACKEND_PORT,
      node: expected,
      nodes: nodes.map(({ chainId, url }) => ({ chainId, url })),
      contract,
      signerKey: SIGNER_KEY,
      strangerKey: STRANGER_KEY,
      sales,
      logFiles: nodes.map((node) => node.logFile),
      resetChains: await snapshotChains(nodes),
    });
    console.info(`chain harness ready: contract ${contract.address} on ${expected.url}; backend on ${BACKEND_PORT}`);
  } catch (error) {
    console.error(error);
    await stopAll();
    process.exit(1);
  }
}

void main();
