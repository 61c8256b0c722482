import { MESSAGES, MintingError, MintingReceiptError } from '../../domain/errors';
import { mintSigningSegment, saleLookup } from '../../domain/sale';
import type { Sale } from '../../domain/sale/sale.types';
import { TRANSFER_TOPIC } from '../sale/receiptNfts';
import type { MintedNft } from '../sale/saleService.types';
import type { TransactionReceipt, WalletBridge } from '../sale/walletBridge.types';
import { randomHex } from './hex';
import type { MockDelay } from './mockDelays';
import { decodeMockMintCall } from './mockMintCall';
import { remainingOf, setRemaining } from './mockRemaining';
import { parseSignedMessage } from './mockSignedMessage';
import type { MockState, MockStore } from './mockStore';

export interface MockChainDeps {
  sales: readonly Sale[];
  store: MockStore;
  delay: MockDelay;
  now: () => Date;
  /** The approval dialog (spec section 8): rejects with 'Denied transaction' or 'Closed transaction'. */
  approveTransaction: (request: { saleId: string; count: number; hotWallet: string }) => Promise<void>;
}

const topicOf = (value: bigint) => `0x${value.toString(16).padStart(64, '0')}`;

/** ERC-721 Transfer logs from the zero address, as the real contract emits them. */
function receiptOf(status: number, nfts: readonly MintedNft[], hotWallet: string): TransactionReceipt {
  return {
    status,
    logs: nfts.map((nft) => ({
      address: nft.contractAddress,
      topics: [TRANSFER_TOPIC, topicOf(0n), topicOf(BigInt(hotWallet)), topicOf(BigInt(nft.id))],
      data: '0x',
    })),
  };
}

/**
 * The mock chain of mock mode: a mint transaction is approved in the mock wallet's dialog, kept in
 * the mock state (session storage) under its hash, and mined after the minting delay (spec
 * section 9). Mining is what a signature-mint contract does: the signature must still be unused
 * and match its message (else status 0: reverted), the supply of the current mint phase is
 * lowered, and the tokens go to the hot wallet. A transaction is mined once; waiting for it again
 * (after a reload) gives the same receipt.
 */
export function createMockChain(deps: MockChainDeps): WalletBridge {
  const { store, delay, now, approveTransaction } = deps;
  const findSale = saleLookup(deps.sales);

  /** Mines `hash` if it is not yet: the receipt's status and the tokens minted. */
  function mine(state: MockState, hash: string) {
    const transaction = state.transactions[hash];
    if (!transaction) throw new MintingReceiptError(`Unknown transaction ${hash}`);
    if (transaction.receipt) return transaction.receipt;
    const sale = findSale(transaction.saleId);
    const message = parseSignedMessage(transaction.rawMessage);
    const supplyName = mintSigningSegment(sale, now()) === 'premint' ? 'waitlistSupply' : 'publicSupply';
    const supply = remainingOf(state, sale.saleId, supplyName);
    const valid = message !== null && state.signatures[transaction.signature] === transaction.rawMessage;
    if (!valid || supply <= 0) {
      transaction.receipt = { status: 0, nfts: [] };
      return transaction.receipt;
    }
    const count = Math.min(message.mintCount, supply);
    const nfts = Array.from({ length: count }, (_, index) => ({
      id: String(state.nextTokenId + index),
      contractAddress: sale.tokenContractAddress ?? '',
    }));
    state.nextTokenId += count;
    setRemaining(state, sale.saleId, supplyName, supply - count);
    state.minted[sale.saleId] = [...(state.minted[sale.saleId] ?? []), ...nfts];
    // A signature mints once, as on chain.
    delete state.signatures[transaction.signature];
    transaction.receipt = { status: 1, nfts };
    return transaction.receipt;
  }

  return {
    async sendTransaction(tx) {
      const call = decodeMockMintCall(tx.data);
      const message = call && parseSignedMessage(call.rawMessage);
      if (!call || !message) throw new MintingError(MESSAGES.missingMintData);
      await approveTransaction({ saleId: call.saleId, count: message.mintCount, hotWallet: call.hotWallet });
      const hash = randomHex(32);
      store.update((state) => {
        state.transactions[hash] = { ...call };
      });
      return { hash };
    },

    async waitForReceipt(hash, signal) {
      const known = store.read().transactions[hash];
      if (!known) throw new MintingReceiptError(`Unknown transaction ${hash}`);
      if (!known.receipt) await delay('minting', signal);
      const receipt = store.update((state) => mine(state, hash));
      return { kind: 'mined', receipt: receiptOf(receipt.status, receipt.nfts, known.hotWallet) };
    },
  };
}
