import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { AbiCoder, Interface, JsonRpcProvider, Wallet, getBytes, hexlify, keccak256, type InterfaceAbi } from 'ethers';
import { APE_TOKENS, CHAIN_ID, COLD_WALLET, SALE_ID } from './chainSetup';

/**
 * The HTTP calls the app makes during a Character Pass mint (spec section 7), answered as the
 * real services would, against the deployed contract:
 *
 * - GET  /data/sales.json: the sale data set, the test sale pointing at the contract;
 * - GET  /backend/tp/{nonce}: the identity-proof account (the cold wallet holds APE_TOKENS);
 * - POST /backend/mint/{tokenType}/signForMint/{premint}: signs abi.encode(hotWallet, count,
 *   nonce, expiry) with the signer key (EIP-191), one pass per ape;
 * - POST /mbaas/api/v0/chains/ethereum/addresses/{label}/contracts/{shared}/methods/signatureMint:
 *   the transaction to the contract (bearer key required);
 * - POST /backend/mint/{tokenType}/waitForMintingOf: answers once the transaction is mined with
 *   status 1 (409 otherwise);
 * - POST /backend/mint/{tokenType}/tokenThumbnails: an image per token;
 * - GET  /compliance/{walletAddress}: every wallet is safe;
 * - POST /auth/twitter/verify/v1 and /backend/twitter/tweetStory: the share's Twitter calls.
 *
 * Tests steer it through /__harness (see HarnessControl in ../chainHarness.ts) and read every call
 * it received. Anything else is a 404 the tests see in the call log.
 */

export interface FixtureBackendOptions {
  port: number;
  node: { chainId: number; url: string };
  /** Every node the wallet may use, reported to the tests. */
  nodes: readonly { chainId: number; url: string }[];
  contract: { address: string; abi: InterfaceAbi };
  signerKey: string;
  strangerKey: string;
  /** The sale data set (public/data/sales.json). */
  sales: readonly Record<string, unknown>[];
  logFiles: readonly string[];
  /** Puts every node back to the chain as deployed (POST /__harness/reset, before each test). */
  resetChains: () => Promise<void>;
}

/** How the next mint is signed and prepared: one-shot switches (a signature, a preparation) a test sets before it mints. */
export interface NextMint {
  /** 'stranger': signed by a key the contract does not trust (reverts at gas estimation). */
  signedBy?: 'signer' | 'stranger';
  /** Seconds from the chain's latest block to the expiry (negative: already expired). Default 600. */
  expiresInSeconds?: number;
  /** A gas limit in the prepared transaction (too low: the transaction reverts on chain). */
  gasLimit?: number;
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  status: number;
}

const DEFAULT_EXPIRY_SECONDS = 600;
const abi = AbiCoder.defaultAbiCoder();

/** A small picture per token: data: URIs are what the app's Content-Security-Policy allows here. */
const thumbnail = (id: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#3b2f80"/><text x="32" y="38" font-size="16" text-anchor="middle" fill="#fff">${id}</text></svg>`,
  )}`;

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      try {
        resolve(text ? JSON.parse(text) : null);
      } catch {
        resolve(text);
      }
    });
    request.on('error', reject);
  });
}

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

export function startFixtureBackend(options: FixtureBackendOptions): Promise<Server> {
  const provider = new JsonRpcProvider(options.node.url, options.node.chainId, {
    staticNetwork: true,
    cacheTimeout: -1,
  });
  const contract = new Interface(options.contract.abi);
  const signers = { signer: new Wallet(options.signerKey), stranger: new Wallet(options.strangerKey) };
  const sales = options.sales.map((sale) =>
    sale.saleId === SALE_ID ? { ...sale, tokenContractAddress: options.contract.address.toLowerCase() } : sale,
  );
  let next: NextMint = {};
  let calls: RecordedCall[] = [];

  /** Body: mintTo (the lowercase hot wallet), and the identity-proof nonce and policy id (the sale has a policy). */
  async function signForMint(body: unknown) {
    const { mintTo, nonce, policyId } = asRecord(body);
    if (typeof mintTo !== 'string' || !/^0x[0-9a-f]{40}$/.test(mintTo)) {
      throw new HttpFailure(400, 'mintTo must be a lowercase address');
    }
    if (typeof nonce !== 'string' || !nonce || typeof policyId !== 'string' || !policyId) {
      throw new HttpFailure(400, 'nonce and policyId are required for a sale with a policy');
    }
    const latest = await provider.getBlock('latest');
    const expiry = BigInt(latest!.timestamp) + BigInt(next.expiresInSeconds ?? DEFAULT_EXPIRY_SECONDS);
    const mintNonce = BigInt(hexlify(randomBytes(16)));
    const rawMessage = abi.encode(
      ['address', 'uint256', 'uint256', 'uint256'],
      [mintTo, APE_TOKENS.length, mintNonce, expiry],
    );
    const signature = await signers[next.signedBy ?? 'signer'].signMessage(getBytes(rawMessage));
    next = { gasLimit: next.gasLimit }; // the signing switches are spent
    return { rawMessage, signature, signedTokens: [...APE_TOKENS] };
  }

  function signatureMint(body: unknown, authorization: string | undefined) {
    if (authorization !== 'Bearer chain-tests-key') throw new HttpFailure(401, 'bad key');
    const { args, from, signer, value } = asRecord(body);
    if (!Array.isArray(args) || args.length !== 2 || typeof from !== 'string' || signer !== from || value !== '0') {
      throw new HttpFailure(400, 'expected { args: [rawMessage, signature], from, signer, value: "0" }');
    }
    const data = contract.encodeFunctionData('signatureMint', args);
    const tx = {
      from,
      to: options.contract.address,
      value: '0',
      data,
      // What the service would have sent itself; the app drops it with the fee fields.
      hash: keccak256(data),
      maxFeePerGas: '1',
      chainId: CHAIN_ID,
      ...(next.gasLimit !== undefined ? { gas: String(next.gasLimit) } : {}),
    };
    next = { signedBy: next.signedBy, expiresInSeconds: next.expiresInSeconds }; // the gas switch is spent
    return { status: 'success', result: { tx, submitted: false } };
  }

  async function waitForMintingOf(body: unknown) {
    const { txHash } = asRecord(body);
    if (typeof txHash !== 'string') throw new HttpFailure(400, 'txHash is required');
    const receipt = await provider.getTransactionReceipt(txHash);
    if (!receipt || receipt.status !== 1) throw new HttpFailure(409, `no successful mint for ${txHash}`);
    return 'minted';
  }

  function identityProof(nonce: string) {
    return {
      nonce,
      status: 'authenticated',
      account: COLD_WALLET,
      accounts: [COLD_WALLET],
      timestamp: String(Date.now()),
      session_id: `session-${nonce}`,
      holdings: [
        { account: COLD_WALLET, contract: '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d', tokens: [...APE_TOKENS] },
      ],
    };
  }

  async function route(method: string, path: string, body: unknown, request: IncomingMessage): Promise<unknown> {
    if (method === 'GET' && path === '/__harness') {
      return { nodes: options.nodes, contract: options.contract.address, logFiles: options.logFiles };
    }
    if (method === 'GET' && path === '/__harness/calls') return calls;
    if (method === 'POST' && path === '/__harness/reset') {
      await options.resetChains();
      next = {};
      calls = [];
      return { ok: true };
    }
    if (method === 'POST' && path === '/__harness/next-mint') {
      next = asRecord(body) as NextMint;
      return { ok: true };
    }
    if (method === 'GET' && path === '/data/sales.json') return sales;
    const match = /^\/backend\/tp\/([^/]+)$/.exec(path);
    if (method === 'GET' && match?.[1]) return identityProof(decodeURIComponent(match[1]));
    if (method === 'POST' && /^\/backend\/mint\/[^/]+\/signForMint\/(premint)?$/.test(path)) return signForMint(body);
    const mintPath =
      /^\/mbaas\/api\/v0\/chains\/ethereum\/addresses\/[^/]+\/contracts\/ethsale_character_pass\/methods\/signatureMint$/;
    if (method === 'POST' && mintPath.test(path)) return signatureMint(body, request.headers.authorization);
    if (method === 'POST' && /^\/backend\/mint\/[^/]+\/waitForMintingOf$/.test(path)) return waitForMintingOf(body);
    if (method === 'POST' && /^\/backend\/mint\/[^/]+\/tokenThumbnails$/.test(path)) {
      const ids = asRecord(body).tokenIds;
      return Object.fromEntries((Array.isArray(ids) ? ids : []).map((id) => [String(id), thumbnail(String(id))]));
    }
    // Compliance screening: every test wallet is safe.
    if (method === 'GET' && /^\/compliance\/0x[0-9a-fA-F]{40}$/.test(path)) return 'ok';
    if (method === 'POST' && path === '/auth/twitter/verify/v1') return { valid: true };
    if (method === 'POST' && path === '/backend/twitter/tweetStory') return { tweetId: '1' };
    throw new HttpFailure(404, `no fixture for ${method} ${path}`);
  }

  function cors(request: IncomingMessage, response: ServerResponse) {
    const origin = request.headers.origin;
    if (origin) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Access-Control-Allow-Credentials', 'true');
      response.setHeader('Vary', 'Origin');
    }
  }

  const server = createServer((request, response) => {
    cors(request, response);
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://fixture').pathname;
    if (method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, OPTIONS');
      response.setHeader('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? '*');
      response.writeHead(204).end();
      return;
    }
    void (async () => {
      const body = await readBody(request);
      let status = 200;
      let answer: unknown;
      try {
        answer = await route(method, path, body, request);
      } catch (error) {
        status = error instanceof HttpFailure ? error.status : 500;
        answer = { error: error instanceof Error ? error.message : String(error) };
      }
      if (!path.startsWith('/__harness')) calls.push({ method, path, body, status });
      response.writeHead(status, { 'content-type': typeof answer === 'string' ? 'text/plain' : 'application/json' });
      response.end(typeof answer === 'string' ? answer : JSON.stringify(answer));
    })();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve(server));
  });
}
