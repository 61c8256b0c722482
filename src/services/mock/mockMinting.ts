import { MESSAGES, MintingError, SignForMintError, WaitForMintingError } from '../../domain/errors';
import { saleLookup, validateSignForMint } from '../../domain/sale';
import { MOCK_CHAIN_ID } from '../../wallet/chains';
import type { SaleService } from '../sale/saleService.types';
import { MOCK_SIGNED_TOKENS, type MockSaleServiceDeps } from './mockSaleService.deps';
import { encodeMockMintCall } from './mockMintCall';
import { encodeSignedMessage, parseSignedMessage, randomSignature } from './mockSignedMessage';

/** Token ids of the holder's apes that the mock signer signs for: stable per cold wallet. */
function signedTokenIds(wallet: string): string[] {
  let hash = 0;
  for (const char of wallet.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const first = (hash % 9000) + 1;
  return Array.from({ length: MOCK_SIGNED_TOKENS }, (_, index) => String(first + index));
}

/** The placeholder contract of a mock sale without one. */
const MOCK_CONTRACT = '0x0000000000000000000000000000000000000721';

/**
 * Mock signing and minting (spec sections 5, 8, 9): signing returns 3 tokens; preparing a mint
 * needs the signature the mock issued for exactly that message and gives the mock chain's
 * transaction (src/services/mock/mockChain.ts mines it); the errorOn* query triggers fail
 * signing, preparing and the wait for minting with 'Mock error'.
 */
export function createMockMinting(
  deps: MockSaleServiceDeps,
): Pick<SaleService, 'signForMint' | 'prepareMint' | 'waitForMintingOf'> {
  const { sales, store, delay, now, triggers } = deps;
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

    async prepareMint({ saleId, payload }, signal) {
      const sale = findSale(saleId);
      await delay('base', signal);
      if (triggers().errorOnMinting) throw new MintingError(MESSAGES.mockError);
      const known = store.read().signatures[payload.signature];
      if (known === undefined) throw new MintingError(MESSAGES.invalidSignatureMissing);
      if (known !== payload.rawMessage) throw new MintingError(MESSAGES.invalidSignatureNonMatching);
      if (!parseSignedMessage(payload.rawMessage)) throw new MintingError(MESSAGES.missingMintData);
      return {
        to: sale.tokenContractAddress ?? MOCK_CONTRACT,
        data: encodeMockMintCall({ saleId: sale.saleId, ...payload }),
        value: 0n,
        chainId: MOCK_CHAIN_ID,
      };
    },

    async waitForMintingOf({ saleId }, signal) {
      findSale(saleId);
      await delay('base', signal);
      if (triggers().errorOnWaitingForMintOf) throw new WaitForMintingError(MESSAGES.mockError);
    },
  };
}
