/**
 * `npm run bench:mint-day` (issue 51): N visitors arrive within W seconds of a phase opening, each
 * running the app's own mint page chart, HTTP services and on-chain mint in Node, against the
 * reference backend limited to C requests a second, over loopback (127.0.0.1) only. Two openings of
 * the same sale: its whitelist sign-up (the identity proof, then the whitelist add), then its mint
 * (the login's identity proof, sign for mint, the thumbnails, the mint backend, the transaction on
 * Anvil and wait for minting). The whole day runs twice: with the app's retries, and with the fixed
 * 1 s retries it had before, beside it. Every opening has a time limit, so the run ends by itself.
 *
 *   npm run bench:mint-day -- --visitors 5000 --within 2 --rate-limit 500
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setMaxListeners } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { getAddress, toBeHex, zeroPadValue } from 'ethers';
import { readConfig } from '../src/config/readConfig';
import type { Sale } from '../src/domain/sale/sale.types';
import { createHttpServices } from '../src/services/http/createHttpServices';
import { fetchSaleDataSet } from '../src/services/sale/saleDataSet';
import type { Services } from '../src/services/services.types';
import { createSocialCredentialStore } from '../src/services/social/socialCredentialStore';
import { chainBuildEnv, SALE_ID } from '../test/chain/harness/chainSetup';
import { mapStorage } from '../test/support/mapStorage';
import { anvilWallet, prepareAccounts } from './bench/mintDay/anvilWallet';
import { mintDayReport, type OpeningResult, type RunResult } from './bench/mintDay/mintDayReport';
import { readMintDayArgs } from './bench/mintDay/mintDaySettings';
import { describeMachine } from './bench/machine';
import { loopbackFetch } from './bench/mintDay/loopbackFetch';
import { createTrafficLog } from './bench/mintDay/trafficLog';
import { visitPage, type VisitorOutcome, type VisitorTask } from './bench/mintDay/visitorPage';

const settings = (() => {
  try {
    return readMintDayArgs(process.argv.slice(2));
  } catch (error) {
    console.error(String(error instanceof Error ? error.message : error));
    process.exit(2);
  }
})();
const OPENINGS: readonly { task: VisitorTask; name: string; requestsEach: number }[] = [
  { task: 'signUp', name: 'The whitelist sign-up opens', requestsEach: 2 },
  { task: 'mint', name: 'The whitelist mint opens', requestsEach: 5 },
];
/**
 * Thousands of browsers run here on two cores, one after another. So that their start does not eat
 * into the opening: every page opens within the lead time before it (measured: about 4 ms a page),
 * and the pages turn to the new phase a little ahead of the opening (about 1 ms a page), where each
 * browser would turn on its own at the same instant. The visitors act from the opening on.
 */
const leadMs = () => 3000 + 8 * settings.visitors;
const turnAheadMs = () => 500 + 2 * settings.visitors;
const HOUR = 3_600_000;

/**
 * 'spread': the app's retries. 'fixed': today's retries before issue 51, emulated: the waits exactly
 * their 1 s mean (the random draw pinned to its middle), and blind to Retry-After (the header taken
 * off the answers), so a call with no retries of its own gives up on its first 429, as it did.
 */
type RetryTiming = 'spread' | 'fixed';

/** Runs `work` with the retries' draws pinned to their middle for today's fixed waits. */
async function withTiming<T>(timing: RetryTiming, work: () => Promise<T>): Promise<T> {
  const random = Math.random;
  if (timing === 'fixed') Math.random = () => 0.5;
  try {
    return await work();
  } finally {
    Math.random = random;
  }
}

/** A fetch whose answers carry no Retry-After. */
const withoutRetryAfter =
  (fetchImpl: typeof globalThis.fetch): typeof globalThis.fetch =>
  async (input, init) => {
    const response = await fetchImpl(input, init);
    if (!response.headers.has('retry-after')) return response;
    const headers = new Headers(response.headers);
    headers.delete('retry-after');
    return new Response(await response.arrayBuffer(), { status: response.status, headers });
  };

/** The world (Anvil and the limited backend) in its own process; resolves with its addresses once ready. */
function startWorld(): Promise<{ child: ChildProcess; backendUrl: string; rpcUrl: string }> {
  const file = fileURLToPath(new URL('bench/mintDay/world.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', file, String(settings.perSecond)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the mint-day world exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      const { backendUrl, rpcUrl } = JSON.parse(line) as { backendUrl: string; rpcUrl: string };
      resolve({ child, backendUrl, rpcUrl });
    });
  });
}

/** The sale with its phase `task` opening at `openedAt`: the sign-up's week, or the mint's after it. */
function saleOpening(sale: Sale, task: VisitorTask, openedAt: number): Sale {
  const window = (start: number, end: number) => ({
    startDate: new Date(start),
    endDate: new Date(end),
    countdownTarget: new Date(start),
  });
  const signUpAt = task === 'signUp' ? openedAt : openedAt - 2 * HOUR;
  return {
    ...sale,
    whitelist: { signUp: window(signUpAt, signUpAt + HOUR), mint: window(signUpAt + 2 * HOUR, signUpAt + 3 * HOUR) },
    publicMint: undefined,
  };
}

const machine = describeMachine();
const { child, backendUrl, rpcUrl } = await startWorld();
const stopWorld = () => child.kill('SIGTERM');
process.once('SIGINT', () => {
  stopWorld();
  process.exit(130);
});

try {
  const config = readConfig(chainBuildEnv({ backendUrl, siteUrl: 'http://127.0.0.1' }));
  const [bayc] = (await fetchSaleDataSet(`${backendUrl}/data/sales.json`)).filter((sale) => sale.saleId === SALE_ID);
  if (!bayc) throw new Error(`no sale ${SALE_ID} in the data set`);
  const hotWallets = Array.from({ length: settings.visitors }, (_, index) =>
    getAddress(zeroPadValue(toBeHex(0xda7000000n + BigInt(index)), 20)),
  );

  /** The stand-in widget's session for a policy (an outside party: outside the backend's budget). */
  async function proveApes(policyId: string, signal: AbortSignal): Promise<string> {
    const response = await fetch(`${backendUrl}/standins/tokenproof/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ appId: config.identityProof.appId, policyId }),
      signal,
    });
    return ((await response.json()) as { nonce: string }).nonce;
  }

  async function runOpening(task: VisitorTask, timing: RetryTiming, requestsEach: number) {
    const openedAt = Date.now() + leadMs();
    const loopback = loopbackFetch();
    const traffic = createTrafficLog(
      backendUrl,
      () => openedAt,
      timing === 'fixed' ? withoutRetryAfter(loopback) : loopback,
    );
    const keyValues = mapStorage();
    const shared: Services = createHttpServices(
      config,
      {
        analytics: { track: () => {} },
        storage: keyValues,
        socialCredentials: createSocialCredentialStore(keyValues),
        location: { search: '', origin: 'http://127.0.0.1' },
        now: () => new Date(),
        approveTransaction: () => Promise.reject(new Error('no mock chain here')),
        wallet: anvilWallet(rpcUrl, hotWallets[0]!),
      },
      [saleOpening(bayc!, task, openedAt - turnAheadMs())],
      traffic.fetch,
    );
    // Ends the opening by itself: far past the ideal time, whoever is still under way has not made it.
    const idealMs = ((settings.visitors * requestsEach) / settings.perSecond) * 1000;
    const limit = AbortSignal.timeout(leadMs() + settings.withinSeconds * 1000 + 4 * idealMs + 60_000);
    setMaxListeners(0, limit); // every visitor listens to it
    let waiting = 0;
    setTimeout(
      () => {
        if (waiting < settings.visitors) {
          console.info(`  only ${waiting} of ${settings.visitors} pages were open when the phase turned`);
        }
      },
      openedAt - turnAheadMs() - Date.now(),
    );
    const arrivals = hotWallets.map(() => openedAt + Math.random() * settings.withinSeconds * 1000);
    const outcomes = await withTiming(timing, () =>
      Promise.all(
        hotWallets.map((hotWallet, index): Promise<VisitorOutcome> =>
          visitPage(
            {
              task,
              hotWallet,
              services: { ...shared, chain: anvilWallet(rpcUrl, hotWallet) },
              arrivesAt: arrivals[index]!,
              proveApes,
              onWaiting: () => (waiting += 1),
            },
            limit,
          ).catch((error: unknown): VisitorOutcome => ({
            ok: false,
            at: Date.now(),
            lateMs: 0,
            reason: `still under way: ${String(error)}`,
          })),
        ),
      ),
    );
    const reasons = new Map<string, number>();
    for (const outcome of outcomes)
      if (!outcome.ok) reasons.set(outcome.reason, (reasons.get(outcome.reason) ?? 0) + 1);
    const opening: OpeningResult = {
      seconds: traffic.seconds(),
      doneMs: Math.max(...outcomes.map((outcome) => outcome.at)) - openedAt,
      errors: outcomes.filter((outcome) => !outcome.ok).length,
      lateMs: Math.max(...outcomes.map((outcome) => outcome.lateMs)),
    };
    return { opening, failed: outcomes.map((outcome) => !outcome.ok), reasons };
  }

  const runs: RunResult[] = [];
  for (const timing of ['spread', 'fixed'] as const) {
    await fetch(`${backendUrl}/__harness/reset`, { method: 'POST' });
    await prepareAccounts(rpcUrl, hotWallets);
    const openings: OpeningResult[] = [];
    const everFailed = new Set<number>();
    for (const { task, name, requestsEach } of OPENINGS) {
      console.info(`${timing} retries: ${name.toLowerCase()}…`);
      const cpuBefore = process.cpuUsage();
      const wallBefore = Date.now();
      // The app logs each failure it shows (spec section 8); thousands of them would bury the report.
      const { warn, error } = console;
      let logged = 0;
      let first = '';
      console.warn = console.error = (...args: unknown[]) => {
        logged += 1;
        first ||= args.map((arg) => (arg instanceof Error ? arg.message : JSON.stringify(arg))).join(' ');
      };
      const { opening, failed, reasons } = await runOpening(task, timing, requestsEach).finally(() =>
        Object.assign(console, { warn, error }),
      );
      const cpu = process.cpuUsage(cpuBefore);
      if (logged > 0) console.info(`  the app logged ${logged} failures, the first: ${first.slice(0, 160)}`);
      console.info(
        `  the crowd's process: ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU in ${((Date.now() - wallBefore) / 1000).toFixed(1)} s`,
      );
      failed.forEach((didFail, index) => didFail && everFailed.add(index));
      openings.push(opening);
      for (const [reason, count] of reasons) console.info(`  ${count} ended with: ${reason}`);
    }
    runs.push({ timing, openings, visitorsWithError: everFailed.size });
  }
  console.info(`\n${mintDayReport(runs, { ...settings, openings: OPENINGS.map((opening) => opening.name) }, machine)}`);
} finally {
  stopWorld();
}
