import type { Browser, Locator, Page } from '@playwright/test';
import { runUntilEnabled, type ClockWait } from '../e2e/clock';
import { expect, type Harness } from './chainTest';
import { installChainWallet } from './chainWallet';
import { APP_URL, BACKEND_URL, CHAIN_ID } from './harness/chainSetup';

/**
 * What a visitor does on the way through the production flows (flows.chain.spec.ts) and the
 * fault matrix (faults/): each step as a visitor takes it, in the production build, with the
 * outside parties as the reference backend's stand-ins.
 */

export const mint = (page: Page) => page.getByRole('region', { name: 'Mint' });

/** A moment of the sale data set's phases (public/data/sales.json), for the page's clock. */
export const DURING = {
  /** bayc's whitelist sign-up (10 to 17 January 2023). */
  baycSignUp: new Date('2023-01-12T12:00:00Z'),
  /** chasingshadows' public mint of story NFTs (19 to 29 January 2023). */
  chasingShadowsMint: new Date('2023-01-22T12:00:00Z'),
  /** fezlove's giveaway (18 to 25 January 2023). */
  fezloveGiveaway: new Date('2023-01-20T12:00:00Z'),
} as const;

/** How long, in page time, a mint may take to end: the receipt is polled every second on the page's clock. */
export const MINT_END: ClockWait = { limit: 120_000, check: 100 };

export const SIGNED_UP = "We've created an OpenAI story with your Apes!";
export const REGISTERED = "Congrats! You're now registered to win a FREE Collectible Story!";
export const MINTING = 'Minting…';
export const MINTED = 'Congrats! You minted a Character Pass!';

/** The calls the backend received whose path matches. */
export async function callsTo(harness: Harness, path: RegExp) {
  return (await harness.calls()).filter((call) => path.test(call.path));
}

/**
 * /bayc in its public mint (the page's clock at the real time), logged in to mint with the hot
 * wallet: the cold wallet's proof is next, and signing for the mint after it. `twitterLogin`: the
 * launch parameter that signs in to a test Twitter account.
 */
export async function reachColdWalletProof(page: Page, twitterLogin: string | null) {
  await page.clock.install();
  await page.goto(twitterLogin ? `/bayc?auth=${twitterLogin}` : '/bayc');
  await mint(page).getByRole('button', { name: 'Log in to mint' }).click();
  await mint(page).getByRole('button', { name: 'Connect hot wallet' }).click();
}

/** 'Verify with Tokenproof', then the stand-in's Authenticate: the cold wallet's apes are proved. */
export async function proveApes(page: Page) {
  await mint(page).getByRole('button', { name: 'Verify with Tokenproof' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tokenproof (stand-in)' });
  await dialog.getByRole('button', { name: 'Authenticate' }).click();
}

/** The follow step's Twitter login in the stand-in's popup: 'Authorize app' completes the pending login. */
export async function authoriseTwitterInPopup(page: Page) {
  const popupOpened = page.waitForEvent('popup');
  await mint(page).getByRole('button', { name: 'Connect Twitter' }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(new RegExp(`^${BACKEND_URL}/auth/twitter/authorize/v2\\?`));
  await popup.getByRole('button', { name: 'Authorize app' }).click();
  // The app closes the popup once the pending login has completed.
  await popup.waitForEvent('close');
}

export const signUpButton = (page: Page) => mint(page).getByRole('button', { name: 'Sign up for the whitelist' });

/** /bayc in its sign-up week up to 'Sign up for the whitelist': hot wallet, cold wallet, Twitter, follows. */
export async function prepareWhitelistSignUp(page: Page, hotWallet: string) {
  await page.clock.install({ time: DURING.baycSignUp });
  await page.goto('/bayc');
  await expect(mint(page).getByRole('heading', { name: 'Whitelist sign-up' })).toBeVisible();
  await mint(page).getByRole('button', { name: 'Connect hot wallet' }).click();
  await expect(mint(page).getByText(`Connected: ${hotWallet.slice(0, 5)}`)).toBeVisible();
  await proveApes(page);
  await expect(mint(page).getByText(/^Verified: /)).toBeVisible();
  await authoriseTwitterInPopup(page);
  await expect(mint(page).getByText('@chain_tester', { exact: false })).toBeVisible();
  await mint(page).getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(mint(page).getByRole('button', { name: 'Verified!' })).toBeVisible();
  await expect(signUpButton(page)).toBeEnabled();
}

export const registerButton = (page: Page) => mint(page).getByRole('button', { name: 'Register', exact: true });
export const captcha = (page: Page) => mint(page).getByRole('checkbox', { name: 'I am human (captcha stand-in)' });

/** The giveaway on /fezlove up to Register: the wallet, Twitter in the popup, the follow check, the captcha. */
export async function prepareGiveaway(page: Page, wallet: string) {
  await page.clock.install({ time: DURING.fezloveGiveaway });
  await page.goto('/fezlove');
  await expect(mint(page).getByRole('heading', { name: 'Register for the giveaway' })).toBeVisible();
  await mint(page).getByRole('button', { name: 'Connect wallet' }).click();
  await expect(mint(page).getByText(`Connected: ${wallet.slice(0, 5)}`)).toBeVisible();
  await authoriseTwitterInPopup(page);
  await mint(page).getByRole('button', { name: 'Verify', exact: true }).click();
  await captcha(page).check();
  await expect(registerButton(page)).toBeEnabled();
}

/** A second visitor's page, with a wallet of its own (Anvil's dev account `index`). */
export async function secondVisitor(browser: Browser, harness: Harness, index: number) {
  const accounts = (await harness.chain.send('eth_accounts', [])) as string[];
  const account = accounts[index]!.toLowerCase();
  const context = await browser.newContext({ baseURL: APP_URL });
  const page = await context.newPage();
  await installChainWallet(page, { account, chainId: CHAIN_ID, nodes: harness.nodes });
  return { page, account };
}

/** The newsletter's form (the footer box's or the sign-up modal's): the address and the agreement. */
export async function fillNewsletter(form: Locator, email: string) {
  await form.getByLabel('E-mail address').fill(email);
  await form.getByRole('checkbox', { name: 'I agree to receive marketing emails.' }).check();
}

export const shareToMintButton = (page: Page) => mint(page).getByRole('button', { name: 'SHARE TO MINT!' });

/**
 * /bayc in its public mint (the page's clock at the real time) up to 'SHARE TO MINT!' enabled:
 * 'Log in to mint', the hot wallet, the cold wallet, the signature, NEXT. `twitterLogin`: the
 * launch parameter that signs in to a test Twitter account.
 */
export async function reachShareToMint(page: Page, twitterLogin: string | null) {
  await reachColdWalletProof(page, twitterLogin);
  await proveApes(page);
  await nextButton(page).click();
  await runUntilEnabled(page, shareToMintButton(page));
}

export const nextButton = (page: Page) => mint(page).getByRole('button', { name: 'NEXT' });

/**
 * Twitter's authorise page (the stand-in, v1), from 'SHARE TO MINT!' without a Twitter login:
 * the page leaves for it, 'Authorize app', and comes back to /bayc with the login.
 */
export async function authoriseTwitterOnItsPage(page: Page) {
  await runUntilEnabled(page, shareToMintButton(page));
  await shareToMintButton(page).click();
  await expect(page).toHaveURL(new RegExp(`^${BACKEND_URL}/auth/twitter/authorize/v1\\?`));
  await page.getByRole('button', { name: 'Authorize app' }).click();
  await expect(page).toHaveURL(/\/bayc/);
}
