/** Phones and tablets, by user agent: they get the wallet app's deep link instead of an extension. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}

/**
 * The MetaMask app's deep link that opens `path` of `host` in the app's browser (spec section 2:
 * "linking to a wallet-app deep link" when web3 is unavailable on a phone).
 */
export function walletAppLink(host: string, path: string): string {
  return `https://metamask.app.link/dapp/${host}${path.startsWith('/') ? path : `/${path}`}`;
}
