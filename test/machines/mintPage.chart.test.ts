import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type Actor, type AnyActorLogic } from 'xstate';
import { loginToMintMachine } from '../../machines/loginToMint';
import { mintEntrySigningMachine } from '../../machines/mintEntrySigning';
import { mintStepMachine } from '../../machines/mintStep';
import { shareToMintMachine } from '../../machines/shareToMint';
import { whitelistFormsMachine } from '../../machines/whitelistForms';
import { whitelistResultMachine } from '../../machines/whitelistResult';
import {
  mintPageMachine,
  selectForcedPage,
  selectLoginToMintRef,
  selectMintEntrySigningRef,
  selectShareToMintRef,
  selectWhitelistResultRef,
  selectWhitelistFormsRef,
  selectMintSession,
  selectPageError,
  selectPageState,
  type LoadedSale,
  type MintPageEvent,
  type MintPageSnapshot,
  type PageState,
  type SignedMint,
} from '../../machines/mintPage';
import type { MintTransactionOutput } from '../../machines/mintTransaction';
import type { ShareOutput } from '../../machines/share';
import { heldTokenName } from '../../src/domain/sale/heldToken';
import { failingPart, idlePart, recordingPart } from '../support/partStandIns';
import { makeSale } from '../unit/domain/saleFixtures';

/**
 * The mint page's chart with every part stood in for: each test scripts the parts it is about.
 * (./mintPage.machine.test.ts runs the chart as the app binds it.)
 */

const HOT = '0x0A7000000000000000000000000000000000000A';
const SALE = makeSale({ saleId: 'bayc' });
const SIGNED: SignedMint = {
  mintAndSig: { rawMessage: 'raw', signature: '0xsig' },
  signedTokens: ['7'],
  story: { walletAddress: HOT, storyId: 'story-1' },
  nftImageMap: {},
};
const ENTRY = { coldWallet: '0xC01D', hotWallet: HOT, nonce: 'n-1', email: null, twitter: null, skipToShare: false };

type Child = 'whitelistSignUp' | 'giveaway' | 'emailSignUp' | 'mintLogin' | 'share' | 'mintTransaction' | 'storyReveal';
type Load = 'loadForms' | 'loadLogin' | 'loadSteps';

interface Parts {
  /** What loading gives: the sale on this page (null: no sale). */
  loaded?: Partial<LoadedSale> | null;
  forcedPage?: string | null;
  whitelistForm?: 'signUp' | 'email';
  findPhasePage?: () => Promise<PageState>;
  phaseTimer?: AnyActorLogic;
  /** Each load of a chunk answers this (true: loaded), call by call; loaded when not said. */
  loads?: Partial<Record<Load, readonly boolean[]>>;
  children?: Partial<Record<Child, AnyActorLogic>>;
  signForMint?: () => Promise<SignedMint>;
  fetchThumbnails?: () => Promise<Record<string, string>>;
  addToWhitelist?: () => Promise<{ added: number; count: number; storyKey?: string }>;
  /** The sale is still loading. */
  loading?: boolean;
  /** Replaces the user watcher, which reports a logged-in HOT at once. */
  watchUser?: AnyActorLogic;
}

const never = () => new Promise<never>(() => {});
/** The Whitelist page's form (the mint page's `whitelistForms` child). */
const formsOf = (actor: Actor<AnyActorLogic>) => {
  const forms = selectWhitelistFormsRef(actor.getSnapshot() as MintPageSnapshot);
  if (!forms) throw new Error('the Whitelist page runs no form');
  return forms;
};

/** The Mint page's 'Log in to mint' (the mint page's `loginToMint` child). */
const loginOf = (actor: Actor<AnyActorLogic>) => {
  const login = selectLoginToMintRef(actor.getSnapshot() as MintPageSnapshot);
  if (!login) throw new Error('the page runs no login');
  return login;
};

/** MintShare's share to mint (the mint page's `shareToMint` child). */
const shareOf = (actor: Actor<AnyActorLogic>) => {
  const share = selectShareToMintRef(actor.getSnapshot() as MintPageSnapshot);
  if (!share) throw new Error('the page runs no share');
  return share;
};

/** WhitelistChecked's result (the mint page's `whitelistResult` child). */
const resultOf = (actor: Actor<AnyActorLogic>) => {
  const result = selectWhitelistResultRef(actor.getSnapshot() as MintPageSnapshot);
  if (!result) throw new Error('the page shows no whitelist result');
  return result;
};

/** A child that ends at once with `output` the first time, and runs on after that. */
function endsWith(output: unknown) {
  let runs = 0;
  return fromPromise(async () => (runs++ === 0 ? output : never()));
}

const running: Actor<AnyActorLogic>[] = [];
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
});

function start(parts: Parts = {}) {
  const failures: unknown[] = [];
  const timerInputs: unknown[] = [];
  const signInputs: unknown[] = [];
  const thumbnailInputs: unknown[] = [];
  const tracked: string[] = [];
  const loadCalls: Record<Load, number> = { loadForms: 0, loadLogin: 0, loadSteps: 0 };
  const load = (name: Load) =>
    fromPromise(async () => {
      const ok = parts.loads?.[name]?.[loadCalls[name]++] ?? true;
      if (!ok) throw new Error(`${name} failed`);
    });
  const children = { ...parts.children };
  const child = (name: Child) => (children[name] ?? idlePart) as never;
  const loaded =
    parts.loaded === null
      ? null
      : { sale: SALE, saleState: 'whitelistSignUp', phasePage: 'PreWhitelist', ...parts.loaded };
  const logic = mintPageMachine.provide({
    actors: {
      loadSale: fromPromise(async () => (parts.loading ? never() : (loaded as LoadedSale | null))),
      findPhasePage: fromPromise(parts.findPhasePage ?? (async () => 'PreMint' as const)),
      phaseTimer: (parts.phaseTimer ??
        fromPromise(({ input }) => {
          timerInputs.push(input);
          return never();
        })) as never,
      // 'Log in to mint' runs for real, on the same stand-ins.
      loginToMint: loginToMintMachine.provide({
        actors: { loadLogin: load('loadLogin'), mintLogin: child('mintLogin') },
        actions: { logFailure: ({ event }) => void failures.push((event as { error?: unknown }).error) },
      }),
      addToWhitelist: fromPromise(parts.addToWhitelist ?? (async () => ({ added: 1, count: 1 }))),
      // The signing chart runs for real, on these calls.
      mintEntrySigning: mintEntrySigningMachine.provide({
        actors: {
          signForMint: fromPromise(async ({ input }) => {
            signInputs.push(input);
            return (parts.signForMint ?? (async () => SIGNED))();
          }),
          fetchThumbnails: fromPromise(async ({ input }) => {
            thumbnailInputs.push(input);
            return (parts.fetchThumbnails ?? (async () => ({})))();
          }),
        },
        actions: { logFailure: ({ event }) => void failures.push((event as { error?: unknown }).error) },
      }),
      watchUser: (parts.watchUser ??
        fromCallback<MintPageEvent>(({ sendBack }) =>
          sendBack({ type: 'mint.userChanged', loggedIn: true, address: HOT }),
        )) as never,
      // The Whitelist page's form runs for real, on the same stand-ins.
      whitelistForms: whitelistFormsMachine.provide({
        actors: {
          loadForms: load('loadForms'),
          whitelistSignUp: child('whitelistSignUp'),
          giveaway: child('giveaway'),
          emailSignUp: child('emailSignUp'),
        },
        actions: { logFailure: ({ event }) => void failures.push((event as { error?: unknown }).error) },
      }),
      emailSignUp: child('emailSignUp'),
      // MintShare's share runs for real, on the same stand-ins.
      shareToMint: shareToMintMachine.provide({
        actors: { loadSteps: load('loadSteps'), share: child('share') },
        actions: { logFailure: ({ event }) => void failures.push((event as { error?: unknown }).error) },
      }),
      // Minting's mint runs for real, on the same stand-ins.
      mintStep: mintStepMachine.provide({
        actors: { loadSteps: load('loadSteps'), mintTransaction: child('mintTransaction') },
        actions: { logFailure: ({ event }) => void failures.push((event as { error?: unknown }).error) },
      }),
      // WhitelistChecked's result runs for real, on the same stand-ins.
      whitelistResult: whitelistResultMachine.provide({
        actors: { loadForms: load('loadForms'), storyReveal: child('storyReveal') },
        actions: { logFailure: ({ event }) => void failures.push((event as { error?: unknown }).error) },
      }),
    },
    actions: {
      logFailure: ({ event }) => void failures.push((event as { error?: unknown }).error),
      trackWhitelistAdd: (_, params) => void tracked.push(params.stage),
    },
  });
  const actor = createActor(logic, {
    input: {
      target: { saleId: 'bayc', saleType: null },
      forcedPage: (parts.forcedPage ?? null) as PageState | null,
      whitelistForm: parts.whitelistForm ?? 'signUp',
    },
  });
  running.push(actor);
  actor.start();
  return { actor, failures, timerInputs, signInputs, thumbnailInputs, tracked };
}

const settled = async () => {
  for (let i = 0; i < 4; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};
const page = (actor: { getSnapshot(): MintPageSnapshot }) => selectPageState(actor.getSnapshot());

describe('routing', () => {
  it.each(['NoSale', 'WhitelistChecked', 'MintNoSupply', 'PostMint'] as const)(
    'enters the forced page %s',
    async (forced) => {
      const { actor } = start({ forcedPage: forced });
      await settled();
      expect(page(actor)).toBe(forced);
    },
  );

  it('shows a forced WhitelistChecking alone: nothing is added', async () => {
    const { actor } = start({ forcedPage: 'WhitelistChecking' });
    await settled();
    expect(actor.getSnapshot().matches({ WhitelistChecking: 'shown' })).toBe(true);
  });

  it("says 'Unexpected page state' for a page that is none of the sixteen", async () => {
    const { actor } = start({ forcedPage: 'Bogus' });
    await settled();
    expect(page(actor)).toBe('Errored');
    expect(selectPageError(actor.getSnapshot())).toEqual({ kind: 'unexpectedPageState' });
  });

  it('stays on NoSale on a reset when no sale was loaded', async () => {
    const { actor } = start({ loaded: null });
    await settled();
    actor.send({ type: 'mint.reset' });
    await settled();
    expect(page(actor)).toBe('NoSale');
  });

  it("says 'Unexpected page state' when the phase's page cannot be found after a reset", async () => {
    const { actor } = start({ findPhasePage: () => Promise.reject(new Error('no phase')) });
    await settled();
    actor.send({ type: 'mint.reset' });
    await settled();
    expect(selectPageError(actor.getSnapshot())).toEqual({ kind: 'unexpectedPageState' });
  });

  it.each([
    { type: 'mint.startCheck', checkType: 'tokenproof', hotWallet: HOT, nonce: 'n-1', email: null, twitter: null },
    { type: 'mint.startMintEntry', ...ENTRY },
    { type: 'mint.startMintShare' },
    { type: 'mint.startMint' },
    { type: 'mint.finished', error: null },
    { type: 'mint.failed', reason: 'failed' },
  ] as const)("says 'Unexpected current page' for $type from a page that does not take it", async (event) => {
    const { actor } = start();
    await settled();
    actor.send(event as MintPageEvent);
    expect(selectPageError(actor.getSnapshot())).toEqual({ kind: 'unexpectedCurrentPage' });
  });

  it('logs a phase timer that failed, and the page stays', async () => {
    const { actor, failures } = start({ phaseTimer: fromPromise(() => Promise.reject(new Error('timer broke'))) });
    await settled();
    expect(page(actor)).toBe('PreWhitelist');
    expect(failures).toEqual([new Error('timer broke')]);
  });

  it.each(['WhitelistNoSpots', 'PreMint'] as const)(
    "logs the %s page's e-mail form that stopped",
    async (phasePage) => {
      const { actor, failures } = start({
        loaded: { phasePage },
        children: { emailSignUp: failingPart(Infinity, 'form broke') },
      });
      await settled();
      expect(page(actor)).toBe(phasePage);
      expect(failures).toEqual([new Error('form broke')]);
    },
  );
});

describe('the Whitelist page', () => {
  it('logs the e-mail form that stopped, and the page stays', async () => {
    const { actor, failures } = start({
      loaded: { phasePage: 'Whitelist' },
      whitelistForm: 'email',
      children: { emailSignUp: failingPart(Infinity, 'form broke') },
    });
    await settled();
    expect(page(actor)).toBe('Whitelist');
    expect(failures).toEqual([new Error('form broke')]);
  });

  it('says the forms failed when their code does not load, and loads it again on Try again', async () => {
    const { actor, failures } = start({ loaded: { phasePage: 'Whitelist' }, loads: { loadForms: [false, true] } });
    await settled();
    expect(formsOf(actor).getSnapshot().matches('signUpFailed')).toBe(true);
    expect(failures).toEqual([new Error('loadForms failed')]);
    formsOf(actor).send({ type: 'whitelistForms.retry' });
    await settled();
    expect(formsOf(actor).getSnapshot().matches('signUp')).toBe(true);
  });

  it('goes back to Whitelist with the check error when adding fails, and plans from Whitelist', async () => {
    const check = { kind: 'check', checkType: 'tokenproof', hotWallet: HOT, nonce: 'n-1', email: null, twitter: null };
    const { actor, timerInputs } = start({
      loaded: { phasePage: 'Whitelist' },
      children: { whitelistSignUp: endsWith(check) },
      addToWhitelist: () => Promise.reject(new Error('add failed')),
    });
    await settled();
    expect(page(actor)).toBe('Whitelist');
    expect(selectMintSession(actor.getSnapshot()).checkError).toBe('whitelistingFailed');
    expect(timerInputs.at(-1)).toMatchObject({ page: 'Whitelist' });
  });

  it.each([
    ["the story's code does not load", { loads: { loadForms: [true, false] } }],
    ['the story reveal stops', { children: { storyReveal: failingPart(Infinity, 'reveal broke') } }],
  ] as const)('shows the result alone when %s', async (_case, parts) => {
    const check = { kind: 'check', checkType: 'tokenproof', hotWallet: HOT, nonce: 'n-1', email: null, twitter: null };
    const { actor, failures } = start({
      loaded: { phasePage: 'Whitelist' },
      addToWhitelist: async () => ({ added: 1, count: 1, storyKey: `${HOT}/story-1` }),
      ...parts,
      children: { whitelistSignUp: endsWith(check), ...('children' in parts ? parts.children : {}) },
    });
    await settled();
    expect(resultOf(actor).getSnapshot().matches('plain')).toBe(true);
    expect(failures).toHaveLength(1);
  });
});

describe('the Mint page and MintEntry', () => {
  it('says the login failed when its code does not load, or it stops, and loads it again on Try again', async () => {
    const { actor, failures } = start({
      loaded: { phasePage: 'Mint' },
      loads: { loadLogin: [false, true] },
      children: { mintLogin: failingPart(Infinity, 'login broke') },
    });
    await settled();
    loginOf(actor).send({ type: 'loginToMint.login' });
    await settled();
    expect(loginOf(actor).getSnapshot().matches('loginFailed')).toBe(true);
    loginOf(actor).send({ type: 'loginToMint.retry' });
    await settled();
    expect(loginOf(actor).getSnapshot().matches('loginFailed')).toBe(true);
    expect(failures).toEqual([new Error('loadLogin failed'), new Error('login broke')]);
  });

  it('keeps the handles typed on MintEntry, an empty one as none', async () => {
    const { actor } = start({ loaded: { phasePage: 'Mint' }, signForMint: never });
    await settled();
    actor.send({ type: 'mint.startMintEntry', ...ENTRY });
    actor.send({ type: 'mint.emailChanged', email: 'ape@example.com' });
    actor.send({ type: 'mint.twitterChanged', twitter: 'ape_fan' });
    expect(selectMintSession(actor.getSnapshot())).toMatchObject({
      signUpEmail: 'ape@example.com',
      signUpTwitter: 'ape_fan',
    });
    actor.send({ type: 'mint.emailChanged', email: '' });
    actor.send({ type: 'mint.twitterChanged', twitter: '' });
    expect(selectMintSession(actor.getSnapshot())).toMatchObject({ signUpEmail: null, signUpTwitter: null });
  });

  it("says 'No response' when signing fails without a reason", async () => {
    const { actor } = start({ loaded: { phasePage: 'Mint' }, signForMint: () => Promise.reject(null) });
    await settled();
    actor.send({ type: 'mint.startMintEntry', ...ENTRY });
    await settled();
    expect(selectMintEntrySigningRef(actor.getSnapshot())?.getSnapshot().context.error).toBe('No response');
  });

  it('looks up the images of the signed tokens', async () => {
    const { actor, thumbnailInputs } = start({ loaded: { phasePage: 'Mint' } });
    await settled();
    actor.send({ type: 'mint.startMintEntry', ...ENTRY });
    await settled();
    expect(thumbnailInputs).toEqual([{ saleId: 'bayc', tokenIds: ['7'] }]);
  });

  it('shows the tokens without their images when these fail', async () => {
    const { actor, failures } = start({
      loaded: { phasePage: 'Mint' },
      fetchThumbnails: () => Promise.reject(new Error('no images')),
    });
    await settled();
    actor.send({ type: 'mint.startMintEntry', ...ENTRY });
    await settled();
    expect(actor.getSnapshot().matches({ loggedInPages: { MintEntry: 'ready' } })).toBe(true);
    expect(failures).toEqual([new Error('no images')]);
  });
});

describe('MintShare and Minting', () => {
  /** MintEntry done, NEXT pressed: on MintShare. */
  async function onMintShare(parts: Parts = {}) {
    const started = start({ loaded: { phasePage: 'Mint' }, ...parts });
    await settled();
    started.actor.send({ type: 'mint.startMintEntry', ...ENTRY, email: 'ape@example.com', twitter: 'ape_fan' });
    await settled();
    started.actor.send({ type: 'mint.startMintShare' });
    await settled();
    return started;
  }

  it('shares the signed story with the hot wallet and the handles', async () => {
    const { logic: recorder, inputs } = recordingPart();
    const { actor } = await onMintShare({ children: { share: recorder } });
    expect(shareOf(actor).getSnapshot().matches('sharing')).toBe(true);
    expect(inputs).toEqual([
      {
        story: SIGNED.story,
        hotWallet: HOT,
        connectedWallet: HOT,
        alreadyShared: false,
        postRedirectData: { email: 'ape@example.com', twitter: 'ape_fan' },
      },
    ]);
  });

  it('says the share failed when its code does not load, or it stops, and loads it again on Try again', async () => {
    const { actor, failures } = await onMintShare({
      loads: { loadSteps: [false, true] },
      children: { share: failingPart(Infinity, 'share broke') },
    });
    expect(shareOf(actor).getSnapshot().matches('shareFailed')).toBe(true);
    shareOf(actor).send({ type: 'shareToMint.retry' });
    await settled();
    expect(shareOf(actor).getSnapshot().matches('shareFailed')).toBe(true);
    expect(failures).toEqual([new Error('loadSteps failed'), new Error('share broke')]);
  });

  it.each([
    ['its code does not load', { loads: { loadSteps: [true, false] } }, 'failed', 1],
    ['the mint stops', { children: { mintTransaction: failingPart(Infinity, 'mint broke') } }, 'failed', 1],
    [
      'the wallet refused it',
      { children: { mintTransaction: endsWith({ outcome: 'failed', reason: 'rejected' }) } },
      'rejected',
      0,
    ],
  ] as const)(
    'goes back to MintShare when %s, shared already: the button mints',
    async (_case, parts, reason, logged) => {
      const shareInputs: unknown[] = [];
      const shared: ShareOutput = { source: 'Twitter' };
      let shares = 0;
      const share = fromPromise(async ({ input }) => {
        shareInputs.push(input);
        return shares++ === 0 ? shared : never();
      });
      const { actor, failures } = await onMintShare({
        ...parts,
        children: { share, ...('children' in parts ? parts.children : {}) },
      });
      await settled();
      expect(page(actor)).toBe('MintShare');
      expect(selectMintSession(actor.getSnapshot()).mintFailure).toBe(reason);
      expect(failures).toHaveLength(logged);
      expect(shareInputs.at(-1)).toMatchObject({ alreadyShared: true });
    },
  );

  it('gives a story NFT whose mint failed the button that mints: no share step', async () => {
    const { logic: recorder, inputs } = recordingPart();
    const { actor } = start({
      loaded: { sale: makeSale({ saleId: 'bayc', saleType: 'collection' }), phasePage: 'Mint' },
      children: { mintTransaction: endsWith({ outcome: 'failed', reason: 'failed' }), share: recorder },
    });
    await settled();
    actor.send({ type: 'mint.startMintEntry', ...ENTRY });
    await settled();
    actor.send({ type: 'mint.startMintShare' });
    await settled();
    expect(page(actor)).toBe('MintShare');
    expect(inputs).toEqual([expect.objectContaining({ alreadyShared: true })]);
  });

  it('shows Minted only when minted', async () => {
    const minted: MintTransactionOutput = { outcome: 'minted', hash: '0x1', nfts: [], notice: null };
    const { actor } = await onMintShare({
      children: { share: endsWith({ source: 'Native' }), mintTransaction: endsWith(minted) },
    });
    await settled();
    expect(page(actor)).toBe('Minted');
    expect(selectMintSession(actor.getSnapshot()).txHash).toBe('0x1');
  });
});

describe('the start and the parts it gives its input', () => {
  it('starts with nothing loaded and an empty session', () => {
    const { actor } = start({ loading: true });
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.saleState).toBe('none');
    expect(selectMintSession(snapshot)).toEqual({
      checkType: 'none',
      checkError: null,
      walletToCheck: null,
      signUpEmail: null,
      signUpTwitter: null,
      eligibleAdded: 0,
      eligibleTokens: 0,
      storyKey: null,
      alreadyEntered: false,
      coldWallet: null,
      hotWallet: null,
      tokenproofNonce: null,
      mintedError: null,
      alreadyMintShared: false,
      skipToShare: false,
      mintAndSig: null,
      signedTokens: [],
      nftImageMap: {},
      shareStory: null,
      mintFailure: null,
      mintedNfts: [],
      txHash: null,
      pendingHash: null,
    });
  });

  it('logs a user watcher that stopped', async () => {
    const { failures } = start({ watchUser: failingPart(Infinity, 'watcher broke') });
    await settled();
    expect(failures).toEqual([new Error('watcher broke')]);
  });

  it('resets a forced page that needs a user until the user flow reports one', async () => {
    const { actor } = start({ forcedPage: 'MintEntry', watchUser: idlePart });
    await settled();
    expect(page(actor)).toBe('PreMint');
    expect(selectForcedPage(actor.getSnapshot())).toBeNull();
  });

  it("gives the sign-up section the sale's policy, token, required follows and campaign", async () => {
    const { logic: recorder, inputs } = recordingPart();
    const sale = makeSale({
      saleId: 'bayc',
      tokenproofPolicyId: 'policy-1',
      marketingCampaign: 'camp',
      followSocials: [
        { type: 'twitter', userId: 'needed', required: true },
        { type: 'twitter', userId: 'optional', required: false },
      ],
    });
    start({ loaded: { sale, phasePage: 'Whitelist' }, children: { whitelistSignUp: recorder } });
    await settled();
    expect(inputs).toEqual([
      { policyId: 'policy-1', tokenName: heldTokenName(sale), requiredAccounts: ['needed'], campaign: 'camp' },
    ]);
  });

  it('gives the sign-up section and the mint login no policy for a sale that names none', async () => {
    const sale = makeSale({ saleId: 'bayc', tokenproofPolicyId: undefined });
    const signUp = recordingPart();
    start({ loaded: { sale, phasePage: 'Whitelist' }, children: { whitelistSignUp: signUp.logic } });
    await settled();
    const login = recordingPart();
    const { actor } = start({ loaded: { sale, phasePage: 'Mint' }, children: { mintLogin: login.logic } });
    await settled();
    loginOf(actor).send({ type: 'loginToMint.login' });
    await settled();
    expect([...signUp.inputs, ...login.inputs]).toEqual([
      expect.objectContaining({ policyId: '' }),
      expect.objectContaining({ policyId: '' }),
    ]);
  });

  it.each([undefined, ''])(
    'gives the sign-up section no campaign when the sale names %j',
    async (marketingCampaign) => {
      const { logic: recorder, inputs } = recordingPart();
      const sale = makeSale({ saleId: 'bayc', marketingCampaign });
      start({ loaded: { sale, phasePage: 'Whitelist' }, children: { whitelistSignUp: recorder } });
      await settled();
      expect(inputs).toEqual([expect.objectContaining({ campaign: null })]);
    },
  );

  it.each([
    ['characterPass', true],
    ['collection', false],
  ] as const)('asks the login of a %s sale for the cold wallet: %s', async (saleType, coldWalletRequired) => {
    const { logic: recorder, inputs } = recordingPart();
    const sale = makeSale({ saleId: 'bayc', saleType, tokenproofPolicyId: 'policy-1' });
    const { actor } = start({ loaded: { sale, phasePage: 'Mint' }, children: { mintLogin: recorder } });
    await settled();
    loginOf(actor).send({ type: 'loginToMint.login' });
    await settled();
    expect(inputs).toEqual([{ policyId: 'policy-1', tokenName: heldTokenName(sale), coldWalletRequired }]);
  });

  it.each([
    ['with a cold wallet', { address: '0xC01D', nonce: 'n-1' }, { coldWallet: '0xC01D', tokenproofNonce: 'n-1' }],
    ['without one', null, { coldWallet: null, tokenproofNonce: null }],
  ] as const)(
    "starts MintEntry from the login's end %s, no handles and no share to skip to",
    async (_case, cold, session) => {
      const { actor } = start({
        loaded: { phasePage: 'Mint' },
        signForMint: never,
        children: { mintLogin: endsWith({ hotWallet: HOT, coldWallet: cold }) },
      });
      await settled();
      loginOf(actor).send({ type: 'loginToMint.login' });
      await settled();
      expect(page(actor)).toBe('MintEntry');
      expect(selectMintSession(actor.getSnapshot())).toMatchObject({
        ...session,
        hotWallet: HOT,
        signUpEmail: null,
        signUpTwitter: null,
        skipToShare: false,
      });
    },
  );

  it('tracks a failed add to the whitelist', async () => {
    const check = { kind: 'check', checkType: 'tokenproof', hotWallet: HOT, nonce: 'n-1', email: null, twitter: null };
    const { tracked } = start({
      loaded: { phasePage: 'Whitelist' },
      children: { whitelistSignUp: endsWith(check) },
      addToWhitelist: () => Promise.reject(new Error('add failed')),
    });
    await settled();
    expect(tracked).toEqual(['start', 'error']);
  });

  it('signs a forced MintEntry with no hot wallet', async () => {
    const { signInputs } = start({ forcedPage: 'MintEntry', signForMint: never });
    await settled();
    expect(signInputs).toEqual([expect.objectContaining({ saleId: 'bayc', hotWallet: '' })]);
  });

  it('shares nothing when the signature came without a story: the button mints', async () => {
    const { logic: recorder, inputs } = recordingPart();
    const started = start({
      loaded: { phasePage: 'Mint' },
      signForMint: async () => ({ ...SIGNED, story: null }),
      children: { share: recorder },
    });
    await settled();
    started.actor.send({ type: 'mint.startMintEntry', ...ENTRY });
    await settled();
    started.actor.send({ type: 'mint.startMintShare' });
    await settled();
    expect(inputs).toEqual([
      expect.objectContaining({ story: { walletAddress: '', storyId: '' }, alreadyShared: true }),
    ]);
  });

  it("finishes a forced Minting with the mint's notice", async () => {
    const { actor } = start({ forcedPage: 'Minting' });
    await settled();
    actor.send({ type: 'mint.finished', error: 'receiptUnverified' });
    expect(page(actor)).toBe('Minted');
    expect(selectMintSession(actor.getSnapshot()).mintedError).toBe('receiptUnverified');
  });
});
