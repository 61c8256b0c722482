import { describe, expect, it } from 'vitest';
import {
  AppError,
  AuthDeniedError,
  AuthError,
  AlreadySubscribedError,
  InvalidDataError,
  InvalidSaleIdError,
  MintingError,
  MintingReceiptError,
  PendingAuthError,
  PrepareMintError,
  RaffleDuplicateError,
  RemainingCountError,
  RestApiError,
  SignForMintError,
  SocialApiError,
  WaitForMintingError,
  errorMessage,
  followAllAccountsMessage,
  signForMintFailureReason,
} from '../../../src/domain/errors';

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
  });

  it('invalid sale id: \'Invalid sale ID "{id}"\'', () => {
    expect(new InvalidSaleIdError('nope').message).toBe('Invalid sale ID "nope"');
  });

  it('raffle duplicate: the 409 text, then raffle, wallet and twitter lines', () => {
    expect(new RaffleDuplicateError('giveaway-fezlove', '0xabc', 'ape').message).toBe(
      'This wallet or Twitter account was already entered in this raffle.\nRaffle: giveaway-fezlove\nWallet: 0xabc\nTwitter: ape',
    );
  });

  it("pending auth: type 2 means not logged in, others read 'Auth pending error: {type}'", () => {
    expect(new PendingAuthError(2).notLoggedIn).toBe(true);
    const other = new PendingAuthError(5);
    expect(other.notLoggedIn).toBe(false);
    expect(other.message).toBe('Auth pending error: 5');
  });

  it('social API error carries its status', () => {
    expect(new SocialApiError(403, 'Auth error. Please try again.')).toMatchObject({
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
