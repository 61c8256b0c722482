import { describe, expect, it } from 'vitest';
import { WEI_PER_ETH } from '../../../../src/domain/admin/ethAmount';
import {
  applyTransfer,
  checkTransferAmount,
  transferRefusal,
  type FundsBalances,
} from '../../../../src/domain/admin/funds';

const ETH = WEI_PER_ETH;
/** Wallet 1 ETH, sale 0.5 ETH, linked. */
const balances: FundsBalances = { walletBalance: ETH, saleBalance: ETH / 2n, linked: true };

describe('transferRefusal', () => {
  it.each([
    ['deposit', 0n, 'Cannot deposit zero or less'],
    ['deposit', -1n, 'Cannot deposit zero or less'],
    ['withdraw', 0n, 'Cannot withdraw zero or less'],
    ['withdraw', -ETH, 'Cannot withdraw zero or less'],
    ['deposit', ETH + 1n, 'Cannot deposit more than available balance'],
    ['withdraw', ETH / 2n + 1n, 'Cannot withdraw more than available balance'],
  ] as const)('%s of %s wei: %j', (direction, amount, message) => {
    expect(transferRefusal(direction, amount, balances)).toBe(message);
  });

  it('compares a deposit with the wallet and a withdrawal with the sale', () => {
    // 0.75 ETH: within the wallet's 1 ETH, above the sale's 0.5 ETH.
    const amount = (3n * ETH) / 4n;
    expect(transferRefusal('deposit', amount, balances)).toBeNull();
    expect(transferRefusal('withdraw', amount, balances)).toBe('Cannot withdraw more than available balance');
  });

  it('allows the whole balance, to the wei', () => {
    expect(transferRefusal('deposit', ETH, balances)).toBeNull();
    expect(transferRefusal('withdraw', ETH / 2n, balances)).toBeNull();
    expect(transferRefusal('deposit', 1n, balances)).toBeNull();
  });

  it("needs a linked wallet ('Not linked')", () => {
    const unlinked = { ...balances, linked: false };
    expect(transferRefusal('deposit', 1n, unlinked)).toBe('Not linked');
    expect(transferRefusal('withdraw', 1n, unlinked)).toBe('Not linked');
  });

  it('checks the amount, then the balance, then the link', () => {
    const unlinkedEmpty = { walletBalance: 0n, saleBalance: 0n, linked: false };
    expect(transferRefusal('deposit', 0n, unlinkedEmpty)).toBe('Cannot deposit zero or less');
    expect(transferRefusal('deposit', 1n, unlinkedEmpty)).toBe('Cannot deposit more than available balance');
    expect(transferRefusal('withdraw', 0n, unlinkedEmpty)).toBe('Cannot withdraw zero or less');
    expect(transferRefusal('withdraw', 1n, unlinkedEmpty)).toBe('Cannot withdraw more than available balance');
  });
});

describe('applyTransfer', () => {
  it('moves a deposit from the wallet to the sale, and a withdrawal back', () => {
    expect(applyTransfer('deposit', ETH / 4n, balances)).toEqual({
      walletBalance: (3n * ETH) / 4n,
      saleBalance: (3n * ETH) / 4n,
      linked: true,
    });
    expect(applyTransfer('withdraw', ETH / 2n, balances)).toEqual({
      walletBalance: ETH + ETH / 2n,
      saleBalance: 0n,
      linked: true,
    });
  });

  it('keeps single wei beyond what a number holds', () => {
    const large = { walletBalance: ETH + 1n, saleBalance: 0n, linked: true };
    expect(applyTransfer('deposit', 1n, large)).toEqual({ walletBalance: ETH, saleBalance: 1n, linked: true });
  });
});

describe('checkTransferAmount', () => {
  it('tells empty, malformed, waiting, refused and accepted apart', () => {
    expect(checkTransferAmount('deposit', '  ', balances)).toEqual({ kind: 'empty' });
    expect(checkTransferAmount('deposit', '1e3', balances)).toEqual({ kind: 'malformed' });
    expect(checkTransferAmount('deposit', '0.1', null)).toEqual({ kind: 'waiting' });
    expect(checkTransferAmount('deposit', '0', balances)).toEqual({
      kind: 'refused',
      message: 'Cannot deposit zero or less',
    });
    expect(checkTransferAmount('withdraw', '0.6', balances)).toEqual({
      kind: 'refused',
      message: 'Cannot withdraw more than available balance',
    });
    expect(checkTransferAmount('withdraw', '.5', balances)).toEqual({ kind: 'accepted', value: ETH / 2n });
  });
});
