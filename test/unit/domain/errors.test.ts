import { describe, expect, it } from 'vitest';
import {
  AppError,
  AuthDeniedError,
  AuthError,
  AlreadySubscribedError,
  ChainSendError,
  FollowVerifyNotLoggedInError,
  IdentityProviderUnavailableError,
  InvalidDataError,
  InvalidSaleIdError,
  InvalidSocialHandlesError,
  InvalidTokenTypeError,
  MESSAGES,
  MintingError,
  MintingReceiptError,
  MockError,
  NetworkError,
  NotInMintingPeriodError,
  PendingAuthError,
  PrepareMintError,
  RaffleDuplicateError,
  RemainingCountError,
  RequestTimeoutError,
  RestApiError,
  ShareAbortedError,
  SignForMintError,
  SocialApiError,
  TransactionClosedError,
  TransactionDeniedError,
  TransactionReplacedError,
  TwitterReauthorizationError,
  UnexpectedCurrentPageError,
  WaitForMintingError,
  WalletError,
  errorMessage,
  followAllAccountsMessage,
  needAccountMessage,
  type WalletErrorKind,
} from '../../../src/domain/errors';
import { signForMintFailureReason } from '../../../src/domain/errors/signForMintFailure';
import { MINT_MESSAGES } from '../../../src/domain/errors/mintMessages';

describe('error catalogue (spec section 8)', () => {
  it.each([
    [new SignForMintError(), 'signForMint', 'Signing for mint error occurred'],
    [new PrepareMintError(), 'prepareMint', 'Prepare mint error occurred'],
    [new MintingError(), 'minting', 'Minting error occurred'],
    [new MintingReceiptError(), 'mintingReceipt', 'Minting receipt error occurred'],
    [new WaitForMintingError(), 'waitForMinting', 'Post mint error occurred'],
    [new AuthError(), 'auth', 'Auth error occurred'],
    [new AuthDeniedError(), 'authDenied', 'User denied auth'],
    [new AlreadySubscribedError(), 'alreadySubscribed', 'Already subscribed'],
    [new MockError(), 'mock', 'Mock error'],
    [new TransactionDeniedError(), 'transactionDenied', 'Denied transaction'],
    [new TransactionClosedError(), 'transactionClosed', 'Closed transaction'],
    [new InvalidTokenTypeError(), 'invalidTokenType', 'Invalid token type'],
    [new UnexpectedCurrentPageError(), 'unexpectedCurrentPage', 'Unexpected current page'],
    [new TwitterReauthorizationError(), 'twitterReauthorization', 'Twitter reauthorization required.'],
    [new InvalidSocialHandlesError(), 'invalidSocialHandles', 'Invalid social handles. Please correct and try again.'],
  ])('%s has its code and default message', (error, code, message) => {
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
  });

  // Texts the spec leaves unnamed: each has its own code and says what failed.
  it.each([
    [new IdentityProviderUnavailableError(), 'identityProviderUnavailable', MESSAGES.tokenproofUnavailable],
    [new ChainSendError(), 'chainSend', 'Sending the transaction to the chain failed'],
    [new FollowVerifyNotLoggedInError(), 'followVerifyNotLoggedIn', 'Follow verification needs a social login'],
    [new ShareAbortedError(), 'shareAborted', 'The share was cancelled'],
    [new TransactionReplacedError(), 'transactionReplaced', MINT_MESSAGES.transactionCancelled],
    [new NotInMintingPeriodError(), 'notInMintingPeriod', MESSAGES.notInMintingPeriod],
    [new NetworkError(), 'network', 'Network error: the service could not be reached'],
  ])('%s has its code and default message', (error, code, message) => {
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
  });

  it('keeps a given message and the cause', () => {
    const cause = new Error('socket closed');
    const error = new MintingError('Mock error', { cause });
    expect(error.message).toBe('Mock error');
    expect(error.cause).toBe(cause);
    expect(error.name).toBe('MintingError');
  });

  it('REST API error: status, text and the JSON when the text is JSON', () => {
    const json = new RestApiError(409, '{"error":"dup"}');
    expect(json).toMatchObject({ statusCode: 409, responseText: '{"error":"dup"}', json: { error: 'dup' } });
    expect(json.message).toBe('Rest API error');
    expect(new RestApiError(500, '<html>').json).toBeUndefined();
    expect(json.code).toBe('restApi');
  });

  it("REST API error: a given message replaces 'Rest API error'", () => {
    expect(new RestApiError(503, '', 'Down for maintenance').message).toBe('Down for maintenance');
  });

  it('a timed-out request says how long it was given', () => {
    expect(new RequestTimeoutError(10_000)).toMatchObject({
      code: 'timeout',
      timeoutMs: 10_000,
      message: 'The service took too long to answer (over 10000 ms)',
    });
  });

  it('invalid sale id: \'Invalid sale ID "{id}"\'', () => {
    expect(new InvalidSaleIdError('nope')).toMatchObject({
      code: 'invalidSaleId',
      saleId: 'nope',
      message: 'Invalid sale ID "nope"',
    });
  });

  it('raffle duplicate: the 409 text, then raffle, wallet and twitter lines', () => {
    const error = new RaffleDuplicateError('giveaway-fezlove', '0xabc', 'ape');
    expect(error.message).toBe(
      'This wallet or Twitter account was already entered in this raffle.\nRaffle: giveaway-fezlove\nWallet: 0xabc\nTwitter: ape',
    );
    expect(error.code).toBe('raffleDuplicate');
  });

  it("pending auth: type 2 means not logged in, others read 'Auth pending error: {type}'", () => {
    expect(new PendingAuthError(2).notLoggedIn).toBe(true);
    const other = new PendingAuthError(5);
    expect(other.notLoggedIn).toBe(false);
    expect(other.message).toBe('Auth pending error: 5');
    expect(other.code).toBe('pendingAuth');
  });

  it('social API error carries its status', () => {
    expect(new SocialApiError(403, 'Auth error. Please try again.')).toMatchObject({
      code: 'socialApi',
      status: 403,
      message: 'Auth error. Please try again.',
    });
  });

  it('a failed remaining count names which count', () => {
    expect(new RemainingCountError('waitlist supply').message).toBe('Could not fetch the remaining waitlist supply');
  });

  it('invalid data names what was malformed', () => {
    expect(new InvalidDataError('verify response', ['valid: expected boolean']).message).toBe(
      'Invalid data format for verify response: valid: expected boolean',
    );
  });

  it('invalid data lists several issues apart, and none when there are none', () => {
    expect(new InvalidDataError('tweet response', ['tweetId: expected string', 'extra: unknown key']).message).toBe(
      'Invalid data format for tweet response: tweetId: expected string; extra: unknown key',
    );
    const bare = new InvalidDataError('token response');
    expect(bare.message).toBe('Invalid data format for token response');
    expect(bare.issues).toEqual([]);
  });

  it("invalid data can carry the catalogue's own text, keeping what and issues", () => {
    const cause = new Error('inner');
    const error = new InvalidDataError('isSubscribed results', ['exists: expected boolean'], {
      message: 'Cannot parse isSubscribed results',
      cause,
    });
    expect(error).toMatchObject({
      message: 'Cannot parse isSubscribed results',
      what: 'isSubscribed results',
      issues: ['exists: expected boolean'],
      code: 'invalidData',
      cause,
    });
  });

  it("'Follow all N Twitter accounts to register.'", () => {
    expect(followAllAccountsMessage(3)).toBe('Follow all 3 Twitter accounts to register.');
  });

  it("'In order to sign up you need a Tokenproof account to validate your {token name}.' (spec section 6)", () => {
    expect(needAccountMessage('Bored Ape')).toBe(
      'In order to sign up you need a Tokenproof account to validate your Bored Ape.',
    );
  });

  it('falls back to the unknown error for anything without a message', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage('text')).toBe('text');
    expect(errorMessage(undefined)).toBe('Unknown error has occurred.');
    expect(errorMessage({})).toBe('Unknown error has occurred.');
  });
});

describe('signForMintFailureReason', () => {
  const body = (pending: number, minted: number, error = 'Not on the list') => ({
    error,
    counts: { pending, minted, signable: 0 },
  });

  it('says a mint is in progress when pending > 0, whatever else', () => {
    expect(signForMintFailureReason(body(1, 2), '0xhot', 'n-1')).toBe(
      'You are already in the process of minting some! (0xhot, n-1)',
    );
  });

  it('says already minted when minted > 0', () => {
    expect(signForMintFailureReason(body(0, 2), '0xhot', 'n-1')).toBe('You have already minted some. (0xhot, n-1)');
  });

  it("passes the server's text on otherwise, and leaves out a missing nonce", () => {
    expect(signForMintFailureReason(body(0, 0), '0xhot', undefined)).toBe('Not on the list (0xhot)');
  });

  it('does not read a body of another shape', () => {
    expect(signForMintFailureReason({ error: 'x', counts: { pending: '1' } }, '0xhot', 'n')).toBeNull();
    expect(signForMintFailureReason('oops', '0xhot', 'n')).toBeNull();
  });
});

describe('WalletError', () => {
  it.each<[WalletErrorKind, string]>([
    ['userRejected', MESSAGES.walletRejected],
    ['requestPending', MESSAGES.walletRequestPending],
    ['unauthorized', MESSAGES.walletUnauthorized],
    ['unsupported', MESSAGES.walletUnsupported],
    ['disconnected', MESSAGES.walletDisconnected],
    ['chainDisconnected', MESSAGES.walletChainDisconnected],
    ['unknownChain', MESSAGES.walletUnknownChain],
    ['noAccount', MESSAGES.walletNoAccount],
    ['noWallet', MESSAGES.walletNotFound],
    ['failed', MESSAGES.walletFailed],
  ])('a %s failure shows its own text', (kind, message) => {
    expect(new WalletError(kind)).toMatchObject({ code: 'wallet', kind, message });
  });

  it("keeps the wallet's own code and the cause, for tracking", () => {
    const cause = { code: 4001, message: 'User rejected the request.' };
    const error = new WalletError('userRejected', { rpcCode: 4001, cause });
    expect(error.rpcCode).toBe(4001);
    expect(error.cause).toBe(cause);
  });
});
