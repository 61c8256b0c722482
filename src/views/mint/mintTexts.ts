import { PRODUCT_NAME } from '../../config';

/** Screen texts of the mint page states (spec section 2), character for character. */
export const MINT_TEXTS = {
  loading: 'Loading…',
  preWhitelist: 'Pre whitelist',
  whitelist: 'Whitelist sign-up',
  /** A collection sale's Whitelist page: its giveaway. */
  giveaway: 'Register for the giveaway',
  login: 'Log in to mint',
  whitelistEmail: 'Sign up to get notified when the Whitelist is live!',
  addingToWhitelist: 'Adding to whitelist...',
  waitlistSignup: 'Waitlist Signup',
  whitelistClosed: 'Whitelist closed',
  mintLive: 'The Mint is now live!',
  finalizeMint: 'Finalize Mint',
  readyToEnter: `Ready to enter ${PRODUCT_NAME}!`,
  minting: 'Minting…',
  minted: 'Congrats! You minted a Character Pass!',
  noSupply: 'No more supply. Sign up for future mints!',
  postMint: 'Mint period ended. Sign up for future mints!',
  noSale: 'There is no active minting right now.',
} as const;
