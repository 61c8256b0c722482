import { NotInMintingPeriodError } from '../errors';
import type { Sale } from './sale.types';
import { currentPhase } from './salePhases';

/**
 * The {premint} path segment of the sign-for-mint call (spec section 4, "Mint signing period";
 * section 7: '/mint/{tokenType}/signForMint/{premint}'): '' during the public mint, 'premint'
 * during the whitelist mint. At any other time signing is refused with NotInMintingPeriodError
 * ('Currently not in minting period.') before any request is made.
 *
 * The phase is the sale's current phase (the one the page shows), so if the whitelist mint and
 * the public mint overlap, the whitelist mint (earlier in kind order) decides.
 */
export function mintSigningSegment(sale: Sale, now: Date): 'premint' | '' {
  const phase = currentPhase(sale, now);
  if (phase?.relation === 'during') {
    if (phase.kind === 'publicMint') return '';
    if (phase.kind === 'whitelistMint') return 'premint';
  }
  throw new NotInMintingPeriodError();
}
