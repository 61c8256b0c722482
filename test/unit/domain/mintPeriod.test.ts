import { describe, expect, it } from 'vitest';
import { NotInMintingPeriodError } from '../../../src/domain/errors';
import { mintSigningSegment } from '../../../src/domain/sale/mintPeriod';
import { at, makeSale, phase } from './saleFixtures';

describe('mintSigningSegment (spec section 4, "Mint signing period")', () => {
  const sale = makeSale({
    whitelist: { signUp: phase(0, 60), mint: phase(60, 120) },
    publicMint: phase(120, 180),
  });

  it("is '' during the public mint", () => {
    expect(mintSigningSegment(sale, at(150))).toBe('');
    expect(mintSigningSegment(makeSale({ publicMint: phase(0) }), at(5))).toBe('');
  });
  it("is 'premint' during the whitelist mint, from its first instant", () => {
    expect(mintSigningSegment(sale, at(60))).toBe('premint');
    expect(mintSigningSegment(sale, at(119))).toBe('premint');
  });
  it.each([
    ['before any phase', -10],
    ['during the sign-up', 30],
    ['after the end', 180],
  ])("fails %s with 'Currently not in minting period.'", (_, minute) => {
    expect(() => mintSigningSegment(sale, at(minute))).toThrow(NotInMintingPeriodError);
    expect(() => mintSigningSegment(sale, at(minute))).toThrow('Currently not in minting period.');
  });
  it('fails for a sale without phases', () => {
    expect(() => mintSigningSegment(makeSale(), at(0))).toThrow(NotInMintingPeriodError);
  });
  it('fails before the public mint in a gap after the whitelist mint', () => {
    const gapped = makeSale({ whitelist: { mint: phase(0, 10) }, publicMint: phase(20, 30) });
    expect(() => mintSigningSegment(gapped, at(15))).toThrow(NotInMintingPeriodError);
  });
});
