/**
 * Screen texts of the mock admin area and the plot sale. The refusals are the spec's (section 5),
 * character for character; the others the spec leaves unnamed, and each says what happened.
 */
export const ADMIN_MESSAGES = {
  depositZeroOrLess: 'Cannot deposit zero or less',
  withdrawZeroOrLess: 'Cannot withdraw zero or less',
  depositAboveBalance: 'Cannot deposit more than available balance',
  withdrawAboveBalance: 'Cannot withdraw more than available balance',
  notLinked: 'Not linked',
  mintZeroOrLess: 'Cannot mint 0 or less plots',
  negativeEligible: 'Cannot set negative eligible',
  negativeSupply: 'Cannot set negative supply',
  // Not named by the spec.
  notLoggedIn: 'Log in to use the plot sale.',
  saleInactive: 'The plot sale is not active.',
  notAnEthAmount: 'Enter an amount in ETH, such as 0.5.',
  notAWholeNumber: 'Enter a whole number, such as 2.',
  notAnAddress: 'Enter a wallet address: 0x and 40 hexadecimal digits.',
  loadFailed: 'This could not be loaded. Please try again.',
} as const;

/** 'Cannot mint more than eligible plots ({n} of {eligible})' */
export const mintAboveEligibleMessage = (quantity: number, eligible: number) =>
  `Cannot mint more than eligible plots (${quantity} of ${eligible})`;

/** The mock's limit on the remaining supply (the spec names none). */
export const supplyAboveLimitMessage = (limit: number) => `Cannot set supply above ${limit}`;

/** Minting past the supply (the spec names no text; it keeps the eligible message's form). */
export const mintAboveSupplyMessage = (quantity: number, remaining: number) =>
  `Cannot mint more than remaining plots (${quantity} of ${remaining})`;
