import { makeError } from 'ethers';
import { describe, expect, it } from 'vitest';
import { WalletError, type WalletErrorKind } from '../../../src/domain/errors';
import { toWalletError } from '../../../src/wallet/walletErrors';

const rpcError = (code: number, message = 'wallet says no') => Object.assign(new Error(message), { code });

describe('toWalletError', () => {
  it.each<[number, WalletErrorKind]>([
    [4001, 'userRejected'],
    [-32002, 'requestPending'],
    [4100, 'unauthorized'],
    [4200, 'unsupported'],
    [4900, 'disconnected'],
    [4901, 'chainDisconnected'],
    [4902, 'unknownChain'],
    [-32603, 'failed'],
    [-32000, 'failed'],
  ])('maps a provider error with code %i to %s, keeping the code and the cause', (code, kind) => {
    const raw = rpcError(code);
    const error = toWalletError(raw);
    expect(error).toBeInstanceOf(WalletError);
    expect(error).toMatchObject({ kind, rpcCode: code, cause: raw });
  });

  it('reads a plain {code, message} object, as some wallets reject with', () => {
    expect(toWalletError({ code: 4001, message: 'User rejected the request.' })).toMatchObject({
      kind: 'userRejected',
      rpcCode: 4001,
    });
  });

  it('reads ethers v6 ACTION_REJECTED as a rejection, with the wallet code under info.error', () => {
    const wrapped = makeError('user rejected action', 'ACTION_REJECTED', {
      action: 'sendTransaction',
      reason: 'rejected',
      info: { error: { code: 4001, message: 'ethers-user-denied: User denied' }, payload: {} },
    });
    expect(toWalletError(wrapped)).toMatchObject({ kind: 'userRejected', rpcCode: 4001, cause: wrapped });
  });

  it('reads ACTION_REJECTED as 4001 even when nothing is nested', () => {
    expect(toWalletError({ code: 'ACTION_REJECTED', message: 'user rejected action' })).toMatchObject({
      kind: 'userRejected',
      rpcCode: 4001,
    });
  });

  it('finds the wallet code that ethers nests under error (UNKNOWN_ERROR) or info.error', () => {
    const unknown = makeError('could not coalesce error', 'UNKNOWN_ERROR', {
      error: { code: 4100, message: 'not authorised' },
      payload: { method: 'eth_sendTransaction' },
    });
    expect(toWalletError(unknown)).toMatchObject({ kind: 'unauthorized', rpcCode: 4100 });
    const unsupported = makeError('unsupported operation', 'UNSUPPORTED_OPERATION', {
      operation: 'wallet_switchEthereumChain',
      info: { error: { code: 4902, message: 'Unrecognized chain' } },
    });
    expect(toWalletError(unsupported)).toMatchObject({ kind: 'unknownChain', rpcCode: 4902 });
  });

  it('gives ethers errors without a wallet code the kind failed', () => {
    const badData = makeError('invalid value', 'BAD_DATA', { value: '0x' });
    expect(toWalletError(badData)).toMatchObject({ kind: 'failed', rpcCode: undefined, cause: badData });
  });

  it('returns a WalletError as it is', () => {
    const error = new WalletError('noAccount');
    expect(toWalletError(error)).toBe(error);
  });

  it.each([null, undefined, 'boom', 42, [], {}, { code: 'nope' }, { code: 4001.5 }, new Error('plain')])(
    'never throws on odd input (%j): failed',
    (input) => {
      const error = toWalletError(input);
      expect(error).toMatchObject({ kind: 'failed', cause: input });
    },
  );

  it('stops on a cycle of nested errors', () => {
    const a: Record<string, unknown> = { code: 'WRAPPED' };
    a.error = a;
    expect(toWalletError(a)).toMatchObject({ kind: 'failed', rpcCode: undefined });
  });
});

describe('wallet errors wrapped as an internal error (MetaMask Mobile)', () => {
  it('looks through -32603 to the original error in data.originalError', () => {
    const wrapped = { code: -32603, message: 'Internal JSON-RPC error.', data: { originalError: { code: 4001 } } };
    expect(toWalletError(wrapped)).toMatchObject({ kind: 'userRejected', rpcCode: 4001 });
  });

  it('keeps -32603 as the code when nothing more precise is inside', () => {
    expect(toWalletError({ code: -32603, message: 'Internal JSON-RPC error.' })).toMatchObject({
      kind: 'failed',
      rpcCode: -32603,
    });
  });
});
