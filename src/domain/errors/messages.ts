/**
 * Screen texts of the error catalogue (spec section 8), character for character.
 * Views and machines show these; tests find elements by them.
 */
export const MESSAGES = {
  // Sign-up
  signUpErrorLanding: 'Error occurred.',
  signUpCheckEmail: 'Error occurred. Please double-check your email address.',
  signUpTryAgain: 'Error occurred. Please try again.',
  invalidSocialHandles: 'Invalid social handles. Please correct and try again.',
  alreadyEntered: 'This wallet or Twitter account was already entered.',
  errorWhileSigningUp: 'Error occurred while signing up',
  errorWhileCheckingSubscribed: 'Error occurred while checking if subscribed',
  errorWhileSubscribingEmail: 'Error occurred while subscribing email',
  errorResponseSubscribingEmail: 'Error response from subscribing email',
  errorResponseCheckingSubscribed: 'Error response while checking if user is subscribed',
  cannotParseIsSubscribed: 'Cannot parse isSubscribed results',
  missingEmailInOptions: 'Missing email in options',
  missingCampaignOrHotWallet: 'Missing campaign and/or hotWallet in options',
  /** The subscription check needs both (spec section 5 names no text; this one says which). */
  missingCampaignOrWalletAddress: 'Missing campaign and/or walletAddress in options',
  subscribeSuccess: 'SUCCESS!',
  // Raffle
  raffleAlreadyEntered: 'This wallet or Twitter account was already entered in this raffle.',
  // Whitelisting
  whitelistingFailed: 'Whitelisting failed. Please try again.',
  walletBlocked: 'This wallet is blocked.',
  // Authentication
  authenticationFailed: 'Error occurred while authenticating',
  tokenproofMissingNonce: 'tokenproof service: Missing nonce',
  // Sign for mint
  fetchingSignatureFailed: 'Error occurred while fetching signature.',
  provideInfoToDevelopers: 'Please provide this info to developers:',
  alreadyMinting: 'You are already in the process of minting some!',
  alreadyMinted: 'You have already minted some.',
  missingColdWallet: 'Missing cold wallet',
  missingHotWallet: 'Missing hot wallet',
  missingTokenproofNonce: 'Missing tokenproof nonce',
  noResponse: 'No response',
  notInMintingPeriod: 'Currently not in minting period.',
  // Sharing
  noViewerLink: 'No viewer link',
  unexpectedViewerType: 'Unexpected data type for viewer link',
  twitterReauthorizationRequired: 'Twitter reauthorization required.',
  somethingWentWrong: 'Something went wrong. Please try again.',
  sharingPatience: 'Please be patient, sharing can take a minute.',
  sharingNeedsAuthorization: 'Sharing will require Twitter authorization.',
  // Minting
  mintingFailed: 'Minting failed. Please try again.',
  missingMintData: 'Missing mint data.',
  receiptUnverified: 'Transaction has started, but we could not verify the transaction has completed.',
  waitForMintUnconfirmed: 'Transaction has been completed, but an error occurred while trying to confirm the success.',
  // Social auth
  socialAuthRetry: 'Auth error. Please try again.',
  // Page errors
  unknownErrorPremint: 'Unknown error occurred (premint).',
  unknownErrorMint: 'Unknown error occurred (mint).',
  unexpectedPageState: 'Unexpected page state',
  unknownSaleType: 'Unknown sale type',
  unknownLoadError: 'Unknown load error has occurred.',
  unknownError: 'Unknown error has occurred.',
  unsupportedCheckType: 'Unsupported check type',
  unknownLoginCheckMethod: 'Unknown login check method',
  unexpectedCurrentPage: 'Unexpected current page',
  anErrorHasOccurred: 'An error has occurred',
  // Mock services
  mockError: 'Mock error',
  deniedTransaction: 'Denied transaction',
  closedTransaction: 'Closed transaction',
  invalidTokenType: 'Invalid token type',
  invalidSignatureMissing: 'Invalid signature (missing)',
  invalidSignatureNonMatching: 'Invalid signature (non-matching)',
  // Login, logout and permissions (spec section 2 and 6)
  loginRequired: 'This page requires you to be logged in...',
  loggingOut: 'Logging out...',
  unauthorized: 'Unauthorized.',
  // Web3 fallbacks (spec section 2)
  web3Required: 'Metamask Required, Tap to Continue',
  noProviderMobile: 'Mobile Users: Use MetaMask browser to continue',
  noProviderDesktop: 'Desktop Users: Install MetaMask browser extension to continue',
  // Wallet (EIP-1193) failures: the spec names no texts; each says what happened and what to do next.
  walletRejected: 'You declined the request in your wallet. Try again when you are ready.',
  walletRequestPending: 'Your wallet already has a request waiting. Open your wallet to answer it.',
  walletUnauthorized: 'Your wallet has not allowed this site yet. Connect again and approve the request.',
  walletUnsupported: 'Your wallet does not support this request.',
  walletDisconnected: 'Your wallet is disconnected. Unlock it, then try again.',
  walletChainDisconnected: 'Your wallet is not connected to this network. Reconnect it, then try again.',
  walletUnknownChain: 'Your wallet does not know this network yet. Add it in your wallet, then try again.',
  walletNoAccount: 'Your wallet shared no account. Unlock it, then try again.',
  walletNotFound: 'No wallet was found in this browser.',
  walletFailed: 'Your wallet could not complete the request. Please try again.',
  screeningFailed: 'We could not check this wallet right now. Please try again.',
  holdingsFailed: 'We could not load the tokens of this wallet. Please try again.',
  // The identity-proof provider's widget did not load (the spec names no text).
  // Spec section 5: a social account lookup must return a username.
  missingTwitterUsername: 'Missing twitter username from fetchUser',
  tokenproofUnavailable: 'Tokenproof could not be loaded. Check your connection, then try again.',
} as const;

/** 'Follow all N Twitter accounts to register.' */
export const followAllAccountsMessage = (count: number) => `Follow all ${count} Twitter accounts to register.`;

/** 'Auth pending error: {type}' */
export const pendingAuthMessage = (type: number | string) => `Auth pending error: ${type}`;

/** 'Invalid sale ID "{id}"' */
/** Spec section 6: the need-account modal, for a holder the provider rejected or who closed it. */
export const needAccountMessage = (tokenName: string) =>
  `In order to sign up you need a Tokenproof account to validate your ${tokenName}.`;

export const invalidSaleIdMessage = (saleId: string) => `Invalid sale ID "${saleId}"`;
