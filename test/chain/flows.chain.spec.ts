import type { Page } from '@playwright/test';
import { runUntilEnabled, runUntilVisible } from '../e2e/clock';
import { scrollToFooter } from '../e2e/fixtures';
import { expect, test } from './chainTest';
import {
  authoriseTwitterOnItsPage,
  callsTo,
  DURING,
  fillNewsletter,
  MINT_END,
  MINTED,
  mint,
  prepareGiveaway,
  prepareWhitelistSignUp,
  REGISTERED,
  registerButton,
  secondVisitor,
  shareToMintButton,
  reachShareToMint,
  SIGNED_UP,
  signUpButton,
} from './flowSteps';
import { APE_TOKENS } from './harness/chainSetup';

/**
 * The flows beside the Character Pass mint, in the production build against the reference
 * backend (issue 37): the app's own HTTP services and widget code, the outside parties as the
 * backend's stand-ins (the identity-proof widget, Twitter's authorise page, the captcha). Each
 * flow ends where a visitor sees it end, and the test checks what the backend received: path,
 * method and body.
 */

test('a holder signs up for the whitelist with the hot wallet, the cold wallet and Twitter', async ({
  page,
  harness,
  hotWallet,
}) => {
  await prepareWhitelistSignUp(page, hotWallet);
  await signUpButton(page).click();
  await expect(mint(page).getByRole('heading', { name: SIGNED_UP })).toBeVisible();
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
  await registerButton(page).click();
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

  await registerButton(second.page).click();
  const refusal = mint(second.page).getByRole('alert');
  await expect(refusal).toContainText('This wallet or Twitter account was already entered in this raffle.');
  await expect(refusal).toContainText(second.account);
  await expect(refusal).toContainText('chain_tester');
  await second.page.context().close();
  const refused = (await callsTo(harness, /^\/pipeline\/giveaway-fezlove\//)).filter((call) => call.status === 409);
  expect(refused.map((call) => call.path)).toEqual([`/pipeline/giveaway-fezlove/${second.account}`]);
});

/** Subscribes with the newsletter's form (the footer box's or the sign-up modal's). */
async function subscribe(form: ReturnType<Page['getByRole']>, email: string) {
  await fillNewsletter(form, email);
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
  await runUntilVisible(page, mint(page).getByRole('heading', { name: /^Congrats! You minted a / }), MINT_END);

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
  await reachShareToMint(page, null);
  await expect(mint(page).getByText('Sharing will require Twitter authorization.')).toBeVisible();

  // No Twitter login yet: the page leaves for the authorise page and comes back with one.
  await authoriseTwitterOnItsPage(page);

  await runUntilEnabled(page, shareToMintButton(page));
  await shareToMintButton(page).click();
  await runUntilVisible(page, mint(page).getByRole('heading', { name: MINTED }), MINT_END);

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
