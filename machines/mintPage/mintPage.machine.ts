import { and, assign, fromCallback, fromPromise, setup } from 'xstate';
import { sameAddress } from '../../src/domain/address';
import { messageOf } from '../../src/domain/errors/messageOf';
import { isLoginCheckMethod, isWhitelistCheckType } from '../../src/domain/sale/checkType';
import { heldTokenName } from '../../src/domain/sale/heldToken';
import type { emailSignUpMachine } from '../emailSignUp/emailSignUp.machine';
import type { GiveawayOutput } from '../giveaway/giveaway.types';
import type { mintStepMachine } from '../mintStep/mintStep.machine';
import type { MintTransactionOutput } from '../mintTransaction/mintTransaction.types';
import type { mintEntrySigningMachine } from '../mintEntrySigning/mintEntrySigning.machine';
import type { loginToMintMachine } from '../loginToMint/loginToMint.machine';
import type { shareToMintMachine } from '../shareToMint/shareToMint.machine';
import type { ShareOutput } from '../share/share.types';
import type { whitelistResultMachine } from '../whitelistResult/whitelistResult.machine';
import type { whitelistFormsMachine } from '../whitelistForms/whitelistForms.machine';
import type { WhitelistFormsOutput } from '../whitelistForms/whitelistForms.types';
import {
  checkingSession,
  checkOf,
  failureReasonOf,
  entryOf,
  IDLE_SESSION,
  mintInputOf,
  mintedSession,
  mintEntrySession,
  requiredTwitterFollows,
  resumedSession,
  shareInputOf,
  signedSession,
  whitelistFormOf,
  whitelistResultOf,
} from './mintPage.session';
import type {
  CheckType,
  Eligibility,
  LoadedSale,
  Sale,
  SaleState,
  MintPageContext,
  MintEntryStart,
  MintFailureReason,
  MintPageEvent,
  MintPageInput,
  MintPageError,
  MintNotice,
  PageState,
  PhaseTimerInput,
  PhaseTimerOutput,
  SignedMint,
  WhitelistAddResult,
  WhitelistCheck,
} from './mintPage.types';

/** Placeholder for an effect the app binds with `.provide()` (src/app/bindings/mintPage.ts). */
const unbound = (name: string) => () => Promise.reject(new Error(`${name} is bound at the edge`));
const unboundAction = () => {};

/** The sale whose phases move the page: none while a page is forced (a forced page stays). */
const timedSale = (context: MintPageContext) => (context.forcedPage ? null : context.sale);

/**
 * The mint page (spec sections 2, 3 and 4): one actor per visit of a mint page, stopped when the
 * visitor leaves. The 16 page states of section 4 are states of their own, named as there; the
 * pages that share a rule are grouped under a parent that states it once:
 *
 * - `Idle` loads the sale (by id, or the current sale of a type); `routing` then enters the page
 *   the visitor lands on: a resumed mint, else the forced page, else the sale's phase.
 * - `phasePages` (PreWhitelist, Whitelist, WhitelistNoSpots, PreMint, Mint, MintNoSupply) are moved
 *   by the clock: the phase timer finds the next boundary on the page's clock (none while a page
 *   is forced), and the page goes where it leads. A flow under way or its result (checking,
 *   checked, entry, share, minting, minted) is never moved by the clock: nobody loses a mint to a
 *   phase boundary.
 * - `loggedInPages` (MintEntry, MintShare, Minting, Minted) need a logged-in user: a logout, or a
 *   forced page without a user, resets the page.
 * - Session transitions (section 4) are events; sent from a page that does not take them, they
 *   are the page error 'Unexpected current page'.
 */
export const mintPageMachine = setup({
  types: {
    context: {} as MintPageContext,
    events: {} as MintPageEvent,
    input: {} as MintPageInput,
  },
  actors: {
    /** The sale by id, or the current sale of the type (null: no sale), with its state and landing page. */
    loadSale: fromPromise<LoadedSale | null, MintPageInput>(unbound('loadSale')),
    /** The page of the sale's phase now (the initial mapping of spec section 4, on the page's clock). */
    findPhasePage: fromPromise<PageState, { sale: Sale; saleState: SaleState }>(unbound('findPhasePage')),
    /** One phase boundary of the page: machines/phaseTimer, bound at the edge. */
    phaseTimer: fromPromise<PhaseTimerOutput, PhaseTimerInput>(unbound('phaseTimer')),
    /** addToWhitelist({ saleId, whitelistPayload: { nonce, hotWallet } }). */
    addToWhitelist: fromPromise<WhitelistAddResult, { saleId: string; nonce: string; hotWallet: string }>(
      unbound('addToWhitelist'),
    ),
    /**
     * The page's e-mail form (machines/emailSignUp): a machine file imports no other machine, so
     * this placeholder is typed as it and src/app/bindings/mintPage.ts binds the real one.
     */
    emailSignUp: fromCallback(() => {}) as unknown as typeof emailSignUpMachine,
    /** The Whitelist page's form (machines/whitelistForms), bound like `emailSignUp`. */
    whitelistForms: fromCallback(() => {}) as unknown as typeof whitelistFormsMachine,
    /** WhitelistChecked's result (machines/whitelistResult), bound like `emailSignUp`. */
    whitelistResult: fromCallback(() => {}) as unknown as typeof whitelistResultMachine,
    /** Sends `mint.userChanged` (logged in, and the connected wallet), now and on every change. */
    watchUser: fromCallback<MintPageEvent>(() => undefined),
    /** The Mint page's 'Log in to mint' and its steps (machines/loginToMint), bound like `emailSignUp`. */
    loginToMint: fromCallback(() => {}) as unknown as typeof loginToMintMachine,
    /** MintEntry's signing and its images (machines/mintEntrySigning), bound like `emailSignUp`. */
    mintEntrySigning: fromCallback(() => {}) as unknown as typeof mintEntrySigningMachine,
    /** MintShare's share to mint (machines/shareToMint), bound like `emailSignUp`. */
    shareToMint: fromCallback(() => {}) as unknown as typeof shareToMintMachine,
    /** Minting's mint: its code, then the on-chain mint (machines/mintStep), bound like `emailSignUp`. */
    mintStep: fromCallback(() => {}) as unknown as typeof mintStepMachine,
  },
  guards: {
    /** The page routing goes to. */
    isRoute: ({ context }, params: { page: PageState }) => context.routeTo === params.page,
    /** Spec section 4: MintEntry, MintShare, Minting and Minted need a logged-in user. */
    hasNoUser: ({ context }) => context.loggedIn === false,
    hasMintData: ({ context }) => context.session.mintAndSig !== null,
    lastMintFailed: ({ context }) => context.session.mintFailure !== null,
    /** Something to mint on Minting: a signed mint, or a sent one resumed after a reload. */
    hasMintWork: ({ context }) => context.session.mintAndSig !== null || context.session.pendingHash !== null,
    /** Spec section 5: NEXT needs the connected wallet to be the hot wallet the mint started with. */
    isSameHotWallet: ({ context }) => sameAddress(context.connectedWallet, context.session.hotWallet),
    skipsToShare: ({ context }) => context.session.skipToShare,
    isMinted: (_, params: { output: MintTransactionOutput }) => params.output.outcome === 'minted',
    isWhitelistCheckType: (_, params: { checkType: CheckType }) => isWhitelistCheckType(params.checkType),
    isLoginCheckMethod: (_, params: { checkType: CheckType }) => isLoginCheckMethod(params.checkType),
    /** The share posted the story now (natively or as a tweet), not 'already shared' nor a failed tweet. */
    sharedNow: (_, params: { output: ShareOutput }) =>
      params.output.source === 'Native' || params.output.source === 'Twitter',
    hasPendingCheck: ({ context }) => context.pendingCheck !== null,
    isAlreadySubscribed: (_, params: { output: WhitelistFormsOutput }) => params.output.kind === 'alreadySubscribed',
    /** The giveaway ended: registered now, or found entered before. */
    isGiveawayEnd: (_, params: { output: WhitelistFormsOutput }) =>
      params.output.kind === 'registered' || params.output.kind === 'alreadyEntered',
    isCharacterPass: ({ context }) => context.sale?.saleType === 'characterPass',
    /**
     * Spec section 2: collection sales register for a giveaway on Whitelist, and with a public
     * mint mint story NFTs with the hot wallet only.
     */
    isCollectionSale: ({ context }) => context.sale?.saleType === 'collection',
    /** NEXT on a story-NFT sale: the hot wallet is right, and there is no share step. */
    mintsStoryNftNow: and(['isSameHotWallet', 'isCollectionSale']),
    isNoSale: (_, params: { loaded: LoadedSale | null }) => params.loaded === null,
    hasNoSale: ({ context }) => context.sale === null,
  },
  actions: {
    setLoaded: assign(({ context }, params: { loaded: LoadedSale }) => ({
      sale: params.loaded.sale,
      saleState: params.loaded.saleState,
      // A mint sent before a reload resumes on Minting, whatever the phase or forced page; a
      // forced page beats the phase.
      routeTo: params.loaded.resume ? 'Minting' : (context.forcedPage ?? params.loaded.phasePage),
      postRedirect: params.loaded.postRedirect ?? null,
      session: params.loaded.resume ? resumedSession(context.session, params.loaded.resume) : context.session,
    })),
    setRoute: assign((_, params: { page: PageState }) => ({ routeTo: params.page })),
    setPageError: assign((_, params: { error: MintPageError }) => ({ pageError: params.error })),
    /** After a reset the page follows the sale's phase again, forced or not before. */
    forgetForcedPage: assign({ forcedPage: null }),
    /** The data saved before the Twitter authorization is spent once the entry has started with it. */
    clearPostRedirect: assign({ postRedirect: null }),
    startCheck: assign(({ context }, params: { check: WhitelistCheck }) => ({
      pendingCheck: params.check,
      session: checkingSession(context.session, params.check),
    })),
    /** Spec section 4, check failed: clears the check type and wallet, keeps the message. */
    checkFailed: assign(({ context }, params: { message: 'whitelistingFailed' }) => ({
      pendingCheck: null,
      session: { ...context.session, checkType: 'none' as const, walletToCheck: null, checkError: params.message },
    })),
    /** The follow step found the wallet already entered: the result says so. */
    markAlreadyEntered: assign(({ context }) => ({
      session: { ...context.session, alreadyEntered: true, checkError: null },
    })),
    /** The giveaway ended: registered now, or found entered before (which the result says). */
    setGiveawayResult: assign(({ context }, params: { output: GiveawayOutput }) => ({
      session: { ...context.session, alreadyEntered: params.output.kind === 'alreadyEntered', checkError: null },
    })),
    setEligibility: assign(({ context }, params: { eligibility: Eligibility }) => ({
      pendingCheck: null,
      session: { ...context.session, ...params.eligibility },
    })),
    startMintEntry: assign(({ context }, params: { entry: MintEntryStart }) => ({
      session: mintEntrySession(context.session, params.entry),
    })),
    clearSkipToShare: assign(({ context }) => ({ session: { ...context.session, skipToShare: false } })),
    setMintedError: assign(({ context }, params: { error: MintNotice | null }) => ({
      session: { ...context.session, mintedError: params.error },
    })),
    setSigned: assign(({ context }, params: { signed: SignedMint }) => ({
      session: signedSession(context.session, params.signed),
    })),
    setEmail: assign(({ context }, params: { email: string }) => ({
      session: { ...context.session, signUpEmail: params.email || null },
    })),
    setTwitter: assign(({ context }, params: { twitter: string }) => ({
      session: { ...context.session, signUpTwitter: params.twitter || null },
    })),
    /** Shared (or already shared): a retried mint says 'MINT!' and shares nothing again. */
    markShared: assign(({ context }) => ({ session: { ...context.session, alreadyMintShared: true } })),
    setMinted: assign(({ context }, params: { output: MintTransactionOutput }) => ({
      session: mintedSession(context.session, params.output),
    })),
    /** Spec section 4, mint failed: back to MintShare with the reason; a resumed mint is over. */
    setMintFailure: assign(({ context }, params: { reason: MintFailureReason }) => ({
      session: { ...context.session, mintFailure: params.reason, pendingHash: null },
    })),
    /** The signature of a failed mint (it may be expired or used on chain) and the failure go. */
    forgetSignature: assign(({ context }) => ({
      session: { ...context.session, mintAndSig: null, mintFailure: null },
    })),
    resetSession: assign({ session: IDLE_SESSION, pendingCheck: null, pageError: null }),
    /** Spec section 4: a session transition sent from a page that does not take it. */
    rejectUnexpectedPage: assign({ pageError: { kind: 'unexpectedCurrentPage' } }),
    /** Routing found no page of section 4: 'Unexpected page state'. */
    rejectUnknownPage: assign({ pageError: { kind: 'unexpectedPageState' } }),
    /** 'Unknown sale type': the sale has no mint of its own. */
    rejectUnknownSaleType: assign({ pageError: { kind: 'unknownSaleType' } }),
    /** 'Unsupported check type': the whitelist takes the identity proof's check only. */
    rejectUnsupportedCheckType: assign({ pageError: { kind: 'unsupportedCheckType' } }),
    /** 'Unknown login check method': a mint checks by the wallet or the identity proof. */
    rejectUnknownLoginCheckMethod: assign({ pageError: { kind: 'unknownLoginCheckMethod' } }),
    /** A failure that changes nothing on the page is logged (the actor's error event). */
    logFailure: unboundAction,
    setUser: assign((_, params: { loggedIn: boolean | null; address: string | null }) => ({
      loggedIn: params.loggedIn,
      connectedWallet: params.address,
    })),
    /** Analytics: WhitelistAdd Start, Success (with the number added) or Error (spec section 7). */
    trackWhitelistAdd: unboundAction as (
      _: unknown,
      params: { stage: 'start' } | { stage: 'success'; added: number } | { stage: 'error'; error: unknown },
    ) => void,
    /** Analytics' EntryFinal (spec section 7): Finalize Mint's NEXT was accepted. */
    trackEntryFinal: unboundAction,
    /** Analytics' MintShareSuccess (spec section 7): the story was shared to mint. */
    trackMintShareSuccess: unboundAction,
  },
}).createMachine({
  id: 'mintPage',
  context: ({ input }) => ({
    ...input,
    sale: null,
    saleState: 'none',
    routeTo: 'Idle',
    pendingCheck: null,
    pageError: null,
    // The user watcher reports at once (null while the wallet is restored), before any page
    // that needs a user can be entered: the sale loads first.
    loggedIn: false,
    connectedWallet: null,
    postRedirect: null,
    session: IDLE_SESSION,
  }),
  invoke: {
    id: 'watchUser',
    src: 'watchUser',
    onError: { description: 'Logouts are not seen: the next call of the page fails instead.', actions: 'logFailure' },
  },
  on: {
    'mint.userChanged': {
      actions: {
        type: 'setUser',
        params: ({ event }) => ({ loggedIn: event.loggedIn, address: event.address }),
      },
    },
    // Spec section 4: a session transition from a page that does not take it is an error.
    'mint.startCheck': { target: '.Errored', actions: 'rejectUnexpectedPage' },
    'mint.startMintEntry': { target: '.Errored', actions: 'rejectUnexpectedPage' },
    'mint.startMintShare': { target: '.Errored', actions: 'rejectUnexpectedPage' },
    'mint.startMint': { target: '.Errored', actions: 'rejectUnexpectedPage' },
    'mint.finished': { target: '.Errored', actions: 'rejectUnexpectedPage' },
    'mint.failed': { target: '.Errored', actions: 'rejectUnexpectedPage' },
    'mint.reset': { target: '.routingHome', actions: ['resetSession', 'forgetForcedPage'] },
  },
  initial: 'Idle',
  states: {
    Idle: {
      description: 'Loading the sale: by id, or the current sale of the page type.',
      on: { 'mint.reset': { description: 'Nothing to reset while the sale loads.' } },
      invoke: {
        id: 'loadSale',
        src: 'loadSale',
        input: ({ context }) => ({
          target: context.target,
          forcedPage: context.forcedPage,
          whitelistForm: context.whitelistForm,
        }),
        onDone: [
          { guard: { type: 'isNoSale', params: ({ event }) => ({ loaded: event.output }) }, target: 'NoSale' },
          {
            target: 'routing',
            actions: { type: 'setLoaded', params: ({ event }) => ({ loaded: event.output as LoadedSale }) },
          },
        ],
        onError: {
          target: 'Errored',
          actions: {
            type: 'setPageError',
            params: ({ event }) => ({ error: { kind: 'loadFailed', message: messageOf(event.error) } }),
          },
        },
      },
    },
    routing: {
      description: 'Enters the page chosen last: after loading, at a phase boundary or on a reset.',
      always: [
        { guard: { type: 'isRoute', params: { page: 'NoSale' } }, target: 'NoSale' },
        { guard: { type: 'isRoute', params: { page: 'PreWhitelist' } }, target: 'phasePages.PreWhitelist' },
        { guard: { type: 'isRoute', params: { page: 'Whitelist' } }, target: 'phasePages.Whitelist' },
        { guard: { type: 'isRoute', params: { page: 'WhitelistChecking' } }, target: 'WhitelistChecking' },
        { guard: { type: 'isRoute', params: { page: 'WhitelistChecked' } }, target: 'WhitelistChecked' },
        { guard: { type: 'isRoute', params: { page: 'WhitelistNoSpots' } }, target: 'phasePages.WhitelistNoSpots' },
        { guard: { type: 'isRoute', params: { page: 'PreMint' } }, target: 'phasePages.PreMint' },
        { guard: { type: 'isRoute', params: { page: 'Mint' } }, target: 'phasePages.Mint' },
        { guard: { type: 'isRoute', params: { page: 'MintEntry' } }, target: 'loggedInPages.MintEntry' },
        { guard: { type: 'isRoute', params: { page: 'MintShare' } }, target: 'loggedInPages.MintShare' },
        { guard: { type: 'isRoute', params: { page: 'Minting' } }, target: 'loggedInPages.Minting' },
        { guard: { type: 'isRoute', params: { page: 'Minted' } }, target: 'loggedInPages.Minted' },
        { guard: { type: 'isRoute', params: { page: 'MintNoSupply' } }, target: 'phasePages.MintNoSupply' },
        { guard: { type: 'isRoute', params: { page: 'PostMint' } }, target: 'PostMint' },
        { target: 'Errored', description: "'Unexpected page state'", actions: 'rejectUnknownPage' },
      ],
    },
    routingHome: {
      description: "After a reset: the page of the sale's phase now, then routing enters it.",
      always: { guard: 'hasNoSale', target: 'NoSale', description: 'No sale was loaded: nothing to go back to.' },
      invoke: {
        id: 'findPhasePage',
        src: 'findPhasePage',
        // Only entered with a sale (the guard above leaves at once without one).
        input: ({ context }) => ({ sale: context.sale as Sale, saleState: context.saleState }),
        onDone: { target: 'routing', actions: { type: 'setRoute', params: ({ event }) => ({ page: event.output }) } },
        onError: { target: 'Errored', actions: 'rejectUnknownPage' },
      },
    },
    NoSale: { description: "'There is no active minting right now.'" },
    Errored: { description: 'The error alert, in the words of the catalogue.' },
    phasePages: {
      description:
        "The pages the sale's phases move. While one shows, the phase timer waits for the next boundary on the page's clock (not while a page is forced), and the page goes where it leads. Always entered at the page routing chose.",
      invoke: {
        id: 'phaseTimer',
        src: 'phaseTimer',
        input: ({ context }) => ({ sale: timedSale(context), page: context.routeTo }),
        onDone: {
          target: 'routing',
          actions: { type: 'setRoute', params: ({ event }) => ({ page: event.output.next }) },
        },
        onError: {
          description: 'The timer failed: the page stays (a reload shows the right phase).',
          actions: 'logFailure',
        },
      },
      initial: 'PreWhitelist',
      states: {
        PreWhitelist: { description: "Countdown plus 'Pre whitelist'." },
        Whitelist: {
          description:
            'The form (machines/whitelistForms: sign-up section, e-mail form or giveaway); the last check error.',
          on: {
            'mint.startCheck': [
              {
                guard: { type: 'isWhitelistCheckType', params: ({ event }) => ({ checkType: event.checkType }) },
                target: '#mintPage.WhitelistChecking',
                actions: { type: 'startCheck', params: ({ event }) => ({ check: event }) },
              },
              {
                target: '#mintPage.Errored',
                description: "'Unsupported check type'",
                actions: 'rejectUnsupportedCheckType',
              },
            ],
          },
          invoke: {
            id: 'whitelistForms',
            src: 'whitelistForms',
            input: ({ context }) => ({
              form: whitelistFormOf(context.sale, context.whitelistForm),
              policyId: context.sale?.tokenproofPolicyId ?? '',
              tokenName: heldTokenName(context.sale),
              requiredAccounts: requiredTwitterFollows(context.sale),
              campaign: context.sale?.marketingCampaign || null,
            }),
            onDone: [
              {
                guard: { type: 'isGiveawayEnd', params: ({ event }) => ({ output: event.output }) },
                target: '#mintPage.WhitelistChecked',
                description: "'Congrats! You're now registered to win a FREE Collectible Story!'",
                actions: {
                  type: 'setGiveawayResult',
                  params: ({ event }) => ({ output: event.output as GiveawayOutput }),
                },
              },
              {
                guard: { type: 'isAlreadySubscribed', params: ({ event }) => ({ output: event.output }) },
                target: '#mintPage.WhitelistChecked',
                description: 'The wallet already entered: straight to the result.',
                actions: 'markAlreadyEntered',
              },
              {
                target: '#mintPage.WhitelistChecking',
                description: 'Start check, with the provider nonce.',
                actions: { type: 'startCheck', params: ({ event }) => ({ check: checkOf(event.output) }) },
              },
            ],
          },
        },
        WhitelistNoSpots: {
          description: "'Waitlist Signup', titled 'Whitelist closed' when a whitelist exists.",
          invoke: { id: 'emailSignUp', src: 'emailSignUp', onError: { actions: 'logFailure' } },
        },
        PreMint: {
          description: "'Waitlist Signup' until the mint starts.",
          invoke: { id: 'emailSignUp', src: 'emailSignUp', onError: { actions: 'logFailure' } },
        },
        Mint: {
          description: "'The Mint is now live!' with 'Log in to mint' (machines/loginToMint).",
          on: {
            'mint.startMintEntry': {
              target: '#mintPage.loggedInPages.MintEntry',
              actions: { type: 'startMintEntry', params: ({ event }) => ({ entry: event }) },
            },
            'mint.startCheck': [
              {
                guard: { type: 'isLoginCheckMethod', params: ({ event }) => ({ checkType: event.checkType }) },
                target: '#mintPage.loggedInPages.Minting',
                actions: { type: 'startCheck', params: ({ event }) => ({ check: event }) },
              },
              {
                target: '#mintPage.Errored',
                description: "'Unknown login check method'",
                actions: 'rejectUnknownLoginCheckMethod',
              },
            ],
            'mint.finished': {
              target: '#mintPage.loggedInPages.Minted',
              actions: { type: 'setMintedError', params: ({ event }) => ({ error: event.error }) },
            },
          },
          invoke: {
            id: 'loginToMint',
            src: 'loginToMint',
            input: ({ context }) => ({
              policyId: context.sale?.tokenproofPolicyId ?? '',
              tokenName: heldTokenName(context.sale),
              coldWalletRequired: context.sale?.saleType === 'characterPass',
              // Back from the Twitter authorization (post-redirect data was saved): the login resumes.
              resumes: context.postRedirect !== null,
            }),
            onDone: {
              target: '#mintPage.loggedInPages.MintEntry',
              description: 'Start mint entry with the wallets.',
              actions: [
                {
                  type: 'startMintEntry',
                  params: ({ context, event }) => ({ entry: entryOf(event.output, context.postRedirect) }),
                },
                'clearPostRedirect',
              ],
            },
          },
        },
        MintNoSupply: { description: "'No more supply. Sign up for future mints!'" },
      },
    },
    WhitelistChecking: {
      description: "'Adding to whitelist...'",
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'hasPendingCheck', target: 'adding' }, { target: 'shown' }],
        },
        adding: {
          description: 'addToWhitelist with the provider nonce and the hot wallet.',
          entry: { type: 'trackWhitelistAdd', params: { stage: 'start' } },
          invoke: {
            id: 'addToWhitelist',
            src: 'addToWhitelist',
            input: ({ context }) => ({
              saleId: context.sale?.saleId ?? '',
              nonce: context.pendingCheck?.nonce ?? '',
              hotWallet: context.pendingCheck?.hotWallet ?? '',
            }),
            onDone: {
              target: '#mintPage.WhitelistChecked',
              actions: [
                {
                  type: 'setEligibility',
                  params: ({ event }) => ({
                    eligibility: {
                      eligibleAdded: event.output.added,
                      eligibleTokens: event.output.count,
                      storyKey: event.output.storyKey ?? null,
                    },
                  }),
                },
                { type: 'trackWhitelistAdd', params: ({ event }) => ({ stage: 'success', added: event.output.added }) },
              ],
            },
            onError: {
              target: '#mintPage.phasePages.Whitelist',
              description: "Check failed: 'Whitelisting failed. Please try again.'",
              actions: [
                { type: 'checkFailed', params: { message: 'whitelistingFailed' } },
                // Back on Whitelist, whose phase the timer plans from.
                { type: 'setRoute', params: { page: 'Whitelist' } },
                { type: 'trackWhitelistAdd', params: ({ event }) => ({ stage: 'error', error: event.error }) },
              ],
            },
          },
        },
        shown: { description: 'Forced: the screen alone, nothing is added.' },
      },
    },
    WhitelistChecked: {
      description: 'The whitelist result (machines/whitelistResult: four outcomes, a made story, or the giveaway).',
      invoke: {
        id: 'whitelistResult',
        src: 'whitelistResult',
        input: ({ context }) => ({ result: whitelistResultOf(context), storyKey: context.session.storyKey ?? '' }),
      },
    },
    loggedInPages: {
      description:
        'Spec section 4: a mint under way and its result need a logged-in user. A logout, or a forced page without a user, resets the page. Always entered at the page chosen.',
      always: { guard: 'hasNoUser', target: 'routingHome', actions: ['resetSession', 'forgetForcedPage'] },
      initial: 'MintEntry',
      states: {
        MintEntry: {
          description: "'Finalize Mint': the tokens signed for, optional handles, NEXT.",
          on: {
            'mint.startMintShare': {
              description: 'NEXT is disabled until the signature is in and the hot wallet is connected.',
            },
            'mint.emailChanged': { actions: { type: 'setEmail', params: ({ event }) => ({ email: event.email }) } },
            'mint.twitterChanged': {
              actions: { type: 'setTwitter', params: ({ event }) => ({ twitter: event.twitter }) },
            },
          },
          initial: 'deciding',
          states: {
            deciding: {
              always: [
                { guard: 'hasMintData', target: 'ready', description: 'Back from MintShare: the signature is kept.' },
                { target: 'signing' },
              ],
            },
            signing: {
              // The signing catches its calls' failures itself: it always ends with a signature.
              description: "Sign for mint, then the tokens' images (machines/mintEntrySigning).",
              invoke: {
                id: 'mintEntrySigning',
                src: 'mintEntrySigning',
                input: ({ context }) => ({
                  saleId: context.sale?.saleId ?? '',
                  hotWallet: context.session.hotWallet ?? '',
                  coldWallet: context.session.coldWallet,
                  nonce: context.session.tokenproofNonce,
                }),
                onDone: {
                  target: 'ready',
                  actions: { type: 'setSigned', params: ({ event }) => ({ signed: event.output }) },
                },
              },
            },
            ready: {
              always: {
                guard: 'skipsToShare',
                target: '#mintPage.loggedInPages.MintShare',
                actions: 'clearSkipToShare',
              },
              on: {
                'mint.startMintShare': [
                  {
                    guard: 'mintsStoryNftNow',
                    target: '#mintPage.loggedInPages.Minting',
                    description: 'Story NFTs (collection sales): no share step, NEXT mints.',
                    actions: 'trackEntryFinal',
                  },
                  {
                    guard: 'isSameHotWallet',
                    target: '#mintPage.loggedInPages.MintShare',
                    actions: ['clearSkipToShare', 'trackEntryFinal'],
                  },
                ],
              },
            },
          },
        },
        MintShare: {
          description: "'Ready to enter {product}!': share to mint (machines/shareToMint); back to MintEntry.",
          on: {
            'mint.startMint': [
              { guard: 'isCharacterPass', target: 'Minting' },
              { target: '#mintPage.Errored', description: "'Unknown sale type'", actions: 'rejectUnknownSaleType' },
            ],
            'mint.back': [
              {
                guard: 'lastMintFailed',
                target: 'MintEntry',
                actions: 'forgetSignature',
                description: 'Its signature may be spent or expired: sign anew.',
              },
              { target: 'MintEntry' },
            ],
          },
          invoke: {
            id: 'shareToMint',
            src: 'shareToMint',
            input: ({ context }) => ({ signed: context.session.mintAndSig !== null, share: shareInputOf(context) }),
            onDone: [
              {
                guard: { type: 'sharedNow', params: ({ event }) => ({ output: event.output }) },
                target: 'Minting',
                description: 'Shared now: start mint.',
                actions: ['markShared', 'trackMintShareSuccess'],
              },
              {
                target: 'Minting',
                description: 'Shared before, or the tweet failed (minting goes on): start mint.',
                actions: 'markShared',
              },
            ],
          },
        },
        Minting: {
          description: "'Minting…'",
          on: {
            'mint.finished': {
              target: 'Minted',
              actions: { type: 'setMintedError', params: ({ event }) => ({ error: event.error }) },
            },
            'mint.failed': {
              target: 'MintShare',
              actions: { type: 'setMintFailure', params: ({ event }) => ({ reason: event.reason }) },
            },
          },
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'hasMintWork', target: 'minting' }, { target: 'shown' }],
            },
            minting: {
              description: "The mint's code, then the on-chain mint (machines/mintStep); its end is minted or failed.",
              invoke: {
                id: 'mintStep',
                src: 'mintStep',
                input: ({ context }) => mintInputOf(context),
                onDone: [
                  {
                    guard: { type: 'isMinted', params: ({ event }) => ({ output: event.output }) },
                    target: '#mintPage.loggedInPages.Minted',
                    actions: { type: 'setMinted', params: ({ event }) => ({ output: event.output }) },
                  },
                  {
                    target: '#mintPage.loggedInPages.MintShare',
                    description: "Mint failed: 'Minting failed. Please try again.'",
                    actions: {
                      type: 'setMintFailure',
                      params: ({ event }) => ({ reason: failureReasonOf(event.output) }),
                    },
                  },
                ],
              },
            },
            shown: { description: 'Forced: the screen alone, nothing is minted.' },
          },
        },
        Minted: { description: "'Congrats! You minted a Character Pass!', the tokens and the links." },
      },
    },
    PostMint: { description: "'Mint period ended. Sign up for future mints!'" },
  },
});
