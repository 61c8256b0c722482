import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialPageState, resolveSaleState } from '../../../../src/domain/sale';
import { InvalidTokenTypeError, MESSAGES, TransactionDeniedError } from '../../../../src/domain/errors';
import { DEFAULT_SALE_MEDIA } from '../../../../src/domain/sale/saleMedia';
import { MOCK_SOCIAL_USER } from '../../../../src/services/mock/mockAccounts';
import { createMockSales, FOLLOW_STORYVERSE } from '../../../../src/services/mock/mockSales';
import { mintedNftsFromReceipt } from '../../../../src/services/sale/receiptNfts';
import type { ColdWalletSignPayload } from '../../../../src/services/sale/saleService.types';
import { COLD, HOT, NOW, memoryStorage, mockSaleServiceFor } from './mockHarness';
import { SPEC_SALE_IDS } from '../../../fixtures/specSaleIds';

const sign = (service: ReturnType<typeof mockSaleServiceFor>['service'], saleId = 'mayc') =>
  service.signForMint({
    saleId,
    payload: { coldWallet: COLD, hotWallet: HOT, nonce: 'n-1' } satisfies ColdWalletSignPayload,
  });

type Signed = Awaited<ReturnType<typeof sign>>;
const payloadOf = (signed: Signed) => ({ rawMessage: signed.rawMessage, signature: signed.signature, hotWallet: HOT });

/** The whole mint: prepared, approved and sent, mined; the receipt's status and the tokens it minted. */
async function mintOnChain(
  { service, chain }: Pick<ReturnType<typeof mockSaleServiceFor>, 'service' | 'chain'>,
  signed: Signed,
) {
  const tx = await service.prepareMint({ saleId: 'mayc', payload: payloadOf(signed) });
  const outcome = await chain.waitForReceipt((await chain.sendTransaction(tx)).hash);
  if (outcome.kind !== 'mined') throw new Error('the mock chain does not reprice');
  return { status: outcome.receipt.status, nfts: mintedNftsFromReceipt(outcome.receipt, HOT) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('mock sale service: catalogue', () => {
  it('finds a sale by id or its lowercase form, and names an unknown one', async () => {
    const { service } = mockSaleServiceFor();
    expect((await service.fetchSale('BAYC')).saleId).toBe('bayc');
    await expect(service.fetchSale('nope')).rejects.toThrow('Invalid sale ID "nope"');
  });

  it('lists the nine sales: bayc and mayc are characterPass, the story collectibles collection', async () => {
    const sales = await mockSaleServiceFor().service.fetchAllSales();
    expect(sales.map((sale) => sale.saleId)).toEqual(SPEC_SALE_IDS);
    for (const sale of sales) {
      expect(sale.saleType).toBe(['bayc', 'mayc'].includes(sale.saleId) ? 'characterPass' : 'collection');
      expect(sale.followSocials.length).toBeGreaterThan(0);
      expect(sale.crossLinks.length).toBeGreaterThan(0);
      // The data set's fallback video (spec section 3), so every page has media to show.
      expect(sale.saleMedia.directVideoUrl).toBe(DEFAULT_SALE_MEDIA.directVideoUrl);
    }
  });

  it('shares no mutable object between sales: each has its own media and follow list', () => {
    const sales = createMockSales(NOW);
    const objects = sales.flatMap((sale) => [sale.saleMedia, sale.followSocials, ...sale.followSocials]);
    expect(new Set(objects).size).toBe(objects.length);
    expect(objects).not.toContain(DEFAULT_SALE_MEDIA);
    expect(objects).not.toContain(FOLLOW_STORYVERSE);
    expect(objects).not.toContain(FOLLOW_STORYVERSE[0]);
    // A change to one sale stays there.
    const [first, second] = sales;
    first!.saleMedia.aspectRatio = 1;
    first!.followSocials[0]!.required = false;
    expect(second!.saleMedia.aspectRatio).toBe(16 / 9);
    expect(second!.followSocials[0]!.required).toBe(true);
  });

  it('keeps the shared defaults frozen', () => {
    expect(Object.isFrozen(DEFAULT_SALE_MEDIA)).toBe(true);
    expect(Object.isFrozen(FOLLOW_STORYVERSE)).toBe(true);
    expect(Object.isFrozen(FOLLOW_STORYVERSE[0])).toBe(true);
  });

  it('shows at least five page states across its sales, whatever the moment the app starts', async () => {
    // Every hour of a day, and days far apart: the demo data is relative to the start.
    const starts = [
      ...Array.from({ length: 24 }, (_, hour) => new Date(Date.UTC(2026, 10, 25, hour, 17))),
      new Date('2024-02-29T23:59:59Z'),
      new Date('2031-12-31T00:00:00Z'),
    ];
    for (const start of starts) {
      const sales = createMockSales(start);
      const { service } = mockSaleServiceFor({ now: start, sales });
      const pages = await Promise.all(
        sales.map(async (sale) => {
          const { phase, state } = await resolveSaleState(sale, start, {
            waitlistSpots: () => service.fetchWhitelistRemainingSpots({ saleId: sale.saleId }),
            waitlistSupply: () => service.fetchWhitelistMintRemainingSupply({ saleId: sale.saleId }),
            publicSupply: () => service.fetchPublicMintRemainingSupply({ saleId: sale.saleId }),
          });
          return { sale, phase, page: initialPageState(phase, state) };
        }),
      );
      const shown = new Set(pages.map(({ page }) => page));
      const when = start.toISOString();
      expect([...shown], when).toEqual(expect.arrayContaining(['PreWhitelist', 'Whitelist', 'PreMint', 'Mint']));
      expect(
        ['MintNoSupply', 'PostMint', 'WhitelistNoSpots'].some((page) => shown.has(page as never)),
        when,
      ).toBe(true);
      expect(shown.size, when).toBeGreaterThanOrEqual(5);
      // A collection in its giveaway (whitelist sign-up), and a Character Pass in its mint.
      const giveaway = pages.find(
        ({ sale, phase, page }) =>
          sale.saleType === 'collection' && phase?.kind === 'whitelistSignUp' && page === 'Whitelist',
      );
      const passMint = pages.find(({ sale, page }) => sale.saleType === 'characterPass' && page === 'Mint');
      expect([giveaway?.sale.saleId, passMint?.sale.saleId], when).toEqual([expect.any(String), expect.any(String)]);
    }
  });

  it('starts every remaining count at 10', async () => {
    const { service } = mockSaleServiceFor();
    expect(await service.fetchWhitelistRemainingSpots({ saleId: 'bayc' })).toBe(10);
    expect(await service.fetchWhitelistMintRemainingSupply({ saleId: 'mayc' })).toBe(10);
    expect(await service.fetchPublicMintRemainingSupply({ saleId: 'chasingshadows' })).toBe(10);
  });

  it('chooses the featured sale as current, and the best sale of a type when asked', async () => {
    const { service } = mockSaleServiceFor();
    expect((await service.fetchCurrentSale())?.saleId).toBe('bayc');
    const collection = await service.fetchCurrentSale('collection');
    expect(collection?.saleType).toBe('collection');
    expect(['raymondlightyear', 'prisonrush']).not.toContain(collection?.saleId);
  });

  it('gives a thumbnail per token id', async () => {
    const thumbnails = await mockSaleServiceFor().service.fetchThumbnails({ saleId: 'bayc', tokenIds: ['7', '8'] });
    expect(Object.keys(thumbnails)).toEqual(['7', '8']);
  });

  it('waits the spots-fetch delay times the scale', async () => {
    vi.useFakeTimers();
    const { service } = mockSaleServiceFor({ scale: 2 });
    const settled = vi.fn();
    void service.fetchWhitelistRemainingSpots({ saleId: 'bayc' }).then(settled);
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(10);
  });
});

describe('mock sale service: whitelist', () => {
  const payload = { nonce: 'nonce-1', hotWallet: HOT };

  it('adds a new nonce once: added 1, then added 0 with count 1', async () => {
    const { service } = mockSaleServiceFor();
    const first = await service.addToWhitelist({ saleId: 'bayc', whitelistPayload: payload });
    expect(first).toMatchObject({ added: 1, count: 1 });
    expect(first.storyKey).toMatch(/^0x0a7\w+\/bayc-1$/);
    expect(await service.addToWhitelist({ saleId: 'bayc', whitelistPayload: payload })).toEqual({ added: 0, count: 1 });
    expect(await service.fetchWhitelistRemainingSpots({ saleId: 'bayc' })).toBe(9);
  });

  it('adds nobody once the spots are gone: added 0, count 0', async () => {
    const { service } = mockSaleServiceFor();
    for (let index = 0; index < 10; index += 1) {
      await service.addToWhitelist({ saleId: 'bayc', whitelistPayload: { nonce: `n${index}`, hotWallet: HOT } });
    }
    expect(
      await service.addToWhitelist({ saleId: 'bayc', whitelistPayload: { nonce: 'late', hotWallet: HOT } }),
    ).toEqual({
      added: 0,
      count: 0,
    });
  });

  it("answers 'Invalid token type' for an unknown sale", async () => {
    const error = await mockSaleServiceFor()
      .service.addToWhitelist({ saleId: 'nope', whitelistPayload: payload })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidTokenTypeError);
    expect((error as Error).message).toBe('Invalid token type');
  });

  it('finds the sale as the catalogue does: exact id first, then lowercase', async () => {
    const [bayc] = createMockSales(NOW);
    const sales = [{ ...bayc!, saleId: 'MixedCase' }];
    const { service } = mockSaleServiceFor({ sales });
    await expect(service.addToWhitelist({ saleId: 'MixedCase', whitelistPayload: payload })).resolves.toMatchObject({
      added: 1,
    });
    await expect(
      service.addToWhitelist({ saleId: 'mixedcase', whitelistPayload: { ...payload, nonce: 'other' } }),
    ).resolves.toMatchObject({ added: 1 });
    expect(await service.fetchWhitelistRemainingSpots({ saleId: 'MixedCase' })).toBe(8);
    const { service: lower } = mockSaleServiceFor();
    await expect(lower.addToWhitelist({ saleId: 'BAYC', whitelistPayload: payload })).resolves.toMatchObject({
      added: 1,
    });
  });

  it('takes 3000 ms', async () => {
    vi.useFakeTimers();
    const { service } = mockSaleServiceFor({ scale: 1 });
    const settled = vi.fn();
    void service.addToWhitelist({ saleId: 'bayc', whitelistPayload: payload }).then(settled);
    await vi.advanceTimersByTimeAsync(2999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalled();
  });
});

describe('mock sale service: signing and minting', () => {
  it('signs for 3 tokens with a message naming both wallets and the counts', async () => {
    const signed = await sign(mockSaleServiceFor().service);
    expect(signed.signedTokens).toHaveLength(3);
    expect(signed.rawMessage).toBe(`${COLD.toLowerCase()}:${HOT.toLowerCase()}:3:3`);
    expect(signed.signature).toMatch(/^0x[0-9a-f]{130}$/);
  });

  it('mints the count of the signed message through the approval and the mock chain, lowering the supply', async () => {
    const { service, chain, approveTransaction } = mockSaleServiceFor();
    const signed = await sign(service);
    const minted = await mintOnChain({ service, chain }, signed);
    expect(minted.status).toBe(1);
    expect(minted.nfts).toHaveLength(3);
    expect(minted.nfts[0]?.contractAddress).toMatch(/^0x/);
    expect(approveTransaction).toHaveBeenCalledWith({ saleId: 'mayc', count: 3, hotWallet: HOT });
    expect(await service.fetchWhitelistMintRemainingSupply({ saleId: 'mayc' })).toBe(7);
  });

  it('mines a transaction once: waiting for it again gives the same receipt and mints nothing more', async () => {
    const { service, chain } = mockSaleServiceFor();
    const signed = await sign(service);
    const tx = await service.prepareMint({ saleId: 'mayc', payload: payloadOf(signed) });
    const { hash } = await chain.sendTransaction(tx);
    const first = await chain.waitForReceipt(hash);
    const again = await chain.waitForReceipt(hash);
    expect(again).toEqual(first);
    expect(await service.fetchWhitelistMintRemainingSupply({ saleId: 'mayc' })).toBe(7);
  });

  it("refuses an unknown signature ('Invalid signature (missing)'), also a second use", async () => {
    const { service, chain } = mockSaleServiceFor();
    const signed = await sign(service);
    await mintOnChain({ service, chain }, signed);
    await expect(service.prepareMint({ saleId: 'mayc', payload: payloadOf(signed) })).rejects.toThrow(
      'Invalid signature (missing)',
    );
  });

  it('two transactions of one signature: the first mined mints, the other reverts (status 0)', async () => {
    const { service, chain } = mockSaleServiceFor();
    const signed = await sign(service);
    const tx = await service.prepareMint({ saleId: 'mayc', payload: payloadOf(signed) });
    const [first, second] = await Promise.all([chain.sendTransaction(tx), chain.sendTransaction(tx)]);
    const receipts = await Promise.all([chain.waitForReceipt(first.hash), chain.waitForReceipt(second.hash)]);
    const statuses = receipts.map((outcome) => (outcome.kind === 'mined' ? outcome.receipt.status : null));
    expect(statuses.sort()).toEqual([0, 1]);
    // One mint of 3 tokens, not two.
    expect(await service.fetchWhitelistMintRemainingSupply({ saleId: 'mayc' })).toBe(7);
  });

  it("refuses a message that is not the signed one ('Invalid signature (non-matching)')", async () => {
    const { service } = mockSaleServiceFor();
    const signed = await sign(service);
    await expect(
      service.prepareMint({
        saleId: 'mayc',
        payload: { ...payloadOf(signed), rawMessage: signed.rawMessage.replace(':3:3', ':3:9') },
      }),
    ).rejects.toThrow('Invalid signature (non-matching)');
  });

  it('refuses to send a transaction that is not a mock mint, and to wait for an unknown hash', async () => {
    const { chain } = mockSaleServiceFor();
    await expect(chain.sendTransaction({ to: HOT, data: '0x1234', value: 0n })).rejects.toThrow('Missing mint data.');
    await expect(chain.waitForReceipt(`0x${'0'.repeat(64)}`)).rejects.toMatchObject({ code: 'mintingReceipt' });
  });

  it("fails with 'Currently not in minting period.' outside a mint window", async () => {
    await expect(sign(mockSaleServiceFor().service, 'fezlove')).rejects.toThrow('Currently not in minting period.');
  });

  it('needs the cold wallet and nonce for a characterPass sale', async () => {
    const { service } = mockSaleServiceFor();
    await expect(
      service.signForMint({ saleId: 'mayc', payload: { coldWallet: '', hotWallet: HOT, nonce: 'n' } }),
    ).rejects.toThrow('Missing cold wallet');
    await expect(
      service.signForMint({ saleId: 'mayc', payload: { coldWallet: COLD, hotWallet: HOT, nonce: '' } }),
    ).rejects.toThrow('Missing tokenproof nonce');
  });

  it('signs a story-NFT sale with the hot wallet only', async () => {
    const signed = await mockSaleServiceFor().service.signForMint({
      saleId: 'chasingshadows',
      payload: { hotWallet: HOT },
    });
    expect(signed.rawMessage.startsWith(`${HOT.toLowerCase()}:${HOT.toLowerCase()}:`)).toBe(true);
  });

  it("gives 'Mock error' for the errorOnSign, errorOnMinting and errorOnWaitingForMintOf triggers", async () => {
    await expect(sign(mockSaleServiceFor({ search: '?errorOnSign' }).service)).rejects.toMatchObject({
      code: 'signForMint',
      message: 'Mock error',
    });

    const minting = mockSaleServiceFor({ search: '?errorOnMinting=1' });
    const signed = await sign(minting.service);
    await expect(minting.service.prepareMint({ saleId: 'mayc', payload: payloadOf(signed) })).rejects.toMatchObject({
      code: 'minting',
      message: 'Mock error',
    });
    expect(minting.approveTransaction).not.toHaveBeenCalled();

    const waiting = mockSaleServiceFor({ search: '?errorOnWaitingForMintOf' });
    await expect(
      waiting.service.waitForMintingOf({ saleId: 'mayc', minted: { txHash: '0x1', hotWallet: HOT } }),
    ).rejects.toMatchObject({ code: 'waitForMinting', message: 'Mock error' });
  });

  it("passes the wallet's denial on ('Denied transaction') and mints nothing", async () => {
    const { service, chain, approveTransaction } = mockSaleServiceFor();
    approveTransaction.mockRejectedValueOnce(new TransactionDeniedError());
    const signed = await sign(service);
    await expect(mintOnChain({ service, chain }, signed)).rejects.toThrow('Denied transaction');
    expect(await service.fetchWhitelistMintRemainingSupply({ saleId: 'mayc' })).toBe(10);
  });

  it('takes 10 times the base delay to sign', async () => {
    vi.useFakeTimers();
    const { service } = mockSaleServiceFor({ scale: 1 });
    const settled = vi.fn();
    void sign(service).then(settled);
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalled();
  });

  it('keeps its state in storage: after a reload the wait for a sent transaction resumes and mints once', async () => {
    const storage = memoryStorage();
    const first = mockSaleServiceFor({ storage });
    const signed = await sign(first.service);
    const tx = await first.service.prepareMint({ saleId: 'mayc', payload: payloadOf(signed) });
    const { hash } = await first.chain.sendTransaction(tx);
    const second = mockSaleServiceFor({ storage });
    const outcome = await second.chain.waitForReceipt(hash);
    expect(outcome.kind === 'mined' && outcome.receipt.status).toBe(1);
    expect(await second.service.fetchWhitelistMintRemainingSupply({ saleId: 'mayc' })).toBe(7);
  });
});

describe('mock sale service: campaigns and social', () => {
  it('enters a giveaway once; the second entry is the raffle duplicate', async () => {
    const { service } = mockSaleServiceFor();
    const args = {
      campaign: 'giveaway-fezlove',
      socialHandles: { hotWallet: HOT, twitterHandle: 'ape' },
      captchaToken: 't',
    };
    expect(await service.isSubscribed({ campaign: 'giveaway-fezlove', walletAddress: HOT })).toEqual({ exists: false });
    await service.subscribe(args);
    expect(await service.isSubscribed({ campaign: 'giveaway-fezlove', walletAddress: HOT })).toEqual({ exists: true });
    await expect(service.subscribe(args)).rejects.toThrow(
      'This wallet or Twitter account was already entered in this raffle.',
    );
  });

  it('the subscription check needs campaign and wallet address, with the same text as the HTTP one', async () => {
    const { service } = mockSaleServiceFor();
    const text = 'Missing campaign and/or walletAddress in options';
    expect(MESSAGES.missingCampaignOrWalletAddress).toBe(text);
    await expect(service.isSubscribed({ campaign: '', walletAddress: HOT })).rejects.toThrow(text);
    await expect(service.isSubscribed({ campaign: 'c', walletAddress: '' })).rejects.toThrow(text);
  });

  it('answers the social calls as the logged-in mock user who follows everyone', async () => {
    const { service } = mockSaleServiceFor();
    expect(await service.fetchUser()).toEqual({ username: MOCK_SOCIAL_USER.twitterUserName });
    expect(await service.isLoggedIn()).toBe(true);
    expect(await service.verifyCreds()).toEqual({ valid: true });
    expect(await service.fetchIsFollowingAll({ users: ['StoryVerse', 'other'], retry: false })).toBe(true);
    expect((await service.tweetStory({ message: 'm', storyKey: '0xabc/1' })).tweetId).toBe('mock-tweet-0xabc-1');
  });

  it('needs a campaign and hot wallet to enter, and an e-mail to subscribe', async () => {
    const { service } = mockSaleServiceFor();
    await expect(
      service.subscribe({ campaign: '', socialHandles: { hotWallet: HOT }, captchaToken: '' }),
    ).rejects.toThrow('Missing campaign and/or hotWallet in options');
    await expect(service.subscribeEmail({ socialHandles: { email: '' } })).rejects.toThrow('Missing email in options');
    expect(await service.subscribeEmail({ socialHandles: { email: 'ape@example.org' } })).toBe(true);
  });

  it('screens the mock blocked wallet out', async () => {
    const { service } = mockSaleServiceFor();
    expect(await service.isWalletAddressSafe(HOT)).toBe(true);
    expect(await service.isWalletAddressSafe('0x000000000000000000000000000000000000DEAD')).toBe(false);
  });
});
