import { MESSAGES, invalidSaleIdMessage, pendingAuthMessage } from './messages';
import { messageOf } from './messageOf';
import { MINT_MESSAGES } from './mintMessages';
import { defineError, type AppError } from './appError';

export { AppError } from './appError';
export { RemainingCountError } from './remainingCountError';

export class SignForMintError extends defineError('signForMint', 'Signing for mint error occurred') {}
export class PrepareMintError extends defineError('prepareMint', 'Prepare mint error occurred') {}
export class MintingError extends defineError('minting', 'Minting error occurred') {}
export class MintingReceiptError extends defineError('mintingReceipt', 'Minting receipt error occurred') {}
export class WaitForMintingError extends defineError('waitForMinting', 'Post mint error occurred') {}
export class AuthError extends defineError('auth', 'Auth error occurred') {}
export class AuthDeniedError extends defineError('authDenied', 'User denied auth') {}
/** The identity-proof provider's widget script did not load, or loaded without its API. */
export class IdentityProviderUnavailableError extends defineError(
  'identityProviderUnavailable',
  MESSAGES.tokenproofUnavailable,
) {}
export class AlreadySubscribedError extends defineError('alreadySubscribed', 'Already subscribed') {}
export class ChainSendError extends defineError('chainSend', 'Sending the transaction to the chain failed') {}
export class FollowVerifyNotLoggedInError extends defineError(
  'followVerifyNotLoggedIn',
  'Follow verification needs a social login',
) {}
/** The user closed the Web Share API's sheet without sharing (its AbortError). */
export class ShareAbortedError extends defineError('shareAborted', 'The share was cancelled') {}
/** Spec section 8: the tweet was refused for the stored credentials (HTTP 401 or 403). */
export class TwitterReauthorizationError extends defineError(
  'twitterReauthorization',
  MESSAGES.twitterReauthorizationRequired,
) {}
/** The sender cancelled (or replaced with another call) a mint transaction before it was mined. */
export class TransactionReplacedError extends defineError('transactionReplaced', MINT_MESSAGES.transactionCancelled) {}
export class MockError extends defineError('mock', MESSAGES.mockError) {}
export class TransactionDeniedError extends defineError('transactionDenied', MESSAGES.deniedTransaction) {}
export class TransactionClosedError extends defineError('transactionClosed', MESSAGES.closedTransaction) {}
export class InvalidTokenTypeError extends defineError('invalidTokenType', MESSAGES.invalidTokenType) {}
export class NotInMintingPeriodError extends defineError('notInMintingPeriod', MESSAGES.notInMintingPeriod) {}
export class UnexpectedCurrentPageError extends defineError('unexpectedCurrentPage', MESSAGES.unexpectedCurrentPage) {}

/**
 * A response of the wrong shape: raised instead of letting undefined travel into the UI. The
 * message is 'Invalid data format for {what}: {issues}' unless the catalogue has a text of its
 * own for that data (options.message, e.g. 'Cannot parse isSubscribed results').
 */
export class InvalidDataError extends defineError('invalidData', 'Invalid data format') {
  constructor(
    readonly what: string,
    readonly issues: readonly string[] = [],
    options: { message?: string; cause?: unknown } = {},
  ) {
    super(options.message ?? `Invalid data format for ${what}${issues.length ? `: ${issues.join('; ')}` : ''}`, {
      cause: options.cause,
    });
  }
}

export class InvalidSaleIdError extends defineError('invalidSaleId', 'Invalid sale ID') {
  constructor(readonly saleId: string) {
    super(invalidSaleIdMessage(saleId));
  }
}

/** A non-ok HTTP answer. `json` holds the parsed body when it was JSON. */
export class RestApiError extends defineError('restApi', 'Rest API error') {
  constructor(
    readonly statusCode: number,
    readonly responseText: string,
    message?: string,
    /** The wait a 429 or 503 asked for (its Retry-After header, in ms), or null when it asked none. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    try {
      this.json = JSON.parse(responseText);
    } catch {
      // Not JSON: json keeps its undefined.
    }
  }
  readonly json: unknown;
}

/** The request never got an answer: no connection, or aborted. */
export class NetworkError extends defineError('network', 'Network error: the service could not be reached') {}

/** The request took longer than its time limit. */
export class RequestTimeoutError extends defineError('timeout', 'The service took too long to answer') {
  constructor(readonly timeoutMs: number) {
    super(`The service took too long to answer (over ${timeoutMs} ms)`);
  }
}

/** HTTP 409 on a raffle entry: the catalogue's text followed by raffle, wallet and twitter lines. */
/** The lines under 'This wallet or Twitter account was already entered in this raffle.' (spec section 8). */
export function raffleDuplicateLines(entry: { raffle: string; wallet: string; twitter: string }): string[] {
  return [`Raffle: ${entry.raffle}`, `Wallet: ${entry.wallet}`, `Twitter: ${entry.twitter}`];
}

export class RaffleDuplicateError extends defineError('raffleDuplicate', MESSAGES.raffleAlreadyEntered) {
  constructor(
    readonly raffle: string,
    readonly wallet: string,
    readonly twitter: string,
  ) {
    super([MESSAGES.raffleAlreadyEntered, ...raffleDuplicateLines({ raffle, wallet, twitter })].join('\n'));
  }
}

/** The campaign refused the entry's handles (a 400): 'Invalid social handles. Please correct and try again.' */
export class InvalidSocialHandlesError extends defineError('invalidSocialHandles', MESSAGES.invalidSocialHandles) {}

/** A social network API failure, with its HTTP status. */
export class SocialApiError extends defineError('socialApi', 'Social API error') {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A failed social-login (v2) pending poll. Type 2 means the user is not logged in. */
export class PendingAuthError extends defineError('pendingAuth', 'Auth pending error') {
  constructor(readonly type: number) {
    super(pendingAuthMessage(type));
  }
  get notLoggedIn(): boolean {
    return this.type === 2;
  }
}

/** What went wrong in a wallet request (EIP-1193 codes mapped in src/wallet/walletErrors.ts). */
export type WalletErrorKind =
  | 'userRejected'
  | 'requestPending'
  | 'unauthorized'
  | 'unsupported'
  | 'disconnected'
  | 'chainDisconnected'
  | 'unknownChain'
  | 'noAccount'
  | 'noWallet'
  | 'failed';

const WALLET_MESSAGES: Readonly<Record<WalletErrorKind, string>> = {
  userRejected: MESSAGES.walletRejected,
  requestPending: MESSAGES.walletRequestPending,
  unauthorized: MESSAGES.walletUnauthorized,
  unsupported: MESSAGES.walletUnsupported,
  disconnected: MESSAGES.walletDisconnected,
  chainDisconnected: MESSAGES.walletChainDisconnected,
  unknownChain: MESSAGES.walletUnknownChain,
  noAccount: MESSAGES.walletNoAccount,
  noWallet: MESSAGES.walletNotFound,
  failed: MESSAGES.walletFailed,
};

/**
 * A wallet request that failed. `kind` is what flows branch on; `rpcCode` is the wallet's own
 * EIP-1193 / JSON-RPC code when it gave one, kept with the cause for tracking (spec section 8:
 * "Wallet connection errors are tracked with code, message and stack").
 */
export class WalletError extends defineError('wallet', MESSAGES.walletFailed) {
  readonly rpcCode: number | undefined;
  constructor(
    readonly kind: WalletErrorKind,
    options: { rpcCode?: number; cause?: unknown } = {},
  ) {
    super(WALLET_MESSAGES[kind], { cause: options.cause });
    this.rpcCode = options.rpcCode;
  }
}

export type AppErrorCode = AppError['code'];

/** The message to show for anything thrown, falling back to the catalogue's unknown error. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string' && error) return error;
  return messageOf(error) ?? MESSAGES.unknownError;
}
