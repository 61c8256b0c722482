import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { ContractFactory, JsonRpcProvider, Wallet } from 'ethers';
import { startAnvil, type AnvilNode } from './anvilNode';
import { DEV_ACCOUNTS, MINT_BACKEND_KEY, SIGNER_KEY, STRANGER_KEY } from './chainSetup';
import { closeServer } from '../../../scripts/serve/closeServer';
import { compileContract } from './compileContract';
import { startReferenceBackend } from './reference/referenceBackend';

/**
 * A chain to mint on, shared by the real-chain suite (./server.ts) and `npm run start:chain`
 * (scripts/start-chain.ts): Anvil nodes, the test contract compiled and deployed twice on the
 * first (the Character Pass and the story NFTs), and the reference backend in front of them,
 * whose reset puts the nodes back to the deployed state.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));

export interface ChainWorldOptions {
  /** The nodes' chain ids; the first is the chain the app expects, where the contract lives. */
  chainIds: readonly number[];
  /** The first node's port (0 or none: a free one; the others always take free ones). */
  port?: number;
  backendPort: number;
  /** Where the app is served (a Twitter login returns there). */
  appOrigin: string;
  /** Where the nodes write their logs. */
  logDir: string;
  /** The reference backend's shared budget in requests a second (none: unlimited). */
  rateLimit?: number;
}

export interface ChainWorld {
  nodes: readonly AnvilNode[];
  contractAddress: string;
  storyContractAddress: string;
  /** Stops the backend and every node. */
  stop(): Promise<void>;
}

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

export async function startChainWorld({
  chainIds,
  port,
  backendPort,
  appOrigin,
  logDir,
  rateLimit,
}: ChainWorldOptions): Promise<ChainWorld> {
  const nodes: AnvilNode[] = [];
  let backend: Server | undefined;
  const stop = async () => {
    if (backend) await closeServer(backend);
    await Promise.all(nodes.map((node) => node.stop()));
  };
  try {
    for (const [index, chainId] of chainIds.entries()) {
      nodes.push(await startAnvil({ chainId, accounts: DEV_ACCOUNTS, logDir, port: index === 0 ? port : 0 }));
    }
    const expected = nodes[0]!;
    const pass = await deploy(expected);
    const story = await deploy(expected);
    const sales = JSON.parse(readFileSync(`${root}public/data/sales.json`, 'utf8')) as Record<string, unknown>[];
    backend = await startReferenceBackend({
      port: backendPort,
      node: expected,
      nodes: nodes.map(({ chainId, url }) => ({ chainId, url })),
      contracts: { pass, story },
      signerKey: SIGNER_KEY,
      strangerKey: STRANGER_KEY,
      sales,
      mintBackendKey: MINT_BACKEND_KEY,
      appOrigins: [appOrigin],
      logFiles: nodes.map((node) => node.logFile),
      resetChains: await snapshotChains(nodes),
      rateLimit,
    });
    return { nodes, contractAddress: pass.address, storyContractAddress: story.address, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
