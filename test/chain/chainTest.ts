import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { Contract, JsonRpcProvider } from 'ethers';
import { installChainWallet, type ChainNode, type ChainWalletControl, type ForwardedRequest } from './chainWallet';
import { BACKEND_URL, CHAIN_ID } from './harness/chainSetup';
import type {
  FaultRule,
  KeptRecords,
  NextMint,
  RecordedCall,
  WorldSettings,
} from './harness/reference/referenceBackend';

/**
 * The real-chain suite's `test`: the harness (nodes, contracts, reference backend), a chain reset to
 * the deployed state before every test, the hot wallet (Anvil's dev account 1) and a page with the
 * chain wallet installed, every request off our two servers answered with a stub, uncaught page
 * errors failing the test, and the nodes' logs attached when a test fails.
 */

const PASS_ABI = [
  'function balanceOf(address owner) view returns (uint256)',
  'function ownerOf(uint256 tokenId) view returns (address)',
];

/** A deployed signature-mint contract (the passes, or the story NFTs), read on the expected chain. */
export interface PassContract {
  address: string;
  balanceOf(owner: string): Promise<bigint>;
  /** The owner of `tokenId`, lowercase. */
  ownerOf(tokenId: bigint): Promise<string>;
}

export interface Harness {
  nodes: ChainNode[];
  /** The node of the expected chain (31337) and the contract on it. */
  chain: JsonRpcProvider;
  other: JsonRpcProvider;
  pass: PassContract;
  /** The story-NFT contract (the collection sales' story NFTs), on the expected chain. */
  story: PassContract;
  /** Sets how the reference backend signs and prepares the next mint. */
  nextMint(next: NextMint): Promise<void>;
  /** Sets the world outside the app: the accounts the Twitter user does not follow, blocked wallets. */
  world(settings: WorldSettings): Promise<void>;
  /** Calls matching a rule are answered with its fault until `faults([])` lifts them. */
  faults(rules: FaultRule[]): Promise<void>;
  /** The services share a budget of this many requests a second (429 with Retry-After past it); null lifts it. */
  limit(perSecond: number | null): Promise<void>;
  /** The v2 Twitter logins so far expire: their follow checks are refused until the client refreshes the token. */
  expireV2Logins(): Promise<void>;
  /** Every call the reference backend received since the test started. */
  calls(): Promise<RecordedCall[]>;
  /** What the backend keeps: the newsletter's subscribers, the tweets, the giveaway entries. */
  kept(): Promise<KeptRecords>;
  /** JSON-RPC straight to the expected chain's node (evm_mine, evm_setAutomine...). */
  rpc(method: string, params?: unknown[]): Promise<unknown>;
}

/** The page's wallet, as a test steers and inspects it. */
export interface TestWallet {
  /** The requests it passed on to the nodes so far (across reloads). */
  forwarded(method?: string): ForwardedRequest[];
  /** The user refuses the next request of `method` in the wallet (4001). */
  rejectNext(method: string): Promise<void>;
}

declare global {
  interface Window {
    __chainWallet?: ChainWalletControl;
  }
}

/** What each page's wallet passed on; the `wallet` fixture reads it. */
const forwardedByPage = new WeakMap<Page, readonly ForwardedRequest[]>();

interface HarnessInfo {
  nodes: ChainNode[];
  contract: string;
  storyContract: string;
  logFiles: string[];
}

function passContract(contract: Contract): PassContract {
  return {
    address: String(contract.target),
    balanceOf: (owner) => contract.getFunction('balanceOf')(owner) as Promise<bigint>,
    ownerOf: async (tokenId) => String(await contract.getFunction('ownerOf')(tokenId)).toLowerCase(),
  };
}

async function backend(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${BACKEND_URL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`harness ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

export const test = base.extend<
  { harness: Harness; hotWallet: string; walletChainId: number; wallet: TestWallet },
  { info: HarnessInfo }
>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  info: [async ({}, provide) => provide((await backend('/__harness')) as HarnessInfo), { scope: 'worker' }],

  harness: async ({ info }, provide, testInfo) => {
    // Every test starts from the chain as deployed, automine on, and no switches set.
    await backend('/__harness/reset', {});
    const providers = info.nodes.map(
      (node) => new JsonRpcProvider(node.url, node.chainId, { staticNetwork: true, cacheTimeout: -1 }),
    );
    const chain = providers[info.nodes.findIndex((node) => node.chainId === CHAIN_ID)]!;
    const other = providers.find((provider) => provider !== chain)!;
    await provide({
      nodes: info.nodes,
      chain,
      other,
      pass: passContract(new Contract(info.contract, PASS_ABI, chain)),
      story: passContract(new Contract(info.storyContract, PASS_ABI, chain)),
      nextMint: async (next) => void (await backend('/__harness/next-mint', next)),
      world: async (settings) => void (await backend('/__harness/world', settings)),
      faults: async (rules) => void (await backend('/__harness/faults', rules)),
      limit: async (perSecond) => void (await backend('/__harness/limit', { perSecond })),
      expireV2Logins: async () => void (await backend('/__harness/expire-v2-logins', {})),
      kept: async () => (await backend('/__harness/state')) as KeptRecords,
      calls: async () => (await backend('/__harness/calls')) as RecordedCall[],
      rpc: (method, params = []) => chain.send(method, params),
    });
    for (const provider of providers) provider.destroy();
    if (testInfo.status !== testInfo.expectedStatus) {
      for (const file of info.logFiles) {
        await testInfo.attach(file.split('/').pop()!, { body: readFileSync(file), contentType: 'text/plain' });
      }
    }
  },

  hotWallet: async ({ harness }, provide) => {
    const [, account] = (await harness.chain.send('eth_accounts', [])) as string[];
    await provide(account!.toLowerCase());
  },

  /** The chain the wallet starts on (a test overrides it with `test.use`). */
  walletChainId: CHAIN_ID,

  page: async ({ page, baseURL, harness, hotWallet, walletChainId }, provide) => {
    const allowed = new Set([new URL(baseURL!).origin, new URL(BACKEND_URL).origin]);
    await page.route(
      (url) => !allowed.has(url.origin),
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Stub</title>' }),
    );
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    forwardedByPage.set(
      page,
      await installChainWallet(page, { account: hotWallet, chainId: walletChainId, nodes: harness.nodes }),
    );
    await provide(page);
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  },

  wallet: async ({ page }, provide) => {
    const forwarded = forwardedByPage.get(page)!;
    await provide({
      forwarded: (method) => forwarded.filter((request) => method === undefined || request.method === method),
      rejectNext: (method) => page.evaluate((name) => window.__chainWallet!.rejectNext(name), method),
    });
  },
});

export { expect };
