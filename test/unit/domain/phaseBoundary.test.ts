import { describe, expect, it } from 'vitest';
import { nextPhaseBoundary } from '../../../src/domain/sale/phaseBoundary';
import type { PageState } from '../../../src/domain/sale/pageState';
import { at, makeSale, NOW, phase } from './saleFixtures';

/** Sign-up in 10 min for an hour, whitelist mint a day later for an hour, public mint after it, open-ended. */
const sale = makeSale({
  whitelist: { signUp: phase(10, 70), mint: phase(24 * 60, 25 * 60) },
  publicMint: phase(26 * 60),
});

describe('nextPhaseBoundary (spec section 4: timed transitions)', () => {
  it('PreWhitelist moves to Whitelist at the sign-up start', () => {
    expect(nextPhaseBoundary(sale, 'PreWhitelist', NOW)).toEqual({ at: at(10), next: 'Whitelist' });
  });

  it.each<PageState>(['Whitelist', 'WhitelistChecking', 'WhitelistChecked', 'WhitelistNoSpots'])(
    '%s moves to PreMint at the sign-up end',
    (page) => {
      expect(nextPhaseBoundary(sale, page, at(20))).toEqual({ at: at(70), next: 'PreMint' });
    },
  );

  it('PreMint moves to Mint at the start of the next mint phase (whitelist mint, then public mint)', () => {
    expect(nextPhaseBoundary(sale, 'PreMint', at(80))).toEqual({ at: at(24 * 60), next: 'Mint' });
    expect(nextPhaseBoundary(sale, 'PreMint', at(25 * 60 + 5))).toEqual({ at: at(26 * 60), next: 'Mint' });
  });

  it.each<PageState>(['Mint', 'MintEntry', 'MintShare', 'Minting', 'Minted', 'MintNoSupply'])(
    '%s moves to PostMint at the end of the mint under way',
    (page) => {
      expect(nextPhaseBoundary(sale, page, at(24 * 60 + 5))).toEqual({ at: at(25 * 60), next: 'PostMint' });
    },
  );

  it('gives a boundary already passed (due at once) to a page that slept through it', () => {
    expect(nextPhaseBoundary(sale, 'PreWhitelist', at(30))).toEqual({ at: at(10), next: 'Whitelist' });
    expect(nextPhaseBoundary(sale, 'Whitelist', at(90))).toEqual({ at: at(70), next: 'PreMint' });
  });

  it('takes PreMint to the next mint phase, not to a sign-up still ahead', () => {
    const signUpAhead = makeSale({ whitelist: { signUp: phase(10, 70), mint: phase(100, 200) } });
    expect(nextPhaseBoundary(signUpAhead, 'PreMint', NOW)).toEqual({ at: at(100), next: 'Mint' });
  });

  it('ends a mint page that slept past its mint at the end of that mint, not of the sign-up before it', () => {
    const ended = makeSale({ whitelist: { signUp: phase(-120, -90), mint: phase(-60, -30) } });
    expect(nextPhaseBoundary(ended, 'Minted', NOW)).toEqual({ at: at(-30), next: 'PostMint' });
  });

  it('prefers the mint under way, then an ended one, to a mint still ahead', () => {
    const endedThenAhead = makeSale({ whitelist: { mint: phase(-60, -30) }, publicMint: phase(30, 90) });
    expect(nextPhaseBoundary(endedThenAhead, 'Minted', NOW)).toEqual({ at: at(-30), next: 'PostMint' });
    const aheadThenRunning = makeSale({ whitelist: { mint: phase(30, 90) }, publicMint: phase(-10, 20) });
    expect(nextPhaseBoundary(aheadThenRunning, 'Mint', NOW)).toEqual({ at: at(20), next: 'PostMint' });
  });

  it('has none for a mint page while no mint has started', () => {
    expect(nextPhaseBoundary(makeSale({ publicMint: phase(30, 90) }), 'Mint', NOW)).toBeNull();
    expect(nextPhaseBoundary(makeSale({ whitelist: { signUp: phase(-60, -10) } }), 'Mint', NOW)).toBeNull();
  });

  it('has none for a sign-up page of a sale without a sign-up', () => {
    expect(nextPhaseBoundary(makeSale({ publicMint: phase(-10, 20) }), 'Whitelist', NOW)).toBeNull();
  });

  it('has none for a state that does not move by time, even while a mint is under way', () => {
    for (const page of ['Idle', 'NoSale', 'Errored', 'PostMint'] as const) {
      expect(nextPhaseBoundary(sale, page, at(24 * 60 + 5))).toBeNull();
    }
  });

  it('has none for an open-ended phase, a missing phase, or a state that does not move by time', () => {
    expect(nextPhaseBoundary(sale, 'Mint', at(27 * 60))).toBeNull();
    expect(nextPhaseBoundary(makeSale({ publicMint: phase(-10) }), 'PreWhitelist', NOW)).toBeNull();
    expect(nextPhaseBoundary(makeSale({ whitelist: { signUp: phase(-10) } }), 'Whitelist', NOW)).toBeNull();
    for (const page of ['Idle', 'NoSale', 'Errored', 'PostMint'] as const) {
      expect(nextPhaseBoundary(sale, page, NOW)).toBeNull();
    }
  });
});
