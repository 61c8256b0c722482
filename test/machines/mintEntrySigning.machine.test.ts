import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type Actor } from 'xstate';
import { selectSigningView } from '../../machines/mintEntrySigning';
import { bindMintEntrySigning, type MintEntrySigningLogic } from '../../src/app/bindings/mintEntrySigning';
import type { Services } from '../../src/services/services.types';

const HOT = '0xa11ce0000000000000000000000000000000000a';
const COLD = '0xc01d000000000000000000000000000000000c01';
const SIGNED_RESPONSE = { rawMessage: 'raw', signature: '0xsig', signedTokens: ['7', '8'], storyKey: `${HOT}/story-1` };

let running: Actor<MintEntrySigningLogic> | undefined;
afterEach(() => {
  running?.stop();
  vi.restoreAllMocks();
});

function start(input: { coldWallet: string | null; nonce: string | null } = { coldWallet: COLD, nonce: 'n-1' }) {
  const sale = {
    signForMint: vi.fn(() => Promise.resolve(SIGNED_RESPONSE)),
    fetchThumbnails: vi.fn(() => Promise.resolve({ '7': '/7.png' })),
  };
  const logic = bindMintEntrySigning({ services: () => Promise.resolve({ sale } as unknown as Services) });
  const actor = createActor(logic, { input: { saleId: 'bayc', hotWallet: HOT, ...input } });
  running = actor;
  const view = () => selectSigningView(actor.getSnapshot());
  return { actor, sale, view };
}

describe("MintEntry's signing (spec sections 3, 7 and 8)", () => {
  it('signs with both wallets and the nonce, then ends with the signature and the images found', async () => {
    const { actor, sale } = start();
    actor.start();
    expect(selectSigningView(actor.getSnapshot())).toEqual({ stage: 'signing', error: null, tokens: [], images: {} });
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(sale.signForMint).toHaveBeenCalledWith(
      { saleId: 'bayc', payload: { coldWallet: COLD, hotWallet: HOT, nonce: 'n-1' } },
      expect.any(AbortSignal),
    );
    expect(sale.fetchThumbnails).toHaveBeenCalledWith(
      { saleId: 'bayc', tokenIds: ['7', '8'] },
      expect.any(AbortSignal),
    );
    expect(done.output).toEqual({
      mintAndSig: { rawMessage: 'raw', signature: '0xsig' },
      signedTokens: ['7', '8'],
      story: { walletAddress: HOT, storyId: 'story-1' },
      nftImageMap: { '7': '/7.png' },
    });
  });

  it('signs a story-NFT mint with the hot wallet only', async () => {
    const { actor, sale } = start({ coldWallet: null, nonce: null });
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(sale.signForMint).toHaveBeenCalledWith(
      { saleId: 'bayc', payload: { hotWallet: HOT } },
      expect.any(AbortSignal),
    );
  });

  it('shows the tokens signed for while their images load', async () => {
    const { actor, sale, view } = start();
    sale.fetchThumbnails.mockReturnValue(new Promise(() => {}));
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('loadingThumbnails'));
    expect(view()).toEqual({ stage: 'loadingThumbnails', error: null, tokens: ['7', '8'], images: {} });
  });

  it("keeps the catalogue's text of a failed signature, 'No response' without one, and signs again on Try again", async () => {
    const { actor, sale, view } = start();
    sale.signForMint.mockRejectedValueOnce(new Error('You have already minted some. (0xH, n-1)'));
    sale.signForMint.mockRejectedValueOnce(null);
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('signFailed'));
    expect(view()).toMatchObject({ stage: 'signFailed', error: 'You have already minted some. (0xH, n-1)' });
    actor.send({ type: 'signing.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('signFailed') && snapshot.context.error === 'No response');
    actor.send({ type: 'signing.retry' });
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(sale.signForMint).toHaveBeenCalledTimes(3);
    expect(done.output?.signedTokens).toEqual(['7', '8']);
  });

  it('ends with the tokens without images when the images fail, and logs why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { actor, sale } = start();
    sale.fetchThumbnails.mockRejectedValueOnce(new Error('no images'));
    actor.start();
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.output?.nftImageMap).toEqual({});
    expect(warn).toHaveBeenCalledWith('[mint]', expect.objectContaining({ error: new Error('no images') }));
  });
});
