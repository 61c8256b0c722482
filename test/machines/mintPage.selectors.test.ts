import { describe, expect, it } from 'vitest';
import { createActor, type StateValue } from 'xstate';
import {
  mintPageMachine,
  selectAddingToWhitelist,
  selectCanGoNext,
  selectEmailSignUpRef,
  selectForcedPage,
  selectHeaderSale,
  selectHotWalletMismatch,
  selectIsCollectionSale,
  selectLoginToMintRef,
  selectLoadState,
  selectMintEntrySigningRef,
  selectMintSession,
  selectMintStepRef,
  selectPageError,
  selectPageState,
  selectSale,
  selectSaleLoading,
  selectSaleState,
  selectShareToMintRef,
  selectTokenName,
  selectWhitelistFormsRef,
  selectWhitelistOutcome,
  selectWhitelistResultRef,
  type MintPageContext,
  type MintPageSnapshot,
} from '../../machines/mintPage';
import { makeSale } from '../unit/domain/saleFixtures';

/**
 * The mint page's selectors, read from snapshots of the chart at rest in each state (the chart
 * resolves them itself: nothing runs). What the chart does to get there is tested in
 * ./mintPage.machine.test.ts and the path suites.
 */

const HOT = '0x0A7000000000000000000000000000000000000A';
const SALE = makeSale({ saleId: 'bayc' });

const START: MintPageContext = createActor(mintPageMachine, {
  input: { target: { saleId: 'bayc', saleType: null }, forcedPage: null, whitelistForm: 'signUp' },
}).getSnapshot().context;

/** The chart at rest in `value`, with `context` over the start's. */
const at = (value: StateValue, context: Partial<MintPageContext> = {}): MintPageSnapshot =>
  mintPageMachine.resolveState({ value, context: { ...START, sale: SALE, ...context } });

describe('the page state and the load state', () => {
  it.each([
    ['Idle', 'Idle'],
    ['routing', 'Idle'],
    ['routingHome', 'Idle'],
    ['NoSale', 'NoSale'],
    ['Errored', 'Errored'],
    [{ phasePages: 'PreWhitelist' }, 'PreWhitelist'],
    [{ phasePages: 'Whitelist' }, 'Whitelist'],
    [{ WhitelistChecking: 'adding' }, 'WhitelistChecking'],
    [{ loggedInPages: { MintEntry: 'ready' } }, 'MintEntry'],
    [{ loggedInPages: 'Minted' }, 'Minted'],
    ['PostMint', 'PostMint'],
  ] as const)('reads %j as the page %s', (value, page) => {
    expect(selectPageState(at(value))).toBe(page);
  });

  it('is loading while Idle, errored only when the load failed, else loaded', () => {
    // The chart starts on the Idle page until the sale's load chooses one.
    expect(START.routeTo).toBe('Idle');
    expect(selectLoadState(at('Idle'))).toBe('loading');
    expect(selectSaleLoading(at('Idle'))).toBe(true);
    expect(selectLoadState(at('Errored', { pageError: { kind: 'loadFailed', message: null } }))).toBe('errored');
    expect(selectLoadState(at('Errored', { pageError: { kind: 'unexpectedCurrentPage' } }))).toBe('loaded');
    expect(selectLoadState(at({ phasePages: 'PreMint' }))).toBe('loaded');
    expect(selectSaleLoading(at({ phasePages: 'PreMint' }))).toBe(false);
  });

  it('gives the page error only on Errored', () => {
    const pageError = { kind: 'unexpectedPageState' } as const;
    expect(selectPageError(at('Errored', { pageError }))).toEqual(pageError);
    expect(selectPageError(at({ phasePages: 'PreMint' }, { pageError }))).toBeNull();
  });

  it('shows the sale in the header on every page but Idle, NoSale and Errored', () => {
    expect(selectHeaderSale(at({ phasePages: 'PreMint' }))).toBe(SALE);
    expect(selectHeaderSale(at('PostMint'))).toBe(SALE);
    for (const value of ['Idle', 'NoSale', 'Errored']) expect(selectHeaderSale(at(value))).toBeNull();
  });

  it('gives the sale, its state, the forced page and the session as the chart keeps them', () => {
    const snapshot = at({ phasePages: 'PreMint' }, { forcedPage: 'PreMint' });
    expect(selectSale(snapshot)).toBe(SALE);
    expect(selectSaleState(snapshot)).toBe(snapshot.context.saleState);
    expect(selectForcedPage(snapshot)).toBe('PreMint');
    expect(selectMintSession(snapshot)).toBe(snapshot.context.session);
  });
});

describe('the stages of each page', () => {
  it('tells the sign-up being added from a forced WhitelistChecking', () => {
    expect(selectAddingToWhitelist(at({ WhitelistChecking: 'adding' }))).toBe(true);
    expect(selectAddingToWhitelist(at({ WhitelistChecking: 'shown' }))).toBe(false);
  });

  it("reads the sign-up's outcome by the domain's rule", () => {
    const session = { ...START.session, eligibleAdded: 1, storyKey: '0xa/1' };
    expect(selectWhitelistOutcome(at('WhitelistChecked', { session }))).toBe('madeStory');
    expect(selectWhitelistOutcome(at('WhitelistChecked'))).toBe('notEligible');
  });
});

describe('MintEntry and the hot wallet', () => {
  const signed = { ...START.session, hotWallet: HOT, mintAndSig: { rawMessage: 'raw', signature: '0xsig' } };

  it('allows NEXT when signed with the hot wallet connected, in any case', () => {
    const ready = (connectedWallet: string | null) =>
      at({ loggedInPages: { MintEntry: 'ready' } }, { session: signed, connectedWallet, loggedIn: true });
    expect(selectCanGoNext(ready(HOT.toLowerCase()))).toBe(true);
    expect(selectHotWalletMismatch(ready(HOT.toLowerCase()))).toBeNull();
    expect(selectCanGoNext(ready('0xB0B'))).toBe(false);
    expect(selectHotWalletMismatch(ready('0xB0B'))).toEqual({ expected: HOT, current: '0xB0B' });
    expect(selectHotWalletMismatch(ready(null))).toEqual({ expected: HOT, current: null });
  });

  it('has no mismatch before the mint has a hot wallet', () => {
    expect(selectHotWalletMismatch(at({ phasePages: 'Mint' }, { connectedWallet: '0xB0B' }))).toBeNull();
  });
});

describe("the sale's token", () => {
  it('names the Character Pass, or a story-NFT sale its own token', () => {
    expect(selectTokenName(at({ phasePages: 'PreMint' }))).toBe('Character Pass');
    expect(selectIsCollectionSale(at({ phasePages: 'PreMint' }))).toBe(false);
    const collection = { ...SALE, saleType: 'collection' as const, tokenNameSingular: 'Ape Story' };
    expect(selectTokenName(at({ phasePages: 'PreMint' }, { sale: collection }))).toBe('Ape Story');
    expect(selectIsCollectionSale(at({ phasePages: 'PreMint' }, { sale: collection }))).toBe(true);
    expect(selectTokenName(at('NoSale', { sale: null }))).toBe('Character Pass');
    expect(selectIsCollectionSale(at('NoSale', { sale: null }))).toBe(false);
  });
});

describe("the page's parts", () => {
  it('each selector gives its own child', () => {
    const names = [
      'whitelistForms',
      'loginToMint',
      'mintEntrySigning',
      'shareToMint',
      'mintStep',
      'emailSignUp',
      'whitelistResult',
    ] as const;
    const children = Object.fromEntries(names.map((name) => [name, { name }]));
    const snapshot = { ...at({ phasePages: 'PreMint' }), children } as unknown as MintPageSnapshot;
    expect(selectWhitelistFormsRef(snapshot)).toBe(children.whitelistForms);
    expect(selectMintEntrySigningRef(snapshot)).toBe(children.mintEntrySigning);
    expect(selectLoginToMintRef(snapshot)).toBe(children.loginToMint);
    expect(selectShareToMintRef(snapshot)).toBe(children.shareToMint);
    expect(selectMintStepRef(snapshot)).toBe(children.mintStep);
    expect(selectEmailSignUpRef(snapshot)).toBe(children.emailSignUp);
    expect(selectWhitelistResultRef(snapshot)).toBe(children.whitelistResult);
  });
});
