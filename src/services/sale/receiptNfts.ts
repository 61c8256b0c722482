import type { MintedNft } from './saleService.types';
import type { TransactionReceipt } from './walletBridge.types';

/** keccak256('Transfer(address,address,uint256)'): the ERC-721 Transfer event. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
/** A 32-byte topic as a bigint, or null when it is not hex. */
function topicValue(topic: string | undefined): bigint | null {
  if (!topic || !/^0x[0-9a-fA-F]{1,64}$/.test(topic)) return null;
  return BigInt(topic);
}

const addressOfTopic = (topic: string | undefined) => (topic ? `0x${topic.slice(-40)}`.toLowerCase() : '');

/**
 * The tokens a mint transaction created for `hotWallet`: ERC-721 Transfer logs (four topics)
 * from the zero address to the hot wallet, on `contractAddress` when one is given. A receipt
 * without logs gives an empty list.
 */
export function mintedNftsFromReceipt(
  receipt: TransactionReceipt,
  hotWallet: string,
  contractAddress?: string,
): MintedNft[] {
  const to = hotWallet.toLowerCase();
  const contract = contractAddress?.toLowerCase();
  const nfts: MintedNft[] = [];
  for (const log of receipt.logs ?? []) {
    const [event, from, recipient, tokenId] = log.topics;
    const id = topicValue(tokenId);
    if (
      log.topics.length === 4 &&
      event?.toLowerCase() === TRANSFER_TOPIC &&
      topicValue(from) === 0n &&
      addressOfTopic(recipient) === to &&
      id !== null &&
      (contract === undefined || log.address.toLowerCase() === contract)
    ) {
      nfts.push({ id: id.toString(), contractAddress: log.address });
    }
  }
  return nfts;
}
