/**
 * Texts of the mint where the spec is silent: why a mint failed (under 'Minting failed. Please try
 * again.') and the progress notice. Apart from MESSAGES because only the mint page's lazy chunk
 * uses them: the start-up bundle stays within its budget.
 */
export const MINT_MESSAGES = {
  transactionCancelled: 'The transaction was cancelled in your wallet, so nothing was minted.',
  transactionRejected: 'The transaction was not approved in your wallet, so nothing was minted.',
  mintTakingLong:
    'This is taking longer than usual. Your transaction is still being confirmed: please keep this page open.',
} as const;
