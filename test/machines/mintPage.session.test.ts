import { describe, expect, it } from 'vitest';
import type { SignedMint } from '../../machines/mintPage';
import {
  checkingSession,
  checkOf,
  failureReasonOf,
  IDLE_SESSION,
  mintedSession,
  mintInputOf,
  mintEntrySession,
  requiredTwitterFollows,
  resumedSession,
  shareInputOf,
  signedSession,
  whitelistFormOf,
  whitelistResultOf,
} from '../../machines/mintPage/mintPage.session';
import { makeSale } from '../unit/domain/saleFixtures';

/** The mint session's rules (spec section 4) that the mint chart's assigns apply. */

const HOT = '0xa11ce0000000000000000000000000000000000a';
const SIGNED: SignedMint = {
  mintAndSig: { rawMessage: 'raw', signature: '0xsig' },
  signedTokens: ['7'],
  story: { walletAddress: HOT, storyId: 'story-1' },
  nftImageMap: { '7': '/7.png' },
};

/** A session signed for a mint, with the wallet, handles and nonce the sign-up kept. */
const SIGNED_SESSION = {
  ...signedSession(IDLE_SESSION, SIGNED),
  hotWallet: HOT,
  signUpEmail: 'ape@example.com',
  signUpTwitter: 'ape_fan',
  tokenproofNonce: 'n-1',
};

describe('the mint session (spec section 4)', () => {
  it('resumes a mint sent before a reload with its hash, wallet, handle and nonce', () => {
    const resumed = resumedSession(IDLE_SESSION, { hash: '0xh', hotWallet: HOT, twitter: 'ape_fan', nonce: 'n-1' });
    expect(resumed).toEqual({
      ...IDLE_SESSION,
      pendingHash: '0xh',
      hotWallet: HOT,
      signUpTwitter: 'ape_fan',
      tokenproofNonce: 'n-1',
    });
  });

  it("starts a check with its wallet and handles, and forgets the last check's error", () => {
    const failed = { ...IDLE_SESSION, checkError: 'whitelistingFailed' as const };
    const check = {
      checkType: 'tokenproof' as const,
      hotWallet: HOT,
      nonce: 'n-1',
      email: 'a@b.c',
      twitter: 'ape_fan',
    };
    expect(checkingSession(failed, check)).toEqual({
      ...IDLE_SESSION,
      checkType: 'tokenproof',
      walletToCheck: HOT,
      hotWallet: HOT,
      signUpEmail: 'a@b.c',
      signUpTwitter: 'ape_fan',
    });
  });

  it("starts a mint entry with the wallets and handles, and forgets the last mint's notice, failure and signature", () => {
    const afterFailure = {
      ...signedSession(IDLE_SESSION, SIGNED),
      mintedError: 'receiptUnverified' as const,
      mintFailure: 'rejected' as const,
    };
    const entry = {
      coldWallet: '0xc01d',
      hotWallet: HOT,
      nonce: 'n-2',
      email: null,
      twitter: 'ape_fan',
      skipToShare: true,
    };
    expect(mintEntrySession(afterFailure, entry)).toEqual({
      ...afterFailure,
      coldWallet: '0xc01d',
      hotWallet: HOT,
      tokenproofNonce: 'n-2',
      signUpEmail: null,
      signUpTwitter: 'ape_fan',
      skipToShare: true,
      mintedError: null,
      mintFailure: null,
      mintAndSig: null,
    });
  });

  it('keeps a signature with its tokens, images and story', () => {
    expect(signedSession(IDLE_SESSION, SIGNED)).toEqual({
      ...IDLE_SESSION,
      mintAndSig: SIGNED.mintAndSig,
      signedTokens: ['7'],
      shareStory: SIGNED.story,
      nftImageMap: { '7': '/7.png' },
    });
  });

  it('keeps what was minted and ends a resumed mint; a failed mint changes nothing', () => {
    const resumed = { ...IDLE_SESSION, pendingHash: '0xh' };
    const nfts = [{ id: '1', contractAddress: '0xc' }];
    expect(mintedSession(resumed, { outcome: 'minted', hash: '0xh', nfts, notice: null })).toEqual({
      ...IDLE_SESSION,
      mintedNfts: nfts,
      txHash: '0xh',
    });
    expect(mintedSession(resumed, { outcome: 'failed', reason: 'rejected' })).toBe(resumed);
  });

  it("picks the Whitelist page's form: the giveaway on a collection sale, else as configured", () => {
    expect(whitelistFormOf(makeSale({ saleType: 'collection' }), 'email')).toBe('giveaway');
    expect(whitelistFormOf(makeSale({ saleType: 'characterPass' }), 'email')).toBe('email');
    expect(whitelistFormOf(makeSale({ saleType: 'characterPass' }), 'signUp')).toBe('signUp');
    expect(whitelistFormOf(null, 'signUp')).toBe('signUp');
  });

  it('requires no follows before a sale is loaded', () => {
    expect(requiredTwitterFollows(null)).toEqual([]);
  });

  it('refuses a sign-up that ended without a check: the giveaway and already-subscribed ends go elsewhere', () => {
    expect(() => checkOf({ kind: 'registered', twitter: null })).toThrow('the sign-up ended without a check');
  });

  it("picks WhitelistChecked's result: the giveaway on a collection sale, a made story, else the result alone", () => {
    const context = (saleType: 'collection' | 'characterPass', session: Partial<typeof IDLE_SESSION>) =>
      ({ sale: makeSale({ saleType }), session: { ...IDLE_SESSION, ...session } }) as Parameters<
        typeof whitelistResultOf
      >[0];
    const story = { eligibleAdded: 1, storyKey: `${HOT}/story-1` };
    expect(whitelistResultOf(context('collection', story))).toBe('giveaway');
    expect(whitelistResultOf(context('characterPass', story))).toBe('story');
    expect(whitelistResultOf(context('characterPass', { eligibleAdded: 1 }))).toBe('plain');
    expect(whitelistResultOf(context('characterPass', {}))).toBe('plain');
    const noSale = { sale: null, session: { ...IDLE_SESSION, ...story } } as Parameters<typeof whitelistResultOf>[0];
    expect(whitelistResultOf(noSale)).toBe('story');
  });

  it("gives MintShare's share the story, the wallets, whether it was shared before and the handles", () => {
    const context = (sale: ReturnType<typeof makeSale> | null, changes: Partial<typeof IDLE_SESSION> = {}) =>
      ({ sale, connectedWallet: HOT, session: { ...SIGNED_SESSION, ...changes } }) as Parameters<
        typeof shareInputOf
      >[0];
    const characterPass = makeSale({ saleType: 'characterPass' });
    expect(shareInputOf(context(characterPass))).toEqual({
      story: SIGNED.story,
      hotWallet: HOT,
      connectedWallet: HOT,
      alreadyShared: false,
      postRedirectData: { email: 'ape@example.com', twitter: 'ape_fan' },
    });
    expect(shareInputOf(context(characterPass, { alreadyMintShared: true })).alreadyShared).toBe(true);
    // Story NFTs have no share step, and neither has a mint without a story.
    expect(shareInputOf(context(makeSale({ saleType: 'collection' }))).alreadyShared).toBe(true);
    const noStory = shareInputOf(context(characterPass, { shareStory: null }));
    expect(noStory).toMatchObject({ story: { walletAddress: '', storyId: '' }, alreadyShared: true });
    // Without a sale or a hot wallet yet: nothing to connect, and a story still to share.
    expect(shareInputOf(context(null, { hotWallet: null }))).toMatchObject({ hotWallet: '', alreadyShared: false });
  });

  it("gives Minting's mint the sale, the wallets, the signed mint and a resumed transaction", () => {
    const context = {
      sale: makeSale({ saleId: 'bayc', saleType: 'characterPass' }),
      session: { ...SIGNED_SESSION, pendingHash: '0xh' },
    };
    expect(mintInputOf(context as Parameters<typeof mintInputOf>[0])).toEqual({
      saleId: 'bayc',
      confirmsMint: true,
      hotWallet: HOT,
      twitter: 'ape_fan',
      nonce: 'n-1',
      mintAndSig: SIGNED.mintAndSig,
      pendingHash: '0xh',
    });
    const storyNft = { ...context, sale: makeSale({ saleType: 'collection' }) };
    expect(mintInputOf(storyNft as Parameters<typeof mintInputOf>[0]).confirmsMint).toBe(false);
    const noSale = { sale: null, session: IDLE_SESSION } as Parameters<typeof mintInputOf>[0];
    expect(mintInputOf(noSale)).toMatchObject({ saleId: '', confirmsMint: false, hotWallet: '' });
  });

  it('tells why a mint failed, and calls a mint that did not say a plain failure', () => {
    expect(failureReasonOf({ outcome: 'failed', reason: 'rejected' })).toBe('rejected');
    expect(failureReasonOf({ outcome: 'minted', hash: null, nfts: [], notice: null })).toBe('failed');
  });
});
