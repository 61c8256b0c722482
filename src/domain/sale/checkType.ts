/**
 * Spec section 4's check types, and which of them each start check takes. A check type comes
 * with the start-check event, which the sign-up and the mint login send but which the live
 * statechart viewer (mock mode) and tests can send with any of them.
 */
export type CheckType = 'none' | 'metamask' | 'tokenproof' | 'manual';

/** The whitelist is checked with the identity proof's nonce (spec section 4, "Whitelist flow"). */
export const isWhitelistCheckType = (checkType: CheckType): boolean => checkType === 'tokenproof';

/** A mint logs in with the wallet or the identity proof (spec section 4, "Login steps"). */
export const isLoginCheckMethod = (checkType: CheckType): boolean =>
  checkType === 'metamask' || checkType === 'tokenproof';
