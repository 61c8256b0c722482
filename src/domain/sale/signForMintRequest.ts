import { MESSAGES, SignForMintError } from '../errors';
import { mintSigningSegment } from './mintPeriod';
import type { Sale } from './sale.types';

/**
 * What the page sends to sign for a mint (spec section 7): cold wallet, hot wallet and the
 * identity-proof nonce for a characterPass sale, the hot wallet alone for story-NFT sales.
 */
export interface SignForMintPayload {
  hotWallet: string;
  coldWallet?: string;
  nonce?: string;
}

/** A sign-for-mint payload that passed {@link validateSignForMint}. */
export interface ValidSignForMint {
  /** The {premint} path segment: 'premint' during the whitelist mint, '' during the public mint. */
  premint: 'premint' | '';
  hotWallet: string;
  /** The wallet whose holdings are signed for: the cold wallet for characterPass, else the hot wallet. */
  coldWallet: string;
  /** The identity-proof nonce, when one was given (always, for characterPass). */
  nonce?: string;
}

/**
 * The checks every sale service makes before signing (spec sections 4 and 8), in this order:
 *
 * 1. the sale is in a minting period, else NotInMintingPeriodError ('Currently not in minting period.');
 * 2. a hot wallet, else SignForMintError('Missing hot wallet');
 * 3. for characterPass sales: a cold wallet ('Missing cold wallet') and an identity-proof nonce
 *    ('Missing tokenproof nonce').
 */
export function validateSignForMint(sale: Sale, payload: SignForMintPayload, now: Date): ValidSignForMint {
  const premint = mintSigningSegment(sale, now);
  const { hotWallet } = payload;
  if (!hotWallet) throw new SignForMintError(MESSAGES.missingHotWallet);
  const nonce = payload.nonce || undefined;
  if (sale.saleType !== 'characterPass') {
    return { premint, hotWallet, coldWallet: hotWallet, ...(nonce ? { nonce } : {}) };
  }
  if (!payload.coldWallet) throw new SignForMintError(MESSAGES.missingColdWallet);
  if (!nonce) throw new SignForMintError(MESSAGES.missingTokenproofNonce);
  return { premint, hotWallet, coldWallet: payload.coldWallet, nonce };
}
