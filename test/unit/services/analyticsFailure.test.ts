import { describe, expect, it } from 'vitest';
import { IdentityProviderUnavailableError, WalletError } from '../../../src/domain/errors';
import { failureOf } from '../../../src/services/analytics/failure';

describe('failureOf', () => {
  it("records a wallet error's kind with its EIP-1193 code", () => {
    const error = new WalletError('userRejected', { rpcCode: 4001 });
    expect(failureOf(error)).toEqual({ code: 'userRejected (4001)', message: error.message, stack: error.stack });
  });

  it("records a catalogue error's code", () => {
    expect(failureOf(new IdentityProviderUnavailableError())).toMatchObject({ code: 'identityProviderUnavailable' });
  });

  it('records anything else by its message alone', () => {
    expect(failureOf(new Error('502 from /tp'))).toMatchObject({ code: undefined, message: '502 from /tp' });
    expect(failureOf('boom')).toEqual({ code: undefined, message: 'boom', stack: undefined });
  });
});
