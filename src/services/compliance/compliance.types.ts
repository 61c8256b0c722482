/** Compliance screening: GET .../{walletAddress}; the response status decides. */
export interface ComplianceService {
  isWalletAddressSafe(walletAddress: string, signal?: AbortSignal): Promise<boolean>;
}
