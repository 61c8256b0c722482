/**
 * The block explorer's page of a transaction: `/tx/{hash}` on the configured explorer's origin
 * (VITE_EXPLORER_URL names the collection's page there, as Etherscan-like explorers lay it out).
 */
export function transactionLink(explorer: string, hash: string): string {
  return new URL(`/tx/${encodeURIComponent(hash)}`, explorer).href;
}
