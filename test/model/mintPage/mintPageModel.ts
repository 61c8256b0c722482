import {
  mintPageMachine,
  type LoadedSale,
  type MintPageEvent,
  type MintPageInput,
  type PageState,
  type PhaseTimerOutput,
  type SignedMint,
  type WhitelistAddResult,
} from '../../../machines/mintPage';
import type { MintLoginOutput } from '../../../machines/mintLogin';
import type { MintTransactionOutput } from '../../../machines/mintTransaction';
import type { ShareOutput } from '../../../machines/share';
import type { WhitelistFormsOutput } from '../../../machines/whitelistForms';
import type { WhitelistSignUpOutput } from '../../../machines/whitelistSignUp';
import { shortenAddress } from '../../../src/domain/address';
import { PAGE_STATES } from '../../../src/domain/sale/pageState';
import type { Sale } from '../../../src/domain/sale/sale.types';
import { actorDone, actorError, defineModel, whenDone, withPayload } from '../modelTypes';

/**
 * The mint page's model: pure plan data. Time is fixed at NOW, when the sale is in its sign-up
 * (so a reset leads to Whitelist). Loading answers with each page the visitor can land on (what
 * the forced page or the phase mapping gives); the children answer as they can: the phase timer
 * with each next page, the sign-up with a check or an entered wallet, the services with success
 * or failure. The logged-in pages are planned with and without a user.
 */

export const NOW = Date.UTC(2026, 10, 23, 12);
const HOUR = 3_600_000;
const window = (startHours: number, endHours: number) => ({
  startDate: new Date(NOW + startHours * HOUR),
  endDate: new Date(NOW + endHours * HOUR),
  countdownTarget: new Date(NOW + startHours * HOUR),
});

/** A characterPass sale in its sign-up at NOW; its whitelist mint starts in two days. */
export const SALE: Sale = {
  saleId: 'bayc',
  saleType: 'characterPass',
  saleName: 'Bored Ape Character Pass',
  saleDescription: 'A free Character Pass for Bored Ape holders.',
  saleHeaderTitle: 'Character Pass',
  saleHeaderSubTitle: 'For Bored Ape holders',
  tokenType: 'bayc',
  tokenNameSingular: 'Character Pass',
  tokenNamePlural: 'Character Passes',
  tokenShortNameSingular: 'Pass',
  tokenproofPolicyId: 'policy-bayc',
  featured: true,
  saleWeight: 100,
  whitelist: { signUp: window(-24, 24), mint: window(48, 96) },
  followSocials: [{ type: 'twitter', userId: 'storyverse', required: true }],
  crossLinks: [],
  saleMedia: { aspectRatio: 16 / 9 },
};

/** The same sale as a collection: its Whitelist is the giveaway; starting its mint is 'Unknown sale type'. */
export const COLLECTION_SALE: Sale = {
  ...SALE,
  saleId: 'fezlove',
  saleType: 'collection',
  marketingCampaign: 'giveaway-fezlove',
  crossLinks: [{ name: 'Chasing Shadows', url: '/chasingshadows' }],
};

/**
 * What loading can answer: every page state but Errored (a failed load is an error of its own);
 * 'Idle' among them is none of the pages routing enters: 'Unexpected page state'.
 */
const LANDING_PAGES = PAGE_STATES.filter((page) => page !== 'Errored');

const loaded = (page: PageState, sale: Sale = SALE): LoadedSale => ({ sale, saleState: 'open', phasePage: page });

export const CHECK: WhitelistSignUpOutput = {
  kind: 'check',
  hotWallet: '0xa11ce0000000000000000000000000000000000a',
  nonce: 'mock-nonce-policy-bayc',
  email: null,
  twitter: 'storyverse_fan',
};

/** What signing answers: the mint data, the tokens, the story to share. */
export const SIGNED: SignedMint = {
  mintAndSig: { rawMessage: 'raw', signature: '0xsig' },
  signedTokens: ['101', '102'],
  story: { walletAddress: CHECK.hotWallet, storyId: 'bayc-story' },
  nftImageMap: {},
};

/** ', Twitter @name, e-mail a@b' for the handles a flow carries. */
const handles = ({ twitter, email }: { twitter?: string | null; email?: string | null }) =>
  `${twitter ? `, Twitter @${twitter}` : ''}${email ? `, e-mail ${email}` : ''}`;

export const TX_HASH = `0x${'ab'.repeat(32)}`;

const INPUT: MintPageInput = { target: { saleId: 'bayc', saleType: null }, forcedPage: null, whitelistForm: 'signUp' };

export const mintPageModel = defineModel({
  name: 'mintPage',
  machine: mintPageMachine,
  inputs: [
    { name: 'sign-up section', description: 'open /bayc', input: INPUT },
    {
      name: 'e-mail form',
      description: 'open /bayc with VITE_SHOW_EMAIL_SIGN_UP_FOR_WHITELIST=true',
      input: { ...INPUT, whitelistForm: 'email' },
    },
  ],
  sampleEvents: [
    ...LANDING_PAGES.map((page) => actorDone('loadSale', loaded(page))),
    actorDone('loadSale', loaded('MintShare', COLLECTION_SALE)),
    actorDone('loadSale', loaded('Mint', COLLECTION_SALE)),
    actorDone('loadSale', loaded('Whitelist', COLLECTION_SALE)),
    // The return from the Twitter authorization: the Mint page logs in by itself.
    actorDone('loadSale', { ...loaded('Mint'), postRedirect: { email: null, twitter: 'storyverse_fan' } }),
    actorDone('loadSale', null),
    actorError('loadSale', new Error('Invalid sale ID "bayc"')),
    // After a reset: the page of the sale's phase now.
    actorDone('findPhasePage', 'Whitelist'),
    actorError('findPhasePage', new Error('the phase page could not be found (planned)')),
    actorDone('phaseTimer', { next: 'PreMint' }),
    actorError('phaseTimer', new Error('the timer failed (planned)')),
    actorDone('addToWhitelist', { added: 1, count: 1, storyKey: '0xa11ce0000000000000000000000000000000000a/bayc-1' }),
    actorDone('addToWhitelist', { added: 0, count: 1 }),
    actorError('addToWhitelist', new Error('whitelisting failed (planned)')),
    // The Whitelist page's form ends (its own chart: test/model/whitelistForms.model.test.tsx).
    actorDone('whitelistForms', CHECK),
    actorDone('whitelistForms', { kind: 'alreadySubscribed', twitter: 'storyverse_fan' }),
    actorDone('whitelistForms', { kind: 'registered', twitter: 'storyverse_fan' }),
    actorDone('whitelistForms', { kind: 'alreadyEntered', twitter: 'storyverse_fan' }),
    actorError('emailSignUp', new Error('the e-mail form failed (planned)')),
    actorError('watchUser', new Error('the user flow cannot be watched (planned)')),
    { type: 'mint.userChanged', loggedIn: true, address: CHECK.hotWallet },
    { type: 'mint.userChanged', loggedIn: false, address: null },
    { type: 'mint.startCheck', checkType: 'tokenproof', ...CHECK, hotWallet: CHECK.hotWallet },
    // A check of no type the page takes: 'Unsupported check type' on Whitelist, 'Unknown login check method' on Mint.
    { type: 'mint.startCheck', checkType: 'none', ...CHECK, hotWallet: CHECK.hotWallet },
    {
      type: 'mint.startMintEntry',
      coldWallet: '0xc01d000000000000000000000000000000000c01',
      hotWallet: CHECK.hotWallet,
      nonce: CHECK.nonce,
      email: null,
      twitter: null,
      skipToShare: false,
    },
    {
      type: 'mint.startMintEntry',
      coldWallet: '0xc01d000000000000000000000000000000000c01',
      hotWallet: CHECK.hotWallet,
      nonce: CHECK.nonce,
      email: null,
      twitter: 'storyverse_fan',
      skipToShare: true,
    },
    { type: 'mint.finished', error: null },
    { type: 'mint.failed', reason: 'failed' },
    // The Mint page's login ends (its own chart: test/model/loginToMint.model.test.tsx).
    actorDone('loginToMint', {
      hotWallet: CHECK.hotWallet,
      coldWallet: { address: '0xc01d000000000000000000000000000000000c01', nonce: CHECK.nonce },
    }),
    actorDone('mintEntrySigning', SIGNED),
    // MintShare's share ends (its own chart: test/model/shareToMint.model.test.tsx).
    actorDone('shareToMint', { source: 'Twitter' }),
    // Shared before (or the tweet failed): the mint goes on without MintShareSuccess.
    actorDone('shareToMint', { source: null }),
    // Minting's mint ends (its own chart: test/model/mintStep.model.test.tsx).
    actorDone('mintStep', {
      outcome: 'minted',
      hash: TX_HASH,
      nfts: [{ id: '1', contractAddress: '0xc' }],
      notice: null,
    }),
    actorDone('mintStep', { outcome: 'failed', reason: 'rejected' }),
    // The mint's code did not load, or the mint stopped.
    actorDone('mintStep', { outcome: 'failed', reason: 'failed' }),
  ],
  canHappen: (snapshot, event) => {
    // A login or logout changes whether a user is logged in.
    if (event.type === 'mint.userChanged') {
      return (event as unknown as { loggedIn: boolean }).loggedIn !== Boolean(snapshot.context.loggedIn);
    }
    return true;
  },
  contextKey: (context) => [
    Boolean(context.loggedIn),
    context.session.skipToShare,
    context.connectedWallet === context.session.hotWallet,
    context.session.mintAndSig !== null,
    context.sale?.saleType ?? null,
    context.session.eligibleAdded > 0 && context.session.storyKey !== null,
  ],
  stateDescriptions: {
    Idle: 'the sale loads',
    'phasePages.Whitelist': 'the Whitelist page and its form (sign-up section, e-mail form or giveaway)',
    WhitelistChecked: 'the whitelist result (a made story, or the giveaway registered)',
  },
  guardDescriptions: {
    isMinted: 'the pass is minted',
    isWhitelistCheckType: 'the check is a whitelist check',
    isLoginCheckMethod: 'the check is a login method',
    hasNoUser: 'no one is logged in',
    hasMintData: 'a signed mint is kept',
    lastMintFailed: 'the last mint failed',
    hasMintWork: 'there is a mint to send or to follow',
    isSameHotWallet: 'the connected wallet is the hot wallet',
    skipsToShare: 'the mint goes on to the share',
    sharedNow: 'the story was shared now',
    hasPendingCheck: 'a check waits',
    isAlreadySubscribed: 'the wallet had signed up',
    isGiveawayEnd: 'the giveaway ended',
    isCharacterPass: 'the sale is the Character Pass',
    isCollectionSale: 'the sale is a collection',
    mintsStoryNftNow: 'the story NFT mints at once',
    isNoSale: 'no sale is found',
    hasNoSale: 'no sale was loaded',
    isRoute: ({ page }) => `the page to show is ${String(page)}`,
  },
  eventDescriptions: {
    'xstate.done.actor.loadSale': whenDone((loaded: LoadedSale | null) =>
      loaded === null
        ? 'the sale is not found: no sale to show'
        : `the sale loads: ${loaded.sale.saleName} (${loaded.sale.saleType}), sale ${loaded.saleState}, page ${loaded.phasePage}${loaded.postRedirect ? ', back from the Twitter authorization' : ''}`,
    ),
    'xstate.done.actor.findPhasePage': whenDone((page: PageState) => `the page of the sale's phase is found: ${page}`),
    'xstate.done.actor.phaseTimer': whenDone(({ next }: PhaseTimerOutput) => `the sale's next phase begins: ${next}`),
    'xstate.done.actor.addToWhitelist': whenDone(
      ({ added, count }: WhitelistAddResult) => `the whitelisting answers: ${added} added, ${count} on the whitelist`,
    ),
    'xstate.done.actor.whitelistForms': whenDone((output: WhitelistFormsOutput) => {
      switch (output.kind) {
        case 'check':
          return `the sign-up section ends: check ${shortenAddress(output.hotWallet)}${handles(output)}`;
        case 'alreadySubscribed':
          return `the sign-up section ends: already signed up${handles(output)}`;
        default:
          return `the giveaway ends: ${output.kind === 'registered' ? 'registered' : 'entered before'}${handles(output)}`;
      }
    }),
    'xstate.done.actor.loginToMint': whenDone(
      ({ hotWallet, coldWallet }: MintLoginOutput) =>
        `the mint login ends: hot wallet ${shortenAddress(hotWallet)}, cold wallet ${coldWallet ? shortenAddress(coldWallet.address) : 'none'}`,
    ),
    'xstate.done.actor.mintEntrySigning': whenDone(
      ({ signedTokens, story }: SignedMint) =>
        `the mint is signed for tokens ${signedTokens.join(', ')}${story ? `, story ${story.storyId}` : ''}`,
    ),
    'xstate.done.actor.shareToMint': whenDone(({ source }: ShareOutput) =>
      source ? `the story is shared on ${source}` : 'the share ends without a new share',
    ),
    'xstate.done.actor.mintStep': whenDone((output: MintTransactionOutput) =>
      output.outcome === 'minted'
        ? `the mint ends: minted ${output.nfts.length} NFT(s) in ${output.hash ? shortenAddress(output.hash) : 'no transaction'}`
        : `the mint ends: failed (${output.reason})`,
    ),
    'mint.userChanged': withPayload((event: Extract<MintPageEvent, { type: 'mint.userChanged' }>) =>
      event.loggedIn && event.address
        ? `the visitor logs in (header) with ${shortenAddress(event.address)}`
        : 'the visitor logs out (header)',
    ),
    'mint.startCheck': withPayload(
      (event: Extract<MintPageEvent, { type: 'mint.startCheck' }>) =>
        `the sign-up starts the whitelist check: ${event.checkType}, hot wallet ${shortenAddress(event.hotWallet)}`,
    ),
    'mint.startMintEntry': withPayload(
      (event: Extract<MintPageEvent, { type: 'mint.startMintEntry' }>) =>
        `the login starts the mint entry: cold wallet ${shortenAddress(event.coldWallet ?? 'none')}, hot wallet ${shortenAddress(event.hotWallet)}${handles(event)}${event.skipToShare ? ', on to the share' : ''}`,
    ),
    'mint.finished': withPayload((event: Extract<MintPageEvent, { type: 'mint.finished' }>) =>
      event.error ? `the mint finishes with a notice` : 'the mint finishes',
    ),
    'mint.failed': withPayload(
      (event: Extract<MintPageEvent, { type: 'mint.failed' }>) => `the mint fails (${event.reason})`,
    ),
    'mint.startMint': "the page receives spec section 4's 'start mint'",
    'mint.reset': "the page receives spec section 4's 'reset'",
    'mint.emailChanged': 'the visitor types an e-mail address on the mint entry',
    'mint.twitterChanged': 'the visitor types a Twitter handle on the mint entry',
    'mint.startMintShare': "the visitor presses 'NEXT'",
    'mint.back': "the visitor presses 'Back'",
  },
});
