import { describe, expect, it } from 'vitest';
import { MESSAGES, NotInMintingPeriodError, SignForMintError } from '../../../src/domain/errors';
import { validateSignForMint } from '../../../src/domain/sale/signForMintRequest';
import { at, makeSale, phase } from './saleFixtures';

const characterPass = makeSale({ whitelist: { mint: phase(0, 60) }, publicMint: phase(60) });
const collection = makeSale({ saleId: 'fezlove', saleType: 'collection', publicMint: phase(0) });

describe('validateSignForMint (spec sections 4 and 8)', () => {
  it('characterPass: the period segment, both wallets and the nonce', () => {
    expect(validateSignForMint(characterPass, { coldWallet: '0xc', hotWallet: '0xh', nonce: 'n' }, at(10))).toEqual({
      premint: 'premint',
      hotWallet: '0xh',
      coldWallet: '0xc',
      nonce: 'n',
    });
    expect(validateSignForMint(characterPass, { coldWallet: '0xc', hotWallet: '0xh', nonce: 'n' }, at(70))).toEqual(
      expect.objectContaining({ premint: '' }),
    );
  });

  it('other sale types sign for the hot wallet alone; a nonce is kept when given', () => {
    expect(validateSignForMint(collection, { hotWallet: '0xh' }, at(10))).toEqual({
      premint: '',
      hotWallet: '0xh',
      coldWallet: '0xh',
    });
    expect(validateSignForMint(collection, { hotWallet: '0xh', nonce: 'n' }, at(10)).nonce).toBe('n');
    expect(validateSignForMint(collection, { hotWallet: '0xh', nonce: '' }, at(10))).not.toHaveProperty('nonce');
  });

  it.each([
    [{ coldWallet: '0xc', hotWallet: '', nonce: 'n' }, MESSAGES.missingHotWallet],
    [{ coldWallet: '', hotWallet: '0xh', nonce: 'n' }, MESSAGES.missingColdWallet],
    [{ hotWallet: '0xh' }, MESSAGES.missingColdWallet],
    [{ coldWallet: '0xc', hotWallet: '0xh', nonce: '' }, MESSAGES.missingTokenproofNonce],
    [{ coldWallet: '0xc', hotWallet: '0xh' }, MESSAGES.missingTokenproofNonce],
  ])('a characterPass payload %o is SignForMintError "%s"', (payload, message) => {
    expect(() => validateSignForMint(characterPass, payload, at(10))).toThrow(SignForMintError);
    expect(() => validateSignForMint(characterPass, payload, at(10))).toThrow(message);
  });

  it('a story-NFT sale needs the hot wallet too', () => {
    expect(() => validateSignForMint(collection, { hotWallet: '' }, at(10))).toThrow(MESSAGES.missingHotWallet);
  });

  it('checks the minting period first', () => {
    expect(() => validateSignForMint(characterPass, { hotWallet: '' }, at(-10))).toThrow(NotInMintingPeriodError);
  });
});
