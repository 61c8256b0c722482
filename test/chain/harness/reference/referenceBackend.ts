import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { JsonRpcProvider, Wallet, type InterfaceAbi } from 'ethers';
import { backendRoutes } from './backendRoutes';
import { answerWithFault, matchesRule, type Fault, type FaultRule } from './faults';
import { asRecord, HttpFailure, readBody, Reply, type Route } from './http';
import { mintBackendRoutes } from './mintBackendRoutes';
import { otherRoutes } from './otherRoutes';
import { pipelineRoutes } from './pipelineRoutes';
import { createRequestBudget, type RequestBudget } from './requestBudget';
import {
  freshState,
  keptRecords,
  type KeptRecords,
  type NextMint,
  type ReferenceState,
  type WorldSettings,
} from './referenceState';
import { socialRoutes } from './socialRoutes';
import { standInRoutes } from './standIns';

/**
 * The reference backend: every call of spec section 7 answered as the real services would, with
 * the shapes the spec writes (not the app's schemas, so that a drift between the two shows), in
 * front of the deployed contracts, plus stand-ins for the outside parties (standIns.ts, and the
 * Twitter authorise page in socialRoutes.ts). Each service under its own prefix, the addresses the
 * chain build is configured with (chainSetup.ts): /backend, /mbaas, /pipeline, /auth, /emailsub,
 * /compliance, /metadata and /data/sales.json.
 *
 * Tests steer it through /__harness (test/chain/chainTest.ts) and read every call it received;
 * the fault matrix has calls answered with a fault (faults.ts) until it lifts them.
 * Anything else is a 404 the tests see in the call log.
 *
 * With a rate limit (`rateLimit`, or POST /__harness/limit) the services share a budget of that
 * many requests a second, and a call past it is answered 429 with a Retry-After that grows with
 * the backlog (requestBudget.ts): mint day's crowd, for `npm run bench:mint-day` and the chain
 * suite. The stand-ins (outside parties), the sale data set and the harness are not counted.
 */

export interface ReferenceBackendOptions {
  port: number;
  node: { chainId: number; url: string };
  /** Every node the wallet may use, reported to the tests. */
  nodes: readonly { chainId: number; url: string }[];
  /** The Character Pass contract and the story-NFT contract, deployed on `node`. */
  contracts: { pass: { address: string; abi: InterfaceAbi }; story: { address: string; abi: InterfaceAbi } };
  signerKey: string;
  strangerKey: string;
  /** The sale data set (public/data/sales.json). */
  sales: readonly Record<string, unknown>[];
  /** The key the mint backend requires (VITE_MINT_BACKEND_KEY). */
  mintBackendKey: string;
  /** Where the app is served: the origins a Twitter login may return to. */
  appOrigins: readonly string[];
  logFiles: readonly string[];
  /** Puts every node back to the chain as deployed (POST /__harness/reset, before each test). */
  resetChains: () => Promise<void>;
  /** The services' shared budget, in requests a second (none: unlimited). */
  rateLimit?: number;
}

/**
 * Paths outside the services' budget: the tests' control API, the outside parties' stand-ins (the
 * Twitter authorise page among them: a page the browser navigates to, which no client can retry),
 * and the data set.
 */
const UNCOUNTED = /^\/(__harness|standins|data|auth\/twitter\/authorize)(\/|$)/;

export type { Fault, FaultRule, KeptRecords, NextMint, WorldSettings };

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  /** 0 for a call answered with a fault. */
  status: number;
  fault?: Fault;
}

/** The data set with each sale pointing at its contract: passes for Character Pass sales, story NFTs for collections. */
function salesOnChain(options: ReferenceBackendOptions): Record<string, unknown>[] {
  const { pass, story } = options.contracts;
  return options.sales.map((sale) => ({
    ...sale,
    tokenContractAddress: (sale.saleType === 'characterPass' ? pass : story).address.toLowerCase(),
  }));
}

export function startReferenceBackend(options: ReferenceBackendOptions): Promise<Server> {
  let state: ReferenceState = freshState();
  let calls: RecordedCall[] = [];
  /** The faults calls are answered with until a test lifts them (the fault matrix). */
  let faults: FaultRule[] = [];
  const limitOf = (perSecond: number | undefined | null) => (perSecond ? createRequestBudget(perSecond) : null);
  let budget: RequestBudget | null = limitOf(options.rateLimit);
  const current = () => state;
  const provider = new JsonRpcProvider(options.node.url, options.node.chainId, {
    staticNetwork: true,
    cacheTimeout: -1,
  });
  const sales = salesOnChain(options);
  const campaigns = sales.flatMap((sale) =>
    typeof sale.marketingCampaign === 'string' ? [sale.marketingCampaign] : [],
  );
  const routes: Route[] = [
    ...backendRoutes({
      state: current,
      provider,
      signers: { signer: new Wallet(options.signerKey), stranger: new Wallet(options.strangerKey) },
      sales,
    }),
    ...mintBackendRoutes({
      state: current,
      bearerKey: options.mintBackendKey,
      contracts: { ethsale_character_pass: options.contracts.pass, ethsale_storynft: options.contracts.story },
    }),
    ...pipelineRoutes({ state: current, campaigns }),
    ...socialRoutes({ state: current, appOrigins: options.appOrigins }),
    ...otherRoutes({ state: current, sales }),
    ...standInRoutes({ state: current }),
  ];

  /** The tests' control API: what the world is, what was called, and a fresh start. */
  async function harness(method: string, path: string, body: unknown): Promise<unknown> {
    if (method === 'GET' && path === '/__harness') {
      const { pass, story } = options.contracts;
      return { nodes: options.nodes, contract: pass.address, storyContract: story.address, logFiles: options.logFiles };
    }
    if (method === 'GET' && path === '/__harness/calls') return calls;
    if (method === 'GET' && path === '/__harness/state') {
      return keptRecords(state);
    }
    if (method === 'POST' && path === '/__harness/reset') {
      await options.resetChains();
      state = freshState();
      calls = [];
      faults = [];
      budget = limitOf(options.rateLimit);
      return { ok: true };
    }
    if (method === 'POST' && path === '/__harness/limit') {
      const { perSecond } = asRecord(body);
      budget = limitOf(typeof perSecond === 'number' ? perSecond : null);
      return { ok: true };
    }
    if (method === 'POST' && path === '/__harness/faults') {
      faults = Array.isArray(body) ? (body as FaultRule[]) : [];
      return { ok: true };
    }
    if (method === 'POST' && path === '/__harness/next-mint') {
      state.next = asRecord(body) as NextMint;
      return { ok: true };
    }
    if (method === 'POST' && path === '/__harness/expire-v2-logins') {
      for (const login of state.logins.values()) if (login.version === 'v2') login.expired = true;
      return { ok: true };
    }
    if (method === 'POST' && path === '/__harness/world') {
      state.world = { ...state.world, ...(asRecord(body) as WorldSettings) };
      return { ok: true };
    }
    throw new HttpFailure(404, `no harness call ${method} ${path}`);
  }

  async function answer(method: string, url: URL, body: unknown, request: IncomingMessage): Promise<unknown> {
    if (url.pathname.startsWith('/__harness')) return harness(method, url.pathname, body);
    for (const candidate of routes) {
      const match = candidate.method === method ? candidate.path.exec(url.pathname) : null;
      if (!match) continue;
      return candidate.answer({
        params: match.slice(1).map((part) => (part === undefined ? '' : decodeURIComponent(part))),
        body,
        query: url.searchParams,
        headers: request.headers,
      });
    }
    throw new HttpFailure(404, `no reference answer for ${method} ${url.pathname}`);
  }

  /** The 429 for a call past the budget, or null when the call is answered (or not counted). */
  function sentBack(method: string, url: URL, body: unknown): Reply | null {
    if (!budget || UNCOUNTED.test(url.pathname)) return null;
    const admission = budget.admit(`${method} ${url.pathname}${url.search} ${JSON.stringify(body)}`);
    return admission.admitted ? null : overBudget(budget.perSecond, admission.retryAfterSeconds);
  }

  function cors(request: IncomingMessage, response: ServerResponse) {
    const origin = request.headers.origin;
    if (origin) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Access-Control-Allow-Credentials', 'true');
      // Retry-After is not a CORS-safelisted header: without this, a page on another origin cannot
      // read when to come back after a 429 (issue 51). The real services must send it too.
      response.setHeader('Access-Control-Expose-Headers', 'Retry-After');
      response.setHeader('Vary', 'Origin');
    }
  }

  const server = createServer((request, response) => {
    cors(request, response);
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://reference');
    if (method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, OPTIONS');
      response.setHeader('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? '*');
      response.writeHead(204).end();
      return;
    }
    void (async () => {
      let body: unknown;
      try {
        body = await readBody(request);
      } catch {
        // The client went away mid-body (a reload during a request): there is no one to answer.
        response.destroy();
        return;
      }
      const fault = faults.find((rule) => matchesRule(rule, method, url.pathname));
      if (fault) {
        calls.push({ method, path: url.pathname, body, status: 0, fault: fault.fault });
        answerWithFault(fault.fault, request, response);
        return;
      }
      let reply: Reply;
      try {
        const answered = sentBack(method, url, body) ?? (await answer(method, url, body, request));
        reply = answered instanceof Reply ? answered : new Reply(200, JSON.stringify(answered), 'application/json');
      } catch (error) {
        const status = error instanceof HttpFailure ? error.status : 500;
        const failureBody = error instanceof HttpFailure ? error.body : { error: String(error) };
        reply = new Reply(status, JSON.stringify(failureBody), 'application/json');
      }
      if (!url.pathname.startsWith('/__harness'))
        calls.push({ method, path: url.pathname, body, status: reply.status });
      response.writeHead(reply.status, { 'content-type': reply.contentType, ...reply.headers });
      response.end(reply.body);
    })().catch((error: unknown) => {
      // Whatever else fails answers this request alone; the backend goes on for the next test.
      console.error(`reference backend: ${method} ${url.pathname}:`, error);
      if (!response.headersSent) response.writeHead(500).end();
      else response.destroy();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve(server));
  });
}

/** The answer to a call past the budget: 429, and when to come back. */
function overBudget(perSecond: number, retryAfterSeconds: number): Reply {
  const body = { error: `reference backend: over its budget of ${perSecond} requests a second` };
  return new Reply(429, JSON.stringify(body), 'application/json', { 'retry-after': String(retryAfterSeconds) });
}
