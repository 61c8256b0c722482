import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, waitFor, type Actor, type AnyActorLogic, type AnyActorRef } from 'xstate';
import {
  selectLoadState,
  selectLoginToMintRef,
  selectMintEntrySigningRef,
  selectShareToMintRef,
  selectWhitelistResultRef,
  selectWhitelistFormsRef,
  type MintPageSnapshot,
  selectPageState,
  type MintPageInput,
  type PageState,
  type PendingMint,
} from '../../machines/mintPage';
import type { WhitelistSignUpOutput } from '../../machines/whitelistSignUp';
import { bindMintPage, type MintPageLogic } from '../../src/app/bindings/mintPage';
import type { LoginToMintLogic } from '../../src/app/bindings/loginToMint';
import type { ShareToMintLogic } from '../../src/app/bindings/shareToMint';
import type { WhitelistFormsLogic } from '../../src/app/bindings/whitelistForms';
import { createMintPageParts, type MintPageParts } from '../../src/app/bindings/mintPageParts';
import { InvalidSaleIdError, TransactionDeniedError } from '../../src/domain/errors';
import type { Sale } from '../../src/domain/sale/sale.types';
import type { AnalyticsEvent } from '../../src/services/analytics/analytics.types';
import type { Services } from '../../src/services/services.types';
import { rememberPendingMint } from '../../src/services/sale/pendingMint';
import { POST_REDIRECT_KEY, savePostRedirectData } from '../../src/services/social/postRedirectData';
import { TimedClock } from '../model/timedClock';
import { mapStorage } from '../support/mapStorage';
import { nodeMintPageEdge } from '../support/nodeMintPageEdge';
import type { GiveawayOutput, GiveawaySnapshot } from '../../machines/giveaway';
import { makeSale, NOW, phase } from '../unit/domain/saleFixtures';
import { pageErrorText } from '../../src/views/mint/MintScreens';

const MINUTE = 60_000;

const HOT = '0x0A7000000000000000000000000000000000000A';

/** A stand-in for the user flow: a session of HOT on the expected network, or none. */
const userStandIn = createMachine({
  id: 'user',
  type: 'parallel',
  context: { session: { address: HOT } },
  states: {
    session: {
      initial: 'loggedIn',
      states: {
        loggedIn: {
          on: { logout: 'loggedOut' },
          type: 'parallel',
          states: { network: { initial: 'expected', states: { expected: {} } } },
        },
        loggedOut: { on: { login: 'loggedIn' } },
      },
    },
  },
});

/** Sign-up in 10 minutes for an hour; whitelist mint two hours later for an hour. */
const SALE = makeSale({
  saleId: 'bayc',
  whitelist: { signUp: phase(10, 70), mint: phase(130, 190) },
});

interface Setup {
  sale?: Sale | null;
  fetchSale?: () => Promise<Sale>;
  remaining?: number;
  addToWhitelist?: () => Promise<{ added: number; count: number; storyKey?: string }>;
  input?: Partial<MintPageInput>;
  loggedIn?: boolean;
  /** Replaces the whitelist sign-up section (the real one needs the app's user flow). */
  signUp?: AnyActorLogic;
  /** Replaces the collection giveaway (the real one needs the app's user flow). */
  giveaway?: AnyActorLogic;
  /** Replaces the Mint page's login steps. */
  mintLogin?: AnyActorLogic;
  /** Replaces the share to mint. */
  share?: AnyActorLogic;
  /** Saved before a Twitter authorization redirect (local storage). */
  postRedirect?: { email: string | null; twitter: string | null };
  /** A mint of bayc sent before a reload (session storage). */
  pendingMint?: PendingMint;
  /** Nothing of the later parts is loaded before the page starts, as on a first visit. */
  coldParts?: boolean;
  /** Changes the later parts (a chunk that does not come). */
  adjustParts?: (parts: MintPageParts) => MintPageParts;
}

const running: Actor<AnyActorLogic>[] = [];
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
  vi.restoreAllMocks();
});

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(setup: Setup = {}) {
  const clock = new TimedClock();
  clock.set(NOW.getTime());
  const storage = mapStorage();
  if (setup.postRedirect) savePostRedirectData(storage, setup.postRedirect);
  const sessionStorage = mapStorage();
  if (setup.pendingMint) rememberPendingMint(sessionStorage, 'bayc', setup.pendingMint);
  const sale = setup.sale === undefined ? SALE : setup.sale;
  const saleService = {
    fetchSale: vi.fn(setup.fetchSale ?? (() => Promise.resolve(sale))),
    fetchCurrentSale: vi.fn(() => Promise.resolve(sale)),
    fetchWhitelistRemainingSpots: vi.fn(() => Promise.resolve(setup.remaining ?? 100)),
    fetchWhitelistMintRemainingSupply: vi.fn(() => Promise.resolve(setup.remaining ?? 100)),
    fetchPublicMintRemainingSupply: vi.fn(() => Promise.resolve(setup.remaining ?? 100)),
    addToWhitelist: vi.fn(setup.addToWhitelist ?? (() => Promise.resolve({ added: 1, count: 1, storyKey: '0xa/1' }))),
    signForMint: vi.fn(() =>
      Promise.resolve({ rawMessage: 'raw', signature: '0xsig', signedTokens: ['7', '8'], storyKey: '0xa/story-1' }),
    ),
    fetchThumbnails: vi.fn(() => Promise.resolve({ '7': '/7.png' })),
    prepareMint: vi.fn(() => Promise.resolve({ to: '0xc', value: 0n })),
    waitForMintingOf: vi.fn(() => Promise.resolve()),
  };
  const chain = {
    sendTransaction: vi.fn(() => Promise.resolve({ hash: `0x${'1'.repeat(64)}` })),
    waitForReceipt: vi.fn(() => Promise.resolve({ kind: 'mined' as const, receipt: { status: 1, logs: [] } })),
  };
  const tracked: AnalyticsEvent[] = [];
  const edge = nodeMintPageEdge({
    services: () => Promise.resolve({ sale: saleService, chain } as unknown as Services),
    analytics: { track: (event) => void tracked.push(event) },
    now: () => clock.now(),
    storage,
    sessionStorage,
    origin: 'http://localhost',
  });
  // The later parts (forms, login, share and mint) are loaded before the page starts, as they would
  // be by the time a visitor reaches them: the tests follow the page, not the chunks.
  const created = createMintPageParts(edge);
  const parts = setup.adjustParts?.(created) ?? created;
  if (!setup.coldParts) {
    await Promise.all([parts.loadForms(), parts.loadLogin(), parts.loadSteps(), parts.loadLoggedIn()]);
  }
  const logic = bindMintPage(edge, parts);
  // The mint page finds the user flow by its systemId, as in the app: both run in one system.
  const system = createMachine({
    id: 'system',
    invoke: [
      { id: 'user', systemId: 'user', src: userStandIn },
      {
        id: 'mint',
        src: logic.provide({
          actors: {
            whitelistForms: (logic.implementations.actors.whitelistForms as WhitelistFormsLogic).provide({
              actors: {
                ...(setup.signUp ? { whitelistSignUp: setup.signUp as never } : {}),
                ...(setup.giveaway ? { giveaway: setup.giveaway as never } : {}),
              },
            }) as never,
            loginToMint: (logic.implementations.actors.loginToMint as LoginToMintLogic).provide({
              actors: setup.mintLogin ? { mintLogin: setup.mintLogin as never } : {},
            }) as never,
            ...(setup.share
              ? {
                  shareToMint: (logic.implementations.actors.shareToMint as ShareToMintLogic).provide({
                    actors: { share: setup.share as never },
                  }) as never,
                }
              : {}),
          },
        }),
        input: {
          target: { saleId: 'bayc', saleType: null },
          forcedPage: null,
          whitelistForm: 'signUp',
          ...setup.input,
        },
      },
    ],
  });
  const root = createActor(system, { clock });
  running.push(root);
  root.start();
  const user = root.system.get('user') as AnyActorRef;
  const actor = root.getSnapshot().children.mint as unknown as Actor<MintPageLogic>;
  if (setup.loggedIn === false) user.send({ type: 'logout' });
  await flush();
  const page = () => selectPageState(actor.getSnapshot());
  return { actor, clock, user, saleService, chain, tracked, page, storage, parts };
}

/** Start mint entry from Mint: the wallets, the identity-proof nonce and a handle. */
const ENTRY = {
  type: 'mint.startMintEntry' as const,
  coldWallet: '0xC',
  hotWallet: HOT,
  nonce: 'n-1',
  email: null,
  twitter: 'ape',
  skipToShare: false,
};

/** Lets whole minutes pass, timer by timer (see TimedClock.pass). */
const pass = (clock: TimedClock, minutes: number) => clock.pass(minutes * MINUTE, flush);

const check = {
  type: 'mint.startCheck' as const,
  checkType: 'tokenproof' as const,
  hotWallet: '0xHOT',
  nonce: 'nonce-1',
  email: 'ape@example.com',
  twitter: null,
};

describe('loading (spec section 4)', () => {
  it('loads by sale id and lands on the initial mapping of the phase', async () => {
    const { page, saleService, actor } = await start();
    expect(saleService.fetchSale).toHaveBeenCalledWith('bayc', expect.any(AbortSignal));
    expect(page()).toBe('PreWhitelist');
    expect(selectLoadState(actor.getSnapshot())).toBe('loaded');
  });

  it('loads the current sale of a type when no id is given', async () => {
    const { saleService } = await start({ input: { target: { saleId: null, saleType: 'characterPass' } } });
    expect(saleService.fetchCurrentSale).toHaveBeenCalledWith('characterPass', expect.any(AbortSignal));
  });

  it('shows NoSale when there is no current sale', async () => {
    const { page } = await start({ sale: null, input: { target: { saleId: null, saleType: null } } });
    expect(page()).toBe('NoSale');
  });

  it('shows the error alert with the invalid sale id', async () => {
    const { page, actor } = await start({ fetchSale: () => Promise.reject(new InvalidSaleIdError('nope')) });
    expect(page()).toBe('Errored');
    expect(selectLoadState(actor.getSnapshot())).toBe('errored');
    expect(actor.getSnapshot().context.pageError).toEqual({ kind: 'loadFailed', message: 'Invalid sale ID "nope"' });
  });

  it('lands on WhitelistNoSpots during a sign-up without spots', async () => {
    const sale = makeSale({ whitelist: { signUp: phase(-10, 60), mint: phase(130, 190) } });
    const { page } = await start({ sale, remaining: 0 });
    expect(page()).toBe('WhitelistNoSpots');
  });
});

describe('timed transitions (spec section 4)', () => {
  it('PreWhitelist → Whitelist at the sign-up start → PreMint at its end → Mint → PostMint', async () => {
    const { page, clock } = await start();
    expect(page()).toBe('PreWhitelist');
    await pass(clock, 10);
    expect(page()).toBe('Whitelist');
    await pass(clock, 60);
    expect(page()).toBe('PreMint');
    await pass(clock, 60);
    expect(page()).toBe('Mint');
    await pass(clock, 60);
    expect(page()).toBe('PostMint');
  });

  it('changes the page when a countdown longer than 604800 ms ends (the timer starts once within it)', async () => {
    const sale = makeSale({ whitelist: { signUp: phase(3 * 24 * 60, 4 * 24 * 60) } });
    const { page, clock } = await start({ sale });
    await pass(clock, 3 * 24 * 60 - 1);
    expect(page()).toBe('PreWhitelist');
    await pass(clock, 1);
    expect(page()).toBe('Whitelist');
  });

  it('never moves a forced page', async () => {
    const { page, clock } = await start({ input: { forcedPage: 'PreWhitelist' } });
    await pass(clock, 120);
    expect(page()).toBe('PreWhitelist');
  });

  it('does not move a sign-up under way: WhitelistChecking stays past the sign-up end', async () => {
    const sale = makeSale({ whitelist: { signUp: phase(-10, 1), mint: phase(130, 190) } });
    const { page, clock, actor } = await start({ sale, addToWhitelist: () => new Promise(() => {}) });
    actor.send(check);
    await pass(clock, 5);
    expect(page()).toBe('WhitelistChecking');
  });
});

/** The Whitelist page's form (the mint page's `whitelistForms` child). */
const formsOf = (actor: AnyActorRef) => {
  const forms = selectWhitelistFormsRef(actor.getSnapshot() as MintPageSnapshot);
  if (!forms) throw new Error('the Whitelist page runs no form');
  return forms;
};

/** The Mint page's 'Log in to mint' (the mint page's `loginToMint` child). */
const loginOf = (actor: AnyActorRef) => {
  const login = selectLoginToMintRef(actor.getSnapshot() as MintPageSnapshot);
  if (!login) throw new Error('the page runs no login');
  return login;
};

/** MintShare's share to mint (the mint page's `shareToMint` child). */
const shareOf = (actor: AnyActorRef) => {
  const share = selectShareToMintRef(actor.getSnapshot() as MintPageSnapshot);
  if (!share) throw new Error('the page runs no share');
  return share;
};

/** WhitelistChecked's result (the mint page's `whitelistResult` child). */
const resultOf = (actor: AnyActorRef) => {
  const result = selectWhitelistResultRef(actor.getSnapshot() as MintPageSnapshot);
  if (!result) throw new Error('the page shows no whitelist result');
  return result;
};

/** A sign-up section that ends as the test says, when the test says `finish`. */
const signUpEndingWith = (output: WhitelistSignUpOutput) =>
  createMachine({
    id: 'whitelistSignUp',
    initial: 'active',
    output: () => output,
    states: { active: { on: { finish: 'done' } }, done: { type: 'final' } },
  });

/** The login steps as they stand once the visitor has logged in: ended, with the hot and cold wallets. */
const loginEnded = () =>
  createMachine({
    id: 'mintLogin',
    initial: 'done',
    states: { done: { type: 'final' } },
    output: { hotWallet: HOT, coldWallet: { address: '0xC', nonce: 'n-1' } },
  });

describe('the Whitelist page (spec sections 2 and 4)', () => {
  const signUpSale = makeSale({ whitelist: { signUp: phase(-10, 60) } });

  it('runs the sign-up section; its check starts the whitelisting with the provider nonce', async () => {
    const signUp = signUpEndingWith({
      kind: 'check',
      hotWallet: '0xHOT',
      nonce: 'tp-nonce',
      email: null,
      twitter: 'ape_fan',
    });
    const { page, actor, saleService } = await start({ sale: signUpSale, signUp });
    expect(formsOf(actor).getSnapshot().matches('signUp')).toBe(true);
    formsOf(actor).getSnapshot().children.whitelistSignUp!.send({ type: 'finish' });
    expect(page()).toBe('WhitelistChecking');
    expect(actor.getSnapshot().context.session).toMatchObject({
      checkType: 'tokenproof',
      hotWallet: '0xHOT',
      signUpTwitter: 'ape_fan',
    });
    await flush();
    expect(saleService.addToWhitelist).toHaveBeenCalledWith(
      { saleId: 'bayc', whitelistPayload: { nonce: 'tp-nonce', hotWallet: '0xHOT' } },
      expect.any(AbortSignal),
    );
    expect(page()).toBe('WhitelistChecked');
  });

  it('goes straight to WhitelistChecked for a wallet already entered, with no check', async () => {
    const signUp = signUpEndingWith({ kind: 'alreadySubscribed', twitter: 'ape_fan' });
    const { page, actor, saleService } = await start({ sale: signUpSale, signUp });
    formsOf(actor).getSnapshot().children.whitelistSignUp!.send({ type: 'finish' });
    expect(page()).toBe('WhitelistChecked');
    expect(actor.getSnapshot().context.session.alreadyEntered).toBe(true);
    expect(saleService.addToWhitelist).not.toHaveBeenCalled();
  });

  it('is the e-mail form instead when the configuration says so', async () => {
    const { actor } = await start({ sale: signUpSale, input: { whitelistForm: 'email' } });
    expect(formsOf(actor).getSnapshot().matches('emailForm')).toBe(true);
    expect(formsOf(actor).getSnapshot().children.emailSignUp).toBeDefined();
    expect(formsOf(actor).getSnapshot().children.whitelistSignUp).toBeUndefined();
  });

  it('a sign-up section that stops shows its failure, and Try again starts it anew', async () => {
    let attempts = 0;
    const failsOnce = createMachine({
      id: 'whitelistSignUp',
      entry: () => {
        attempts += 1;
        if (attempts === 1) throw new Error('a bug in the section');
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { actor } = await start({ sale: signUpSale, signUp: failsOnce });
    expect(formsOf(actor).getSnapshot().matches('signUpFailed')).toBe(true);
    formsOf(actor).send({ type: 'whitelistForms.retry' });
    await flush();
    expect(formsOf(actor).getSnapshot().matches('signUp')).toBe(true);
    expect(attempts).toBe(2);
  });
});

/** A giveaway that ends as the test says, when the test says `finish`. */
const giveawayEndingWith = (output: GiveawayOutput) =>
  createMachine({
    id: 'giveaway',
    initial: 'active',
    output: () => output,
    states: { active: { on: { finish: 'done' } }, done: { type: 'final' } },
  });

describe('the Whitelist page of a collection sale: the giveaway (spec section 2)', () => {
  const giveawaySale = makeSale({
    saleId: 'fezlove',
    saleType: 'collection',
    marketingCampaign: 'giveaway-fezlove',
    whitelist: { signUp: phase(-10, 60) },
    followSocials: [
      { type: 'twitter', userId: 'storyverse', required: true },
      { type: 'twitter', userId: 'optional_one', required: false },
      { type: 'twitter', userId: 'FezLove', required: true },
    ],
  });

  it('runs the giveaway, not the whitelist sign-up, with the campaign and the required follows', async () => {
    const { actor } = await start({ sale: giveawaySale, input: { whitelistForm: 'email' } });
    expect(formsOf(actor).getSnapshot().matches('giveaway')).toBe(true);
    expect(formsOf(actor).getSnapshot().children.whitelistSignUp).toBeUndefined();
    expect(formsOf(actor).getSnapshot().children.emailSignUp).toBeUndefined();
    const giveaway = formsOf(actor).getSnapshot().children.giveaway!.getSnapshot() as GiveawaySnapshot;
    expect(giveaway.context).toMatchObject({
      campaign: 'giveaway-fezlove',
      requiredAccounts: ['storyverse', 'FezLove'],
    });
  });

  it('a sale without follows or campaign gives the giveaway none', async () => {
    const { actor } = await start({ sale: { ...giveawaySale, followSocials: [], marketingCampaign: '' } });
    const giveaway = formsOf(actor).getSnapshot().children.giveaway!.getSnapshot() as GiveawaySnapshot;
    expect(giveaway.context).toMatchObject({ campaign: null, requiredAccounts: [] });
  });

  it('a registration ends on WhitelistChecked with the giveaway result, and no whitelisting', async () => {
    const { page, actor, saleService } = await start({
      sale: giveawaySale,
      giveaway: giveawayEndingWith({ kind: 'registered', twitter: 'ape_fan' }),
    });
    formsOf(actor).getSnapshot().children.giveaway!.send({ type: 'finish' });
    expect(page()).toBe('WhitelistChecked');
    expect(resultOf(actor).getSnapshot().matches('giveawayRegistered')).toBe(true);
    // A giveaway makes no story: the result is given no story key.
    expect(resultOf(actor).getSnapshot().context.storyKey).toBe('');
    expect(actor.getSnapshot().context.session.alreadyEntered).toBe(false);
    expect(saleService.addToWhitelist).not.toHaveBeenCalled();
  });

  it('a wallet found entered before ends there too, marked already entered', async () => {
    const { actor } = await start({
      sale: giveawaySale,
      giveaway: giveawayEndingWith({ kind: 'alreadyEntered', twitter: 'ape_fan' }),
    });
    formsOf(actor).getSnapshot().children.giveaway!.send({ type: 'finish' });
    expect(resultOf(actor).getSnapshot().matches('giveawayRegistered')).toBe(true);
    expect(actor.getSnapshot().context.session.alreadyEntered).toBe(true);
  });

  it('a giveaway that stops shows its failure, and Try again starts the giveaway anew', async () => {
    let attempts = 0;
    const failsOnce = createMachine({
      id: 'giveaway',
      entry: () => {
        attempts += 1;
        if (attempts === 1) throw new Error('a bug in the giveaway');
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { actor } = await start({ sale: giveawaySale, giveaway: failsOnce });
    expect(formsOf(actor).getSnapshot().matches('signUpFailed')).toBe(true);
    formsOf(actor).send({ type: 'whitelistForms.retry' });
    await flush();
    expect(formsOf(actor).getSnapshot().matches('giveaway')).toBe(true);
    expect(attempts).toBe(2);
  });
});

describe('WhitelistChecked (spec section 4)', () => {
  const signUpSale = makeSale({ whitelist: { signUp: phase(-10, 60) } });

  it('shows the made story and its share button when the whitelisting made one', async () => {
    const { actor } = await start({ sale: signUpSale });
    actor.send(check);
    await flush();
    expect(resultOf(actor).getSnapshot().matches('withStory')).toBe(true);
    const reveal = resultOf(actor).getSnapshot().children.storyReveal?.getSnapshot() as
      | { context: unknown }
      | undefined;
    expect(reveal?.context).toEqual({ storyKey: '0xa/1' });
  });

  it('treats a malformed story key from the service as no story (logged)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const addToWhitelist = () => Promise.resolve({ added: 1, count: 1, storyKey: 'not/a/valid/key/at/all' });
    const { actor } = await start({ sale: signUpSale, addToWhitelist });
    actor.send(check);
    await flush();
    expect(resultOf(actor).getSnapshot().matches('plain')).toBe(true);
    expect(actor.getSnapshot().context.session.storyKey).toBeNull();
    expect(warn).toHaveBeenCalledWith('Invalid story key:', 'not/a/valid/key/at/all');
  });
});

describe('session transitions (spec section 4), one by one', () => {
  it('start check: Whitelist → WhitelistChecking → WhitelistChecked with the eligibility', async () => {
    const sale = makeSale({ whitelist: { signUp: phase(-10, 60) } });
    const { page, actor, saleService, tracked } = await start({ sale });
    expect(page()).toBe('Whitelist');
    actor.send(check);
    expect(page()).toBe('WhitelistChecking');
    await flush();
    expect(saleService.addToWhitelist).toHaveBeenCalledWith(
      { saleId: 'bayc', whitelistPayload: { nonce: 'nonce-1', hotWallet: '0xHOT' } },
      expect.any(AbortSignal),
    );
    expect(page()).toBe('WhitelistChecked');
    expect(actor.getSnapshot().context.session).toMatchObject({
      eligibleAdded: 1,
      eligibleTokens: 1,
      storyKey: '0xa/1',
      checkType: 'tokenproof',
      hotWallet: '0xHOT',
      signUpEmail: 'ape@example.com',
    });
    expect(tracked.map((event) => event.name)).toEqual(['WhitelistAddStart', 'WhitelistAddSuccess']);
  });

  it("check failed: back to Whitelist, check type and wallet cleared, 'Whitelisting failed' kept", async () => {
    const sale = makeSale({ whitelist: { signUp: phase(-10, 60) } });
    const { page, actor, tracked } = await start({ sale, addToWhitelist: () => Promise.reject(new Error('down')) });
    actor.send(check);
    await flush();
    expect(page()).toBe('Whitelist');
    expect(actor.getSnapshot().context.session).toMatchObject({
      checkType: 'none',
      walletToCheck: null,
      checkError: 'whitelistingFailed',
    });
    expect(tracked.at(-1)).toMatchObject({ name: 'WhitelistAddError', saleId: 'bayc', message: 'down' });
  });

  it("start check from any other page is 'Unexpected current page'", async () => {
    const { page, actor } = await start();
    actor.send(check);
    expect(page()).toBe('Errored');
    expect(actor.getSnapshot().context.pageError).toEqual({ kind: 'unexpectedCurrentPage' });
  });

  it.each([
    ['Whitelist', 'none', 'Unsupported check type'],
    ['Whitelist', 'metamask', 'Unsupported check type'],
    ['Whitelist', 'manual', 'Unsupported check type'],
    ['Mint', 'none', 'Unknown login check method'],
    ['Mint', 'manual', 'Unknown login check method'],
  ] as const)("start check on %s with the check type '%s' is '%s'", async (forcedPage, checkType, text) => {
    const { page, actor } = await start({ input: { forcedPage } });
    actor.send({ ...check, checkType });
    expect(page()).toBe('Errored');
    expect(pageErrorText(actor.getSnapshot().context.pageError)).toBe(text);
  });

  it('start check on Mint takes the wallet or the identity proof', async () => {
    for (const checkType of ['metamask', 'tokenproof'] as const) {
      const { page, actor } = await start({ input: { forcedPage: 'Mint' } });
      actor.send({ ...check, checkType });
      expect(page()).toBe('Minting');
    }
  });

  it('start check moves Mint to Minting', async () => {
    const { page, actor } = await start({ input: { forcedPage: 'Mint' } });
    actor.send(check);
    expect(page()).toBe('Minting');
  });

  it('start mint entry: Mint → MintEntry signs with the wallets and the nonce; NEXT goes on to MintShare', async () => {
    const { page, actor, saleService } = await start({ input: { forcedPage: 'Mint' } });
    actor.send(ENTRY);
    expect(page()).toBe('MintEntry');
    expect(actor.getSnapshot().context.session).toMatchObject({ coldWallet: '0xC', mintedError: null });
    // NEXT waits for the signature.
    expect(actor.getSnapshot().can({ type: 'mint.startMintShare' })).toBe(false);
    await flush();
    await flush();
    expect(saleService.signForMint).toHaveBeenCalledWith(
      { saleId: 'bayc', payload: { coldWallet: '0xC', hotWallet: HOT, nonce: 'n-1' } },
      expect.any(AbortSignal),
    );
    expect(actor.getSnapshot().matches({ loggedInPages: { MintEntry: 'ready' } })).toBe(true);
    expect(actor.getSnapshot().context.session).toMatchObject({
      mintAndSig: { rawMessage: 'raw', signature: '0xsig' },
      signedTokens: ['7', '8'],
      nftImageMap: { '7': '/7.png' },
      shareStory: { walletAddress: '0xa', storyId: 'story-1' },
    });
    actor.send({ type: 'mint.startMintShare' });
    expect(page()).toBe('MintShare');
  });

  it('back from the Twitter authorization: the login resumes by itself; the saved handles fill the entry, on to share', async () => {
    const { page, actor, storage } = await start({
      input: { forcedPage: 'Mint' },
      mintLogin: loginEnded(),
      postRedirect: { email: 'ape@example.com', twitter: 'ape_fan' },
    });
    // Nobody presses 'Log in to mint'.
    await flush();
    await flush();
    expect(page()).toBe('MintShare');
    expect(actor.getSnapshot().context.session).toMatchObject({
      signUpEmail: 'ape@example.com',
      signUpTwitter: 'ape_fan',
      skipToShare: false,
    });
    // Read once: the saved data is gone, and spent in the chart (a reset does not log in again).
    expect(storage.getItem(POST_REDIRECT_KEY)).toBeNull();
    expect(actor.getSnapshot().context.postRedirect).toBeNull();
  });

  it('without a return from the authorization the Mint page waits for Log in to mint', async () => {
    const { actor } = await start({ input: { forcedPage: 'Mint' } });
    await flush();
    expect(loginOf(actor).getSnapshot().matches('idle')).toBe(true);
  });

  it('skipToShare goes on to MintShare once signed, and clears the flag', async () => {
    const { page, actor } = await start({ input: { forcedPage: 'Mint' } });
    actor.send({ ...ENTRY, skipToShare: true });
    await flush();
    await flush();
    expect(page()).toBe('MintShare');
    expect(actor.getSnapshot().context.session.skipToShare).toBe(false);
  });

  it('NEXT stays disabled while another wallet is connected than the hot wallet', async () => {
    const { page, actor } = await start({ input: { forcedPage: 'Mint' } });
    actor.send({ ...ENTRY, hotWallet: '0xOTHER' });
    await flush();
    await flush();
    expect(actor.getSnapshot().can({ type: 'mint.startMintShare' })).toBe(false);
    actor.send({ type: 'mint.startMintShare' });
    expect(page()).toBe('MintEntry');
  });

  it('NEXT takes the hot wallet in any letter case (spec section 5: the check is case-insensitive)', async () => {
    const { page, actor } = await start({ input: { forcedPage: 'Mint' } });
    // The wallet reports its checksummed form; the mint started with the lowercase one.
    const checksummed = '0xAbCdEf000000000000000000000000000000C0dE';
    actor.send({ ...ENTRY, hotWallet: checksummed.toLowerCase() });
    actor.send({ type: 'mint.userChanged', loggedIn: true, address: checksummed });
    await flush();
    await flush();
    actor.send({ type: 'mint.startMintShare' });
    expect(page()).toBe('MintShare');
  });

  it("a failed sign for mint keeps the catalogue's text and tries again on request", async () => {
    const { actor, saleService } = await start({ input: { forcedPage: 'Mint' } });
    saleService.signForMint.mockRejectedValueOnce(new Error('You have already minted some. (0xH, n-1)'));
    actor.send(ENTRY);
    await flush();
    const signing = selectMintEntrySigningRef(actor.getSnapshot());
    expect(signing?.getSnapshot().value).toBe('signFailed');
    expect(signing?.getSnapshot().context.error).toBe('You have already minted some. (0xH, n-1)');
    signing?.send({ type: 'signing.retry' });
    await flush();
    await flush();
    expect(actor.getSnapshot().matches({ loggedInPages: { MintEntry: 'ready' } })).toBe(true);
  });

  it('the mint: MintShare → Minting → Minted with the hash and the minted tokens', async () => {
    const { page, actor, saleService, chain } = await start({ input: { forcedPage: 'Mint' } });
    actor.send(ENTRY);
    await flush();
    await flush();
    actor.send({ type: 'mint.startMintShare' });
    actor.send({ type: 'mint.startMint' });
    expect(page()).toBe('Minting');
    for (let i = 0; i < 8; i++) await flush();
    expect(saleService.prepareMint).toHaveBeenCalledWith(
      { saleId: 'bayc', payload: { rawMessage: 'raw', signature: '0xsig', hotWallet: HOT } },
      expect.any(AbortSignal),
    );
    expect(chain.sendTransaction).toHaveBeenCalledTimes(1);
    expect(saleService.waitForMintingOf).toHaveBeenCalledWith(
      { saleId: 'bayc', minted: { txHash: `0x${'1'.repeat(64)}`, hotWallet: HOT, twitter: 'ape', nonce: 'n-1' } },
      expect.any(AbortSignal),
    );
    expect(page()).toBe('Minted');
    expect(actor.getSnapshot().context.session.txHash).toBe(`0x${'1'.repeat(64)}`);
  });

  it('story NFTs (collection sales): the hot wallet signs alone and NEXT mints, with no share step', async () => {
    const { page, actor, saleService } = await start({
      sale: { ...SALE, saleType: 'collection' },
      input: { forcedPage: 'Mint' },
    });
    actor.send({ ...ENTRY, coldWallet: null, nonce: null });
    await flush();
    await flush();
    expect(saleService.signForMint).toHaveBeenCalledWith(
      { saleId: 'bayc', payload: { hotWallet: HOT } },
      expect.any(AbortSignal),
    );
    actor.send({ type: 'mint.startMintShare' });
    expect(page()).toBe('Minting');
    for (let i = 0; i < 8; i++) await flush();
    expect(saleService.waitForMintingOf).not.toHaveBeenCalled();
    expect(page()).toBe('Minted');
  });

  it('a refused transaction returns to MintShare with the reason', async () => {
    const { page, actor, chain } = await start({ input: { forcedPage: 'Mint' } });
    chain.sendTransaction.mockRejectedValueOnce(new TransactionDeniedError());
    actor.send(ENTRY);
    await flush();
    await flush();
    actor.send({ type: 'mint.startMintShare' });
    actor.send({ type: 'mint.startMint' });
    for (let i = 0; i < 8; i++) await flush();
    expect(page()).toBe('MintShare');
    expect(actor.getSnapshot().context.session.mintFailure).toBe('rejected');
  });

  it('Back after a failed mint signs again (the signature may be spent or expired); Back after none keeps it', async () => {
    const { page, actor, chain, saleService } = await start({ input: { forcedPage: 'Mint' } });
    actor.send(ENTRY);
    await flush();
    await flush();
    actor.send({ type: 'mint.startMintShare' });
    actor.send({ type: 'mint.back' });
    await flush();
    expect(actor.getSnapshot().matches({ loggedInPages: { MintEntry: 'ready' } })).toBe(true);
    expect(saleService.signForMint).toHaveBeenCalledTimes(1);

    chain.sendTransaction.mockRejectedValueOnce(new Error('execution reverted: SignatureExpired'));
    actor.send({ type: 'mint.startMintShare' });
    actor.send({ type: 'mint.startMint' });
    for (let i = 0; i < 8; i++) await flush();
    expect(actor.getSnapshot().context.session.mintFailure).toBe('failed');
    actor.send({ type: 'mint.back' });
    expect(page()).toBe('MintEntry');
    expect(actor.getSnapshot().context.session.mintFailure).toBeNull();
    await flush();
    await flush();
    expect(saleService.signForMint).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches({ loggedInPages: { MintEntry: 'ready' } })).toBe(true);
  });

  it("start mint share from any page but MintEntry is 'Unexpected current page'", async () => {
    const { page, actor } = await start({ input: { forcedPage: 'Mint' } });
    actor.send({ type: 'mint.startMintShare' });
    expect(page()).toBe('Errored');
    expect(actor.getSnapshot().context.pageError).toEqual({ kind: 'unexpectedCurrentPage' });
  });

  it('start mint: only from MintShare, only for characterPass; mint failed returns to MintShare', async () => {
    const { page, actor } = await start({ input: { forcedPage: 'MintShare' } });
    // Forced, with no session: 'Missing mint data.'
    expect(shareOf(actor).getSnapshot().matches('missingData')).toBe(true);
    actor.send({ type: 'mint.startMint' });
    expect(actor.getSnapshot().matches({ loggedInPages: { Minting: 'shown' } })).toBe(true);
    actor.send({ type: 'mint.failed', reason: 'failed' });
    expect(page()).toBe('MintShare');
    expect(actor.getSnapshot().context.session.mintFailure).toBe('failed');
    actor.send({ type: 'mint.back' });
    expect(page()).toBe('MintEntry');
  });

  it("start mint for a sale of another type is 'Unknown sale type'", async () => {
    const { page, actor } = await start({
      sale: { ...SALE, saleType: 'collection' },
      input: { forcedPage: 'MintShare' },
    });
    actor.send({ type: 'mint.startMint' });
    expect(page()).toBe('Errored');
    expect(actor.getSnapshot().context.pageError).toEqual({ kind: 'unknownSaleType' });
  });

  it('mint finished: from Minting (or Mint) to Minted with the optional error; elsewhere an error', async () => {
    const minting = await start({ input: { forcedPage: 'Minting' } });
    minting.actor.send({ type: 'mint.finished', error: null });
    expect(minting.page()).toBe('Minted');
    const mint = await start({ input: { forcedPage: 'Mint' } });
    mint.actor.send({ type: 'mint.finished', error: 'receiptUnverified' });
    expect(mint.page()).toBe('Minted');
    expect(mint.actor.getSnapshot().context.session.mintedError).toBe('receiptUnverified');
    const other = await start();
    other.actor.send({ type: 'mint.finished', error: null });
    expect(other.page()).toBe('Errored');
  });

  it("reset: session data back to idle and the sale's own page, no longer forced", async () => {
    const { page, actor } = await start({ input: { forcedPage: 'Mint' } });
    actor.send({
      type: 'mint.startMintEntry',
      coldWallet: '0xC',
      hotWallet: '0xH',
      nonce: null,
      email: 'a@b.c',
      twitter: null,
      skipToShare: false,
    });
    actor.send({ type: 'mint.reset' });
    // The page of the sale's phase is found on the page's clock (a promise), then entered.
    expect(actor.getSnapshot().matches('routingHome')).toBe(true);
    await flush();
    expect(page()).toBe('PreWhitelist');
    expect(actor.getSnapshot().context.forcedPage).toBeNull();
    expect(actor.getSnapshot().context.session).toMatchObject({ hotWallet: null, coldWallet: null, signUpEmail: null });
  });
});

describe('the landing page (spec section 4): a resumed mint beats a forced page, which beats the phase', () => {
  const pendingMint: PendingMint = { hash: `0x${'2'.repeat(64)}`, hotWallet: HOT, twitter: null, nonce: null };

  it('a mint sent before the reload resumes on Minting, even with a forced page', async () => {
    const { page, chain } = await start({ input: { forcedPage: 'PostMint' }, pendingMint });
    // Minting waited for the sent transaction's receipt (the mock chain has it at once) and sent nothing new.
    await flush();
    expect(page()).toBe('Minted');
    expect(chain.waitForReceipt).toHaveBeenCalledWith(pendingMint.hash, expect.any(AbortSignal));
    expect(chain.sendTransaction).not.toHaveBeenCalled();
  });

  it('a forced page beats the phase', async () => {
    const { page } = await start({ input: { forcedPage: 'PostMint' } });
    expect(page()).toBe('PostMint');
  });

  it("otherwise the page of the sale's phase", async () => {
    const { page } = await start();
    expect(page()).toBe('PreWhitelist');
  });
});

describe('reset while loading', () => {
  it('changes nothing: the sale still loads and the page follows', async () => {
    let answer: (sale: Sale) => void = () => {};
    const { page, actor } = await start({ fetchSale: () => new Promise((resolve) => (answer = resolve)) });
    actor.send({ type: 'mint.reset' });
    expect(page()).toBe('Idle');
    answer(SALE);
    await flush();
    await flush();
    expect(page()).toBe('PreWhitelist');
  });
});

describe('pages that need a logged-in user (spec section 4)', () => {
  it.each<PageState>(['MintEntry', 'MintShare', 'Minting', 'Minted'])(
    'forced %s without a user resets to the page of the phase',
    async (forced) => {
      const { page } = await start({ loggedIn: false, input: { forcedPage: forced } });
      expect(page()).toBe('PreWhitelist');
    },
  );

  it('a logout on MintShare resets the page', async () => {
    const { page, user } = await start({ input: { forcedPage: 'MintShare' } });
    expect(page()).toBe('MintShare');
    user.send({ type: 'logout' });
    await flush();
    expect(page()).toBe('PreWhitelist');
  });
});

describe('the collection a holder proves (spec section 6)', () => {
  /** A child that keeps its input, so the test can read what the mint page gave it. */
  const keepsInput = (id: string) => createMachine({ id, context: ({ input }) => ({ input }) });
  const inputOf = (child: AnyActorRef | undefined) =>
    (child?.getSnapshot() as { context: { input: { tokenName: string } } }).context.input;

  it.each([
    ['bayc', 'Bored Ape'],
    ['mayc', 'Mutant Ape'],
    ['ordinals', 'Ape'],
  ])('a %s sale asks the sign-up and the login for a %s', async (tokenType, tokenName) => {
    const signUp = await start({
      sale: makeSale({ tokenType, whitelist: { signUp: phase(-10, 60) } }),
      signUp: keepsInput('whitelistSignUp'),
    });
    expect(inputOf(formsOf(signUp.actor).getSnapshot().children.whitelistSignUp).tokenName).toBe(tokenName);

    const login = await start({
      sale: makeSale({ tokenType }),
      input: { forcedPage: 'Mint' },
      mintLogin: keepsInput('mintLogin'),
    });
    loginOf(login.actor).send({ type: 'loginToMint.login' });
    await flush();
    expect(inputOf(loginOf(login.actor).getSnapshot().children.mintLogin).tokenName).toBe(tokenName);
  });
});

describe("the logged-in pages' charts: a chunk of their own (issue 53)", () => {
  /** MintEntry signed, through its signing chart (the sale service answers at once). */
  const signed = (snapshot: MintPageSnapshot) => snapshot.matches({ loggedInPages: { MintEntry: 'ready' } });

  it('are not fetched by a visit that stays on the phase pages', async () => {
    const { page, parts } = await start({ coldParts: true, input: { forcedPage: 'Whitelist' } });
    expect(page()).toBe('Whitelist');
    expect(parts.loaded.loggedIn).toBeUndefined();
  });

  it('come with the sale when the page lands where a user is needed (a forced MintEntry), which then signs', async () => {
    const { actor, parts, saleService } = await start({ coldParts: true, input: { forcedPage: 'MintEntry' } });
    await waitFor(actor, signed);
    expect(parts.loaded.loggedIn).toBeDefined();
    expect(saleService.signForMint).toHaveBeenCalledTimes(1);
  });

  it("that do not come end the page in the catalogue's load error, not in a module's words", async () => {
    const { actor, page } = await start({
      coldParts: true,
      input: { forcedPage: 'MintEntry' },
      adjustParts: (cold) => Object.assign(cold, { loadLoggedIn: () => Promise.reject(new Error('chunk gone')) }),
    });
    await waitFor(actor, (snapshot) => snapshot.matches('Errored'));
    expect(page()).toBe('Errored');
    expect(actor.getSnapshot().context.pageError).toEqual({ kind: 'loadFailed', message: null });
    expect(actor.getSnapshot().status).toBe('active');
  });

  it("come with the login steps' code, so that the login's end signs on MintEntry", async () => {
    const { actor, parts, saleService } = await start({
      coldParts: true,
      input: { forcedPage: 'Mint' },
      mintLogin: loginEnded(),
    });
    expect(parts.loaded.loggedIn).toBeUndefined();
    loginOf(actor).send({ type: 'loginToMint.login' });
    await waitFor(actor, signed);
    expect(parts.loaded.loggedIn).toBeDefined();
    expect(saleService.signForMint).toHaveBeenCalledTimes(1);
  });
});

describe("the mint page's analytics (spec section 7)", () => {
  const entry = { ...ENTRY, twitter: null };
  const shareEndingWith = (source: 'Native' | 'Twitter' | 'Error' | null) =>
    createMachine({ id: 'share', initial: 'done', states: { done: { type: 'final' } }, output: { source } });

  it('records EntryFinal when NEXT is accepted, with the mint usage label, and not before', async () => {
    const { actor, tracked } = await start({ input: { forcedPage: 'Mint' }, share: shareEndingWith(null) });
    actor.send(entry);
    actor.send({ type: 'mint.startMintShare' });
    expect(tracked.filter((event) => event.name === 'EntryFinal')).toEqual([]);
    await flush();
    await flush();
    actor.send({ type: 'mint.startMintShare' });
    expect(tracked.filter((event) => event.name === 'EntryFinal')).toEqual([{ name: 'EntryFinal', usage: 'mint' }]);
  });

  it.each([
    ['Twitter', 1],
    ['Native', 1],
    ['Error', 0],
    [null, 0],
  ] as const)('a share ending with source %s records MintShareSuccess %i time(s)', async (source, times) => {
    const { actor, tracked, page } = await start({ input: { forcedPage: 'Mint' }, share: shareEndingWith(source) });
    actor.send(entry);
    await flush();
    await flush();
    actor.send({ type: 'mint.startMintShare' });
    await flush();
    // The share ended and the mint went on (its fakes answer at once).
    expect(['Minting', 'Minted']).toContain(page());
    expect(tracked.filter((event) => event.name === 'MintShareSuccess')).toEqual(
      Array.from({ length: times }, () => ({ name: 'MintShareSuccess', saleId: 'bayc', usage: 'mint' })),
    );
  });
});
