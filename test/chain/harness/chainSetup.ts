/**
 * The fixed facts of the real-chain suite, shared by the Playwright config, the harness server
 * and the tests. The app's build bakes the service addresses in (and its Content-Security-Policy
 * allows them), so the reference backend listens on a fixed port; the nodes take free ones.
 */

/** The reference backend and its control API (test/chain/harness/server.ts). */
export const BACKEND_PORT = 4176;
export const BACKEND_URL = `http://127.0.0.1:${BACKEND_PORT}`;
/** `vite preview` of the chain build (dist-chain/). */
export const APP_PORT = 4177;
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
export const CHAIN_BUILD = 'dist-chain';

/** Anvil's default chain id: the chain the app expects (VITE_CHAIN_NETWORK=local). */
export const CHAIN_ID = 31_337;
/** The second node's chain: a wallet on it is asked to switch before anything is sent. */
export const OTHER_CHAIN_ID = 31_338;

/** Anvil's deterministic dev accounts: 0 deploys, the others are hot wallets, one per test. */
export const DEV_ACCOUNTS = 20;

/**
 * The backend's signing key (the contract's `signer`): a fixed key outside Anvil's dev accounts,
 * so no test wallet can sign for itself.
 */
export const SIGNER_KEY = '0x000000000000000000000000000000000000000000000000000000000000c0de';
/** A key the contract does not trust: its signatures revert with InvalidSignature. */
export const STRANGER_KEY = '0x000000000000000000000000000000000000000000000000000000000000bad0';

/** The sale the suite mints on: the Bored Ape Character Pass of public/data/sales.json. */
export const SALE_ID = 'bayc';
/** The ape tokens the identity proof reports for every cold wallet: one pass each. */
export const APE_TOKENS = ['101', '102'] as const;

/** The cold wallet the identity proof reports (it holds the apes; it never signs anything here). */
export const COLD_WALLET = '0x00000000000000000000000000000000000c01d0';

/** The key the mint backend requires of the app (VITE_MINT_BACKEND_KEY). */
export const MINT_BACKEND_KEY = 'chain-tests-key';

/**
 * A chain build's configuration: the production build on the HTTP services at the reference
 * backend, the browser wallet on the local chain, the identity-proof widget and the captcha as the
 * backend's stand-ins for the outside parties (reference/standIns.ts), and receipt errors shown
 * as failures so a revert is seen. `siteUrl` is where the app is served (its prerendered pages'
 * canonical addresses).
 */
export function chainBuildEnv({
  backendUrl,
  siteUrl,
}: {
  backendUrl: string;
  siteUrl: string;
}): Record<string, string> {
  return {
    VITE_ENV: 'production',
    VITE_SITE_URL: siteUrl,
    VITE_SALE_API: 'http',
    VITE_USER_SERVICE: 'browserWallet',
    VITE_CHAIN_NETWORK: 'local',
    VITE_IDENTITY_PROOF_PROVIDER: 'tokenproof',
    VITE_TOKENPROOF_APP_ID: 'chain-tests',
    VITE_TOKENPROOF_WIDGET_URL: `${backendUrl}/standins/tokenproof.js`,
    VITE_CAPTCHA_SITE_KEY: 'chain-tests',
    VITE_CAPTCHA_SCRIPT_URL: `${backendUrl}/standins/hcaptcha.js`,
    VITE_TREAT_RECEIPT_ERROR_AS_SUCCESS: 'false',
    // The data set's sales are in their 2023 phases: a person on the local stack opens a sign-up or
    // a giveaway with forcePage=wl (the suite sets the page's clock instead).
    VITE_ALLOW_FORCE_PAGE: 'true',
    VITE_BACKEND_URL: `${backendUrl}/backend`,
    VITE_PIPELINE_URL: `${backendUrl}/pipeline`,
    VITE_AUTH_SERVICE_URL: `${backendUrl}/auth`,
    VITE_MINT_BACKEND_URL: `${backendUrl}/mbaas`,
    VITE_MINT_BACKEND_KEY: MINT_BACKEND_KEY,
    VITE_METADATA_URL: `${backendUrl}/metadata`,
    VITE_COMPLIANCE_URL: `${backendUrl}/compliance`,
    VITE_EMAIL_SUB_URL: `${backendUrl}/emailsub`,
    VITE_SALE_DATA_URL: `${backendUrl}/data/sales.json`,
    VITE_EXPLORER_URL: 'https://explorer.chain.test/',
  };
}

/** The suite's chain build, served at APP_URL. */
export const CHAIN_BUILD_ENV: Readonly<Record<string, string>> = chainBuildEnv({
  backendUrl: BACKEND_URL,
  siteUrl: APP_URL,
});

/**
 * A Twitter (v1) login for the `auth` launch parameter: the share's calls go to the reference
 * backend, which accepts it (referenceState.ts, LAUNCH_LOGIN), so a test reaches the mint without
 * the authorise page.
 */
export const SOCIAL_LOGIN_PARAM = encodeURIComponent(JSON.stringify(['4242', 'chain_tester', 'token', 'secret', 'v1']));

/**
 * `npm run start:chain` (scripts/start-chain.ts): its own ports, beside the suite's, and the RPC
 * port wallets suggest for a local node.
 */
export const LOCAL_STACK = {
  rpcPort: 8545,
  backendPort: 4186,
  appPort: 4187,
  buildDir: 'dist-local-chain',
} as const;

/**
 * The flows `npm run start:chain` prints a link to, each with what its page first shows: the sale
 * data set's dates are 2023's, so the sign-up, the giveaway and the story-NFT mint are opened on
 * their page with forcePage (VITE_ALLOW_FORCE_PAGE in chainBuildEnv).
 */
export const LOCAL_FLOWS: readonly {
  name: string;
  path: string;
  shows: { role: 'heading' | 'dialog'; name: string };
}[] = [
  {
    name: 'Character Pass mint',
    path: `/${SALE_ID}?auth=${SOCIAL_LOGIN_PARAM}`,
    shows: { role: 'heading', name: 'The Mint is now live!' },
  },
  { name: 'Share to mint (Twitter)', path: `/${SALE_ID}`, shows: { role: 'heading', name: 'The Mint is now live!' } },
  {
    name: 'Whitelist sign-up',
    path: `/${SALE_ID}?forcePage=wl`,
    shows: { role: 'heading', name: 'Whitelist sign-up' },
  },
  { name: 'Giveaway', path: '/fezlove?forcePage=wl', shows: { role: 'heading', name: 'Register for the giveaway' } },
  {
    name: 'Story-NFT mint',
    path: '/chasingshadows?forcePage=mint',
    shows: { role: 'heading', name: 'The Mint is now live!' },
  },
  { name: 'Newsletter', path: '/?signup', shows: { role: 'dialog', name: 'Sign up' } },
];
