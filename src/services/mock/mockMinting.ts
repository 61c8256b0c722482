import { MESSAGES, MintingError, SignForMintError, WaitForMintingError } from '../../domain/errors';
import { mintSigningSegment, saleLookup, validateSignForMint } from '../../domain/sale';
import type { SaleService } from '../sale/saleService.types';
import { remainingOf, setRemaining } from './mockRemaining';
import { MOCK_SIGNED_TOKENS, type MockSaleServiceDeps } from './mockSaleService.deps';
import { encodeSignedMessage, parseSignedMessage, randomSignature } from './mockSignedMessage';

/** Token ids of the holder's apes that the mock signer signs for: stable per cold wallet. */
function signedTokenIds(wallet: string): string[] {
  let hash = 0;
  for (const char of wallet.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const first = (hash % 9000) + 1;
  return Array.from({ length: MOCK_SIGNED_TOKENS }, (_, index) => String(first + index));
}

/**
 * Mock signing and minting (spec sections 5, 8, 9): signing returns 3 tokens; a mint needs
 * the signature the mock issued for exactly that message, takes its count from the message,
 * asks the mock wallet to approve, and honours the errorOn* query triggers.
 */
export function createMockMinting(deps: MockSaleServiceDeps): Pick<SaleService, 'signForMint' | 'mintWithSignature'> {
  const { sales, store, delay, now, triggers, approveTransaction } = deps;
  const findSale = saleLookup(sales);

  return {
    async signForMint({ saleId, payload }, signal) {
      await delay('signing', signal);
      if (triggers().errorOnSign) throw new SignForMintError(MESSAGES.mockError);
      const sale = findSale(saleId);
      const { hotWallet, coldWallet } = validateSignForMint(sale, payload, now());
      const signedTokens = signedTokenIds(coldWallet);
      const rawMessage = encodeSignedMessage({
        coldWallet: coldWallet.toLowerCase(),
        hotWallet: hotWallet.toLowerCase(),
        spotCount: signedTokens.length,
        mintCount: signedTokens.length,
      });
      const signature = randomSignature();
      store.update((state) => {
        state.signatures[signature] = rawMessage;
      });
      return {
        rawMessage,
        signature,
        storyKey: `${hotWallet.toLowerCase()}/${sale.saleId}-story`,
        signedTokens,
        nftImages: Object.fromEntries(signedTokens.map((id) => [id, `/media/mock-nft.svg?id=${id}`])),
      };
    },

    async mintWithSignature({ saleId, payload }, signal) {
      const sale = findSale(saleId);
      const known = store.read().signatures[payload.signature];
      if (known === undefined) throw new MintingError(MESSAGES.invalidSignatureMissing);
      if (known !== payload.rawMessage) throw new MintingError(MESSAGES.invalidSignatureNonMatching);
      const message = parseSignedMessage(payload.rawMessage);
      if (!message) throw new MintingError(MESSAGES.missingMintData);

      await approveTransaction({ saleId: sale.saleId, count: message.mintCount, hotWallet: payload.hotWallet });
      await delay('minting', signal);
      if (triggers().errorOnMinting) throw new MintingError(MESSAGES.mockError);

      const supplyName = mintSigningSegment(sale, now()) === 'premint' ? 'waitlistSupply' : 'publicSupply';
      const nfts = store.update((state) => {
        // Checked again here: another mint of the same signature may have used it while this
        // one waited for the approval and the delay (a signature mints once, as on chain).
        if (state.signatures[payload.signature] !== payload.rawMessage) {
          throw new MintingError(MESSAGES.invalidSignatureMissing);
        }
        const supply = remainingOf(state, sale.saleId, supplyName);
        if (supply <= 0) throw new MintingError();
        const count = Math.min(message.mintCount, supply);
        const minted = Array.from({ length: count }, (_, index) => ({
          id: String(state.nextTokenId + index),
          contractAddress: sale.tokenContractAddress ?? '',
        }));
        state.nextTokenId += count;
        setRemaining(state, sale.saleId, supplyName, supply - count);
        state.minted[sale.saleId] = [...(state.minted[sale.saleId] ?? []), ...minted];
        delete state.signatures[payload.signature];
        return minted;
      });

      // The mint happened; only its confirmation fails (characterPass sales wait for it).
      if (sale.saleType === 'characterPass' && triggers().errorOnWaitingForMintOf) {
        throw new WaitForMintingError(MESSAGES.mockError);
      }
      return { nfts };
    },
  };
}
