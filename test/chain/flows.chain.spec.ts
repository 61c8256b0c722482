import type { Browser, Page } from '@playwright/test';
import { expect, test, type Harness } from './chainTest';
import { runUntilEnabled, runUntilVisible } from '../e2e/clock';
import { scrollToFooter } from '../e2e/fixtures';
import { installChainWallet } from './chainWallet';
import { APE_TOKENS, APP_URL, BACKEND_URL, CHAIN_ID } from './harness/chainSetup';

/**
 * The flows beside the Character Pass mint, in the production build against the reference
 * backend (issue 37): the app's own HTTP services and widget code, the outside parties as the
 * backend's stand-ins (the identity-proof widget, Twitter's authorise page, the captcha). Each
 * flow ends where a visitor sees it end, and the test checks what the backend received: path,
 * method and body.
 */

const mint = (page: Page) => page.getByRole('region', { name: 'Mint' });

/** A moment of the sale data set's phases (public/data/sales.json), for the page's clock. */
const DURING = {
  /** bayc's whitelist sign-up (10 to 17 January 2023). */
  baycSignUp: new Date('2023-01-12T12:00:00Z'),
  /** chasingshadows' public mint of story NFTs (19 to 29 January 2023). */
  chasingShadowsMint: new Date('2023-01-22T12:00:00Z'),
  /** fezlove's giveaway (18 to 25 January 2023). */
  fezloveGiveaway: new Date('2023-01-20T12:00:00Z'),
} as const;

/** The calls the backend received for one path, without the page's loading of the data set. */
async function callsTo(
  harness: { calls(): Promise<{ method: string; path: string; body: unknown; status: number }[]> },
  path: RegExp,
) {
  return (await harness.calls()).filter((call) => path.test(call.path));
}

/** The follow step's Twitter login in the stand-in's popup: 'Authorize app' completes the pending login. */
async function authoriseTwitterInPopup(page: Page) {
  const popupOpened = page.waitForEvent('popup');
  await mint(page).getByRole('button', { name: 'Connect Twitter' }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(new RegExp(`^${BACKEND_URL}/auth/twitter/authorize/v2\\?`));
  await popup.getByRole('button', { name: 'Authorize app' }).click();
  // The app closes the popup once the pending login has completed.
  await popup.waitForEvent('close');
}

test('a holder signs up for the whitelist with the hot wallet, the cold wallet and Twitter', async ({
  page,
  harness,
  hotWallet,
}) => {
  await page.clock.install({ time: DURING.baycSignUp });
  await page.goto('/bayc');
  await expect(mint(page).getByRole('heading', { name: 'Whitelist sign-up' })).toBeVisible();

  await mint(page).getByRole('button', { name: 'Connect hot wallet' }).click();
  await expect(mint(page).getByText(`Connected: ${hotWallet.slice(0, 5)}`)).toBeVisible();

  await mint(page).getByRole('button', { name: 'Verify with Tokenproof' }).click();
  await page
    .getByRole('dialog', { name: 'Tokenproof (stand-in)' })
    .getByRole('button', { name: 'Authenticate' })
    .click();
  await expect(mint(page).getByText(/^Verified: /)).toBeVisible();

  await authoriseTwitterInPopup(page);
  await expect(mint(page).getByText('@chain_tester', { exact: false })).toBeVisible();
  await mint(page).getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(mint(page).getByRole('button', { name: 'Verified!' })).toBeVisible();

  await mint(page).getByRole('button', { name: 'Sign up for the whitelist' }).click();
  await expect(
    mint(page).getByRole('heading', { name: "We've created an OpenAI story with your Apes!" }),
  ).toBeVisible();
  await expect(mint(page).getByText(`Success! You have ${APE_TOKENS.length} whitelist spots.`)).toBeVisible();

  const [proof] = await callsTo(harness, /^\/backend\/tp\//);
  const nonce = proof!.path.split('/').pop();
  expect(await callsTo(harness, /^\/backend\/wl\//)).toEqual([
    {
      method: 'POST',
      path: '/backend/wl/bayc/waitlist',
      body: { nonce, hotWallet: expect.stringMatching(new RegExp(`^${hotWallet}$`, 'i')) },
      status: 200,
    },
  ]);
  expect(await callsTo(harness, /^\/auth\/verify$/)).toEqual([
    {
      method: 'POST',
      path: '/auth/verify',
      body: { followCheckList: ['storyverse'], bearerToken: expect.stringMatching(/^v2-access-/), apiVersion: 'v2' },
      status: 200,
    },
  ]);
});

const REGISTERED = "Congrats! You're now registered to win a FREE Collectible Story!";

/** The giveaway on /fezlove up to Register: the wallet, Twitter in the popup, the follow check, the captcha. */
async function prepareGiveaway(page: Page, wallet: string) {
  await page.clock.install({ time: DURING.fezloveGiveaway });
  await page.goto('/fezlove');
  await expect(mint(page).getByRole('heading', { name: 'Register for the giveaway' })).toBeVisible();
  await mint(page).getByRole('button', { name: 'Connect wallet' }).click();
  await expect(mint(page).getByText(`Connected: ${wallet.slice(0, 5)}`)).toBeVisible();
  await authoriseTwitterInPopup(page);
  await mint(page).getByRole('button', { name: 'Verify', exact: true }).click();
  await mint(page).getByRole('checkbox', { name: 'I am human (captcha stand-in)' }).check();
  await expect(register(page)).toBeEnabled();
}

const register = (page: Page) => mint(page).getByRole('button', { name: 'Register', exact: true });

/** A second visitor's page, with a wallet of its own (Anvil's dev account `index`). */
async function secondVisitor(browser: Browser, harness: Harness, index: number) {
  const accounts = (await harness.chain.send('eth_accounts', [])) as string[];
  const account = accounts[index]!.toLowerCase();
  const context = await browser.newContext({ baseURL: APP_URL });
  const page = await context.newPage();
  await installChainWallet(page, { account, chainId: CHAIN_ID, nodes: harness.nodes });
  return { page, account };
}

test('a visitor registers for the giveaway; the same Twitter account entered meanwhile from another wallet is refused (409)', async ({
  page,
  browser,
  harness,
  hotWallet,
}) => {
  // The second visitor gets to Register first, while the Twitter account is not entered yet.
  const second = await secondVisitor(browser, harness, 2);
  await prepareGiveaway(second.page, second.account);

  await prepareGiveaway(page, hotWallet);
  await register(page).click();
  await expect(mint(page).getByRole('heading', { name: REGISTERED })).toBeVisible();
  const entries = await callsTo(harness, /^\/pipeline\/giveaway-fezlove\//);
  expect(entries.filter((call) => call.method === 'POST')).toEqual([
    {
      method: 'POST',
      path: `/pipeline/giveaway-fezlove/${hotWallet}`,
      body: { socialHandles: { hotWallet, twitterHandle: 'chain_tester' }, token: expect.stringMatching(/^captcha-/) },
      status: 200,
    },
  ]);
  expect((await harness.kept()).entries['giveaway-fezlove']).toEqual([{ wallet: hotWallet, twitter: 'chain_tester' }]);

  await register(second.page).click();
  const refusal = mint(second.page).getByRole('alert');
  await expect(refusal).toContainText('This wallet or Twitter account was already entered in this raffle.');
  await expect(refusal).toContainText(second.account);
  await expect(refusal).toContainText('chain_tester');
  await second.page.context().close();
  const refused = (await callsTo(harness, /^\/pipeline\/giveaway-fezlove\//)).filter((call) => call.status === 409);
  expect(refused.map((call) => call.path)).toEqual([`/pipeline/giveaway-fezlove/${second.account}`]);
});

/** The newsletter's form (the footer box's or the sign-up modal's): address, agreement, Subscribe. */
async function subscribe(form: ReturnType<Page['getByRole']>, email: string) {
  await form.getByLabel('E-mail address').fill(email);
  await form.getByRole('checkbox', { name: 'I agree to receive marketing emails.' }).check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('button', { name: 'Subscribed' })).toBeDisabled();
}

test('the newsletter subscribes from the footer box and from the sign-up modal', async ({ page, browser, harness }) => {
  // ?signup opens the modal and shows the footer's box; the visitor closes the modal and uses the box.
  await page.goto('/?signup');
  const modal = page.getByRole('dialog', { name: 'Sign up' });
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await subscribe((await scrollToFooter(page)).getByRole('region', { name: 'Newsletter' }), 'footer@example.com');

  // Without it, the footer's button opens the modal.
  const second = await secondVisitor(browser, harness, 3);
  await second.page.goto('/');
  await (await scrollToFooter(second.page)).getByRole('button', { name: 'Sign up for updates' }).click();
  await subscribe(second.page.getByRole('dialog', { name: 'Sign up' }), 'modal@example.com');
  await second.page.context().close();

  expect(await callsTo(harness, /^\/emailsub\//)).toEqual([
    { method: 'POST', path: '/emailsub/emailsub', body: { email: 'footer@example.com' }, status: 200 },
    { method: 'POST', path: '/emailsub/emailsub', body: { email: 'modal@example.com' }, status: 200 },
  ]);
  expect((await harness.kept()).subscribers).toEqual(['footer@example.com', 'modal@example.com']);
});

test('a visitor mints a story NFT of a collection with the hot wallet alone', async ({ page, harness, hotWallet }) => {
  await page.clock.install({ time: DURING.chasingShadowsMint });
  await page.goto('/chasingshadows');
  await mint(page).getByRole('button', { name: 'Log in to mint' }).click();
  await mint(page).getByRole('button', { name: 'Connect hot wallet' }).click();
  // No cold wallet: a story NFT is signed for the hot wallet only.
  await expect(mint(page).getByRole('heading', { name: 'Finalize Mint' })).toBeVisible();
  await mint(page).getByRole('button', { name: 'NEXT' }).click();
  // The receipt is polled every second on the page's clock.
  await runUntilVisible(page, mint(page).getByRole('heading', { name: /^Congrats! You minted a / }), {
    limit: 120_000,
    check: 100,
  });

  expect(await harness.story.balanceOf(hotWallet)).toBe(1n);
  expect(await harness.pass.balanceOf(hotWallet)).toBe(0n);
  const signing = await callsTo(harness, /signForMint|signatureMint/);
  expect(signing.map(({ method, path, status }) => ({ method, path, status }))).toEqual([
    { method: 'POST', path: '/backend/mint/storyNFT/chasingshadows/signForMint/', status: 200 },
    {
      method: 'POST',
      path: '/mbaas/api/v0/chains/ethereum/addresses/storyverse_minter/contracts/ethsale_storynft/methods/signatureMint',
      status: 200,
    },
  ]);
  expect(signing[0]!.body).toEqual({ mintTo: hotWallet });
});

test('share to mint: Twitter authorised on its page, the story tweeted, then the Character Pass minted', async ({
  page,
  harness,
  hotWallet,
}) => {
  await page.clock.install();
  await page.goto('/bayc');
  await mint(page).getByRole('button', { name: 'Log in to mint' }).click();
  await mint(page).getByRole('button', { name: 'Connect hot wallet' }).click();
  await mint(page).getByRole('button', { name: 'Verify with Tokenproof' }).click();
  await page
    .getByRole('dialog', { name: 'Tokenproof (stand-in)' })
    .getByRole('button', { name: 'Authenticate' })
    .click();
  await mint(page).getByRole('button', { name: 'NEXT' }).click();
  await expect(mint(page).getByText('Sharing will require Twitter authorization.')).toBeVisible();

  // No Twitter login yet: the page leaves for the authorise page and comes back with one.
  const shareToMint = mint(page).getByRole('button', { name: 'SHARE TO MINT!' });
  await runUntilEnabled(page, shareToMint);
  await shareToMint.click();
  await expect(page).toHaveURL(new RegExp(`^${BACKEND_URL}/auth/twitter/authorize/v1\\?`));
  await page.getByRole('button', { name: 'Authorize app' }).click();
  await expect(page).toHaveURL(/\/bayc/);

  await runUntilEnabled(page, shareToMint);
  await shareToMint.click();
  await runUntilVisible(page, mint(page).getByRole('heading', { name: 'Congrats! You minted a Character Pass!' }), {
    limit: 120_000,
    check: 100,
  });

  const { tweets } = await harness.kept();
  expect(tweets).toEqual([
    {
      message: expect.stringContaining(`https://viewer.chain.test/${hotWallet}/bayc-pass`),
      storyKey: `${hotWallet}/bayc-pass`,
      userName: 'chain_tester',
    },
  ]);
  expect(tweets[0]!.message).toContain('Check out my new story!');
  expect(await harness.pass.balanceOf(hotWallet)).toBe(BigInt(APE_TOKENS.length));
  const order = (await harness.calls()).map((call) => `${call.method} ${call.path}`);
  const at = (call: string) => order.findIndex((made) => made.startsWith(call));
  expect(at('GET /pipeline/preshare/')).toBeGreaterThan(-1);
  expect(at('GET /pipeline/preshare/')).toBeLessThan(at('POST /backend/twitter/tweetStory'));
  expect(at('POST /backend/twitter/tweetStory')).toBeLessThan(at('POST /mbaas/'));
});
