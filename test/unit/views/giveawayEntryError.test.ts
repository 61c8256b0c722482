import { describe, expect, it } from 'vitest';
import { entryErrorLines } from '../../../src/views/mint/GiveawaySection';

describe("the giveaway's entry error (spec section 8)", () => {
  it('says what each refused entry was, in the catalogue words', () => {
    expect(entryErrorLines({ kind: 'failed' })).toEqual(['Error occurred. Please try again.']);
    expect(entryErrorLines({ kind: 'invalidHandles' })).toEqual([
      'Invalid social handles. Please correct and try again.',
    ]);
    expect(
      entryErrorLines({ kind: 'duplicate', duplicate: { raffle: 'giveaway-fezlove', wallet: '0xw', twitter: 'ape' } }),
    ).toEqual([
      'This wallet or Twitter account was already entered in this raffle.',
      'Raffle: giveaway-fezlove',
      'Wallet: 0xw',
      'Twitter: ape',
    ]);
  });
});
