import { createActor, createMachine, fromPromise, waitFor, type Actor, type AnyActorLogic } from 'xstate';
import type { IdentityProofAccount } from '../../../machines/identityProof';
import {
  selectLoginToMintRef,
  selectMintEntrySigningRef,
  selectShareToMintRef,
  selectWhitelistFormsRef,
  type MintPageSnapshot,
} from '../../../machines/mintPage';
import { bindIdentityProofFlow } from '../../../src/app/bindings/identityProof';
import { bindMintPage, type MintPageLogic } from '../../../src/app/bindings/mintPage';
import type { LoginToMintLogic } from '../../../src/app/bindings/loginToMint';
import { createMintPageParts } from '../../../src/app/bindings/mintPageParts';
import type { ShareToMintLogic } from '../../../src/app/bindings/shareToMint';
import type { WhitelistFormsLogic } from '../../../src/app/bindings/whitelistForms';
import { sleep } from '../../../src/domain/sleep';
import type { Services } from '../../../src/services/services.types';
import { mapStorage } from '../../../test/support/mapStorage';
import { nodeMintPageEdge } from '../../../test/support/nodeMintPageEdge';

/**
 * One visitor's page of the sale, in Node: the app's own mint page chart (machines/mintPage) bound
 * as the app binds it, its HTTP services and its on-chain mint, with the visitor's hands in place
 * of the views. What the browser alone can do stands in:
 * - the sign-up section and the mint's login are the visitor proving the apes with the app's own
 *   identity-proof chart (the provider's widget is the reference backend's stand-in, whose session
 *   GET /tp/{nonce} then answers), with the hot wallet connected; the follow check is not part of it;
 * - the share to mint is a story shared before ('MINT!'): a tweet that fails lets the mint go on
 *   (spec section 8), so it cannot lose a mint;
 * - the user flow is a logged-in wallet on the expected network.
 */

/** What the sign-up section and the mint's login are given: the sale's policy and the held token's name. */
type ProofInput = { policyId: string; tokenName: string };

/** What one opening asks of a visitor. */
export type VisitorTask = 'signUp' | 'mint';

/**
 * How the visitor's part ended, when, and how late after `arrivesAt` the visitor got to act (the
 * crowd's process is busy: thousands of browsers share its two cores).
 */
export type VisitorOutcome = { at: number; lateMs: number } & ({ ok: true } | { ok: false; reason: string });

export interface VisitorPageOptions {
  task: VisitorTask;
  /** The visitor's hot wallet, and where the on-chain mint is sent. */
  hotWallet: string;
  services: Services;
  /** When the visitor acts (ms since the epoch): within W seconds of the opening. */
  arrivesAt: number;
  /** The identity provider's widget: a session for the policy, and its nonce. */
  proveApes: (policyId: string, signal: AbortSignal) => Promise<string>;
  /** Told once the page shows the sale before its opening (PreWhitelist or PreMint). */
  onWaiting: () => void;
}

const untilTime = (at: number, signal: AbortSignal) => sleep(Math.max(0, at - Date.now()), signal);

/** A logged-in wallet on the expected network: what the mint page and the on-chain mint read of the user flow. */
const loggedInUser = (address: string) =>
  createMachine({
    id: 'user',
    type: 'parallel',
    context: { session: { address } },
    states: {
      session: {
        initial: 'loggedIn',
        states: {
          loggedIn: { type: 'parallel', states: { network: { initial: 'expected', states: { expected: {} } } } },
        },
      },
    },
  });

/** How a visitor's page stands: still under way, done, or ended in an error (with the words shown). */
export function outcomeOf(task: VisitorTask, snapshot: MintPageSnapshot): 'pending' | 'done' | string {
  const { session, pageError } = snapshot.context;
  if (snapshot.matches('Errored')) return `page error ${JSON.stringify(pageError)}`;
  if (session.checkError) return session.checkError;
  const signing = selectMintEntrySigningRef(snapshot)?.getSnapshot();
  if (signing?.context.error) return signing.context.error;
  if (session.mintFailure) return `mint failed (${session.mintFailure})`;
  if (selectWhitelistFormsRef(snapshot)?.getSnapshot().matches('signUpFailed')) return 'the sign-up stopped';
  if (selectLoginToMintRef(snapshot)?.getSnapshot().matches('loginFailed')) return 'the login stopped';
  if (selectShareToMintRef(snapshot)?.getSnapshot().matches('shareFailed')) return 'the share stopped';
  if (task === 'signUp') return snapshot.matches('WhitelistChecked') ? 'done' : 'pending';
  return snapshot.matches({ loggedInPages: 'Minted' }) ? 'done' : 'pending';
}

/**
 * Opens the visitor's page before the opening and lets the visitor act at `arrivesAt`; resolves
 * when the visitor is done or ended in an error, or rejects when `signal` aborts (the bench's time
 * limit). The page is stopped either way.
 */
export async function visitPage(options: VisitorPageOptions, signal: AbortSignal): Promise<VisitorOutcome> {
  const { task, hotWallet, services, arrivesAt } = options;
  const storage = mapStorage();
  const edge = nodeMintPageEdge({
    services: () => Promise.resolve(services),
    analytics: { track: () => {} },
    now: () => Date.now(),
    storage,
    sessionStorage: mapStorage(),
    origin: 'http://127.0.0.1',
  });

  /** The visitor proves the apes with the app's identity-proof chart; the cold wallet and its nonce. */
  async function proveWithTheChart(input: ProofInput, aborted: AbortSignal) {
    let nonce = '';
    const proof = createActor(
      bindIdentityProofFlow({
        ...edge,
        usage: () => (task === 'signUp' ? 'whitelist' : 'mint'),
        widgetLogin: async (policyId, widgetSignal) => {
          nonce = await options.proveApes(policyId, widgetSignal);
          return { nonce, status: 'authenticated' };
        },
      }),
      { input: { ...input, allowRefresh: false } },
    ).start();
    try {
      // The stored session is looked for first; the login button works once that is done.
      await waitFor(proof, (snapshot) => snapshot.can({ type: 'identityProof.login' }), { signal: aborted });
      proof.send({ type: 'identityProof.login' });
      const proven = await waitFor(
        proof,
        (snapshot) => snapshot.context.account !== null || snapshot.context.problem !== null,
        { signal: aborted },
      );
      const account: IdentityProofAccount | null = proven.context.account;
      if (!account?.mainAccount) throw new Error(`identity proof failed: ${proven.context.problem ?? 'no account'}`);
      return { address: account.mainAccount, nonce };
    } finally {
      proof.stop();
    }
  }

  let lateMs = 0;
  const act = async (aborted: AbortSignal) => {
    await untilTime(arrivesAt, aborted);
    lateMs = Date.now() - arrivesAt;
  };
  const parts = createMintPageParts(edge);
  await Promise.all([parts.loadForms(), parts.loadLogin(), parts.loadSteps(), parts.loadLoggedIn()]);
  const bound = bindMintPage(edge, parts);
  const forms = bound.implementations.actors.whitelistForms as WhitelistFormsLogic;
  const page = bound.provide({
    actors: {
      whitelistForms: forms.provide({
        actors: {
          whitelistSignUp: fromPromise(
            async ({ input, signal: aborted }: { input: ProofInput; signal: AbortSignal }) => {
              await act(aborted);
              const { nonce } = await proveWithTheChart(input, aborted);
              return { kind: 'check' as const, hotWallet, nonce, email: null, twitter: null };
            },
          ) as never,
        },
      }) as never,
      loginToMint: (bound.implementations.actors.loginToMint as LoginToMintLogic).provide({
        actors: {
          mintLogin: fromPromise(async ({ input, signal: aborted }: { input: ProofInput; signal: AbortSignal }) => ({
            hotWallet,
            coldWallet: await proveWithTheChart(input, aborted),
          })) as never,
        },
      }) as never,
      shareToMint: (bound.implementations.actors.shareToMint as ShareToMintLogic).provide({
        actors: { share: fromPromise(() => Promise.resolve({ source: null })) as never },
      }) as never,
    },
  });
  // A child's change (a failed signature) leaves the page's own snapshot as it was: the page is
  // looked at again after every change in the visitor's actor system.
  const onChange = new Set<() => void>();
  const visitor = createActor(
    createMachine({
      id: 'visitor',
      invoke: [
        { id: 'user', systemId: 'user', src: loggedInUser(hotWallet) },
        {
          id: 'mint',
          src: page as AnyActorLogic,
          input: { target: { saleId: 'bayc', saleType: null }, forcedPage: null, whitelistForm: 'signUp' },
        },
      ],
    }),
    { inspect: (event) => event.type === '@xstate.snapshot' && onChange.forEach((look) => look()) },
  );
  visitor.start();
  const mint = visitor.getSnapshot().children.mint as unknown as Actor<MintPageLogic>;
  /** The page's snapshot once `holds` says so; rejects when `signal` aborts. */
  const untilPage = (holds: (snapshot: MintPageSnapshot) => boolean) =>
    new Promise<MintPageSnapshot>((resolve, reject) => {
      const stop = () => {
        onChange.delete(look);
        signal.removeEventListener('abort', aborted);
      };
      const look = () => {
        const snapshot = mint.getSnapshot();
        if (!holds(snapshot)) return;
        stop();
        resolve(snapshot);
      };
      const aborted = () => {
        stop();
        reject(signal.reason);
      };
      signal.addEventListener('abort', aborted);
      onChange.add(look);
      look();
    });
  void untilPage((snapshot) => snapshot.matches({ phasePages: task === 'signUp' ? 'PreWhitelist' : 'PreMint' }))
    .then(options.onWaiting)
    .catch(() => {});
  try {
    if (task === 'mint') {
      // The visitor presses 'Log in to mint' once the Mint page shows, at their moment.
      await untilPage((snapshot) => snapshot.matches({ phasePages: 'Mint' }));
      await act(signal);
      selectLoginToMintRef(mint.getSnapshot())?.send({ type: 'loginToMint.login' });
      // NEXT, once the tokens are signed for.
      void untilPage((snapshot) => snapshot.matches({ loggedInPages: { MintEntry: 'ready' } }))
        .then(() => mint.send({ type: 'mint.startMintShare' }))
        .catch(() => {});
    }
    const ended = await untilPage((snapshot) => outcomeOf(task, snapshot) !== 'pending');
    const outcome = outcomeOf(task, ended);
    const at = Date.now();
    return outcome === 'done' ? { ok: true, at, lateMs } : { ok: false, at, lateMs, reason: outcome };
  } finally {
    visitor.stop();
  }
}
