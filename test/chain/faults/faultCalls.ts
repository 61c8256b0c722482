import type { Page } from '@playwright/test';
import { runUntilVisible } from '../../e2e/clock';
import { expect } from '../chainTest';
import {
  authoriseTwitterInPopup,
  captcha,
  DURING,
  fillNewsletter,
  MINT_END,
  MINTED,
  mint,
  prepareGiveaway,
  prepareWhitelistSignUp,
  proveApes,
  registerButton,
  REGISTERED,
  reachShareToMint,
  shareToMintButton,
  SIGNED_UP,
  signUpButton,
} from '../flowSteps';
import { SOCIAL_LOGIN_PARAM } from '../harness/chainSetup';
import type { Fault } from '../harness/reference/faults';

/**
 * The calls of the fault matrix (faults.chain.spec.ts), one row each: how a visitor gets to the
 * moment the call is made, the action that makes it, what the page must say when it fails (the
 * catalogue's message, spec section 8), how the visitor tries again, and what success shows.
 */

export interface FaultCall {
  /** Words for the test's name. */
  name: string;
  method: 'GET' | 'POST';
  /** The backend path the call goes to, as a regular expression's source. */
  path: string;
  /** Everything up to the action that makes the call. */
  reach(page: Page, hotWallet: string): Promise<void>;
  /** The visitor's action that makes the call. */
  act(page: Page): Promise<void>;
  /** What the page shows once the call failed with `fault`. */
  failed(page: Page, fault: Fault): ReturnType<Page['getByText']>;
  /** The visitor's way to try again, once the fault is lifted. */
  retry(page: Page): Promise<void>;
  /** What the page shows when the call has succeeded. */
  done(page: Page): Promise<void>;
  /**
   * How long the client tries, in page time, before it gives up on a call that never answers: its
   * time limit (30 s, src/services/rest/restClient.ts) times its tries, plus the delays between them.
   */
  givesUpMs: number;
  /** Faults the client takes for success: it reads no body from this call (spec section 7). */
  succeedsDespite?: readonly Fault[];
}

/** The REST client's time limit for a call (DEFAULT_TIMEOUT_MS). */
const CALL_LIMIT_MS = 30_000;
/** A call the client tries four times, a second apart (BACKEND_CALL_RETRIES: 3 retries, 1 s). */
const RETRIED_CALL_MS = 4 * CALL_LIMIT_MS + 3 * 1_000;

/** /bayc in its sign-up week with the hot wallet connected: the cold wallet's proof is next. */
async function reachColdWallet(page: Page, hotWallet: string) {
  await page.clock.install({ time: DURING.baycSignUp });
  await page.goto('/bayc');
  await mint(page).getByRole('button', { name: 'Connect hot wallet' }).click();
  await expect(mint(page).getByText(`Connected: ${hotWallet.slice(0, 5)}`)).toBeVisible();
}

/** /bayc in its sign-up week with both wallets and the Twitter login: the follow check is next. */
async function reachFollowCheck(page: Page, hotWallet: string) {
  await reachColdWallet(page, hotWallet);
  await proveApes(page);
  await expect(mint(page).getByText(/^Verified: /)).toBeVisible();
  await authoriseTwitterInPopup(page);
}

/**
 * The error's own catalogue text for each fault (spec section 8: the REST API error's default, the
 * invalid data format of a response, the time limit's and the network's errors), for the places
 * that show it as it is.
 */
const ownErrorText = (response: string): Readonly<Record<Fault, RegExp>> => ({
  status500: /^Rest API error$/,
  status429: /^Rest API error$/,
  malformedJson: new RegExp(`^Invalid data format for ${response}: `),
  wrongShape: new RegExp(`^Invalid data format for ${response}: `),
  hang: /^The service took too long to answer \(over 30000 ms\)$/,
  reset: /^Network error: the service could not be reached$/,
});

const verifyFollows = (page: Page) => mint(page).getByRole('button', { name: 'Verify', exact: true }).click();

const modal = (page: Page) => page.getByRole('dialog', { name: 'Sign up' });

/** The calls of share to mint: the visitor is at MintShare, signed in to Twitter, and presses 'SHARE TO MINT!'. */
const AT_SHARE_TO_MINT = {
  reach: (page: Page) => reachShareToMint(page, SOCIAL_LOGIN_PARAM),
  act: (page: Page) => shareToMintButton(page).click(),
  done: (page: Page) => runUntilVisible(page, mint(page).getByRole('heading', { name: MINTED }), MINT_END),
} satisfies Partial<FaultCall>;

export const FAULT_CALLS: readonly FaultCall[] = [
  {
    name: 'the whitelist add',
    method: 'POST',
    path: '^/backend/wl/bayc/waitlist$',
    reach: prepareWhitelistSignUp,
    act: (page) => signUpButton(page).click(),
    failed: (page) => mint(page).getByText('Whitelisting failed. Please try again.'),
    // The sign-up section starts again with the wallets and the Twitter login kept: the follows are checked anew.
    retry: async (page) => {
      await mint(page).getByRole('button', { name: 'Verify', exact: true }).click();
      await signUpButton(page).click();
    },
    done: (page) => expect(mint(page).getByRole('heading', { name: SIGNED_UP })).toBeVisible(),
    givesUpMs: CALL_LIMIT_MS,
  },
  {
    name: 'the newsletter sign-up',
    method: 'POST',
    path: '^/emailsub/emailsub$',
    reach: async (page) => {
      await page.clock.install();
      await page.goto('/?signup');
      await fillNewsletter(modal(page), 'reader@example.com');
    },
    act: (page) => modal(page).getByRole('button', { name: 'Subscribe' }).click(),
    failed: (page) => modal(page).getByText('Error occurred.', { exact: true }),
    retry: async (page) => {
      await fillNewsletter(modal(page), 'reader@example.com');
      await modal(page).getByRole('button', { name: 'Subscribe' }).click();
    },
    done: (page) => expect(modal(page).getByRole('button', { name: 'Subscribed' })).toBeDisabled(),
    givesUpMs: CALL_LIMIT_MS,
    // Spec section 7: "Success is an ok response"; the body is not read.
    succeedsDespite: ['malformedJson', 'wrongShape'],
  },
  {
    name: 'sign for mint',
    method: 'POST',
    path: '^/backend/mint/bayc/signForMint/$',
    reach: async (page) => {
      await page.clock.install();
      await page.goto(`/bayc?auth=${SOCIAL_LOGIN_PARAM}`);
      await mint(page).getByRole('button', { name: 'Log in to mint' }).click();
      await mint(page).getByRole('button', { name: 'Connect hot wallet' }).click();
    },
    act: proveApes,
    failed: (page) => mint(page).getByText('Error occurred while fetching signature.'),
    retry: (page) => mint(page).getByRole('button', { name: 'Try again' }).click(),
    done: (page) => expect(mint(page).getByRole('button', { name: 'NEXT' })).toBeEnabled(),
    givesUpMs: CALL_LIMIT_MS,
  },
  {
    name: 'the pre-share',
    method: 'GET',
    path: '^/pipeline/preshare/',
    ...AT_SHARE_TO_MINT,
    failed: (page) => mint(page).getByText('Something went wrong. Please try again.'),
    retry: (page) => shareToMintButton(page).click(),
    givesUpMs: CALL_LIMIT_MS,
  },
  {
    name: 'the mint backend',
    method: 'POST',
    path: '^/mbaas/api/v0/chains/ethereum/addresses/storyverse_minter/contracts/ethsale_character_pass/methods/signatureMint$',
    ...AT_SHARE_TO_MINT,
    failed: (page) => mint(page).getByText('Minting failed. Please try again.'),
    retry: (page) => mint(page).getByRole('button', { name: 'MINT!', exact: true }).click(),
    givesUpMs: CALL_LIMIT_MS,
  },
  {
    name: 'the identity-proof account',
    method: 'GET',
    path: '^/backend/tp/',
    reach: reachColdWallet,
    act: proveApes,
    failed: (page) => mint(page).getByText('Error occurred while authenticating'),
    retry: async (page) => {
      await mint(page).getByRole('button', { name: 'Try again' }).click();
      await page
        .getByRole('dialog', { name: 'Tokenproof (stand-in)' })
        .getByRole('button', { name: 'Authenticate' })
        .click();
    },
    done: (page) => expect(mint(page).getByText(/^Verified: /)).toBeVisible(),
    givesUpMs: RETRIED_CALL_MS,
  },
  {
    name: 'the follow check',
    method: 'POST',
    path: '^/auth/verify$',
    reach: reachFollowCheck,
    act: verifyFollows,
    // The follow step says the error's own catalogue text (spec section 8: the REST API error's
    // default, the invalid data format of the follow response, the network error).
    failed: (page, fault) =>
      mint(page)
        .getByRole('region', { name: 'Follow on Twitter' })
        .getByRole('alert')
        .filter({ hasText: ownErrorText('follow response')[fault] }),
    retry: verifyFollows,
    done: (page) => expect(mint(page).getByRole('button', { name: 'Verified!' })).toBeVisible(),
    // The follow check tries once more after a failure that is not an auth error.
    givesUpMs: 2 * CALL_LIMIT_MS,
  },
  {
    name: 'the giveaway entry',
    method: 'POST',
    path: '^/pipeline/giveaway-fezlove/0x',
    reach: prepareGiveaway,
    act: (page) => registerButton(page).click(),
    failed: (page) => mint(page).getByText('Error occurred. Please try again.'),
    retry: async (page) => {
      await captcha(page).check();
      await registerButton(page).click();
    },
    done: (page) => expect(mint(page).getByRole('heading', { name: REGISTERED })).toBeVisible(),
    givesUpMs: CALL_LIMIT_MS,
    // The entry's answer is read loosely (spec section 7: "returning socials"): without them the
    // handles sent stand, so a body of another shape is an entry.
    succeedsDespite: ['wrongShape'],
  },
  {
    name: 'the tweet',
    method: 'POST',
    path: '^/backend/twitter/tweetStory$',
    ...AT_SHARE_TO_MINT,
    failed: (page) => mint(page).getByText('Something went wrong. Please try again.'),
    retry: (page) => shareToMintButton(page).click(),
    givesUpMs: CALL_LIMIT_MS,
    // Spec section 8: "A tweet failure is logged and minting continues."
    succeedsDespite: ['status500', 'status429', 'malformedJson', 'wrongShape', 'hang', 'reset'],
  },
  {
    name: 'the compliance screening',
    method: 'GET',
    path: '^/compliance/0x',
    reach: async (page) => {
      await page.clock.install({ time: DURING.baycSignUp });
      await page.goto('/bayc');
    },
    act: (page) => mint(page).getByRole('button', { name: 'Connect hot wallet' }).click(),
    failed: (page) =>
      page.getByRole('alert').filter({ hasText: 'We could not check this wallet right now. Please try again.' }),
    retry: (page) => page.getByRole('alert').getByRole('button', { name: 'Try again' }).click(),
    done: async (page) => {
      await expect(page.getByRole('banner').getByRole('button', { name: /^Hi, / })).toBeVisible();
      await expect(page.getByText('We could not check this wallet right now. Please try again.')).toHaveCount(0);
    },
    givesUpMs: CALL_LIMIT_MS,
    // Spec section 7: "the response status is used"; the body is not read.
    succeedsDespite: ['malformedJson', 'wrongShape'],
  },
  {
    name: 'the sale data set',
    method: 'GET',
    path: '^/data/sales\\.json$',
    reach: async (page) => {
      await page.clock.install({ time: DURING.baycSignUp });
    },
    act: async (page) => {
      await page.goto('/bayc');
    },
    failed: (page, fault) =>
      mint(page)
        .getByRole('alert')
        .filter({ hasText: ownErrorText('sale data set')[fault] }),
    retry: async (page) => {
      await page.reload();
    },
    done: (page) => expect(mint(page).getByRole('heading', { name: 'Whitelist sign-up' })).toBeVisible(),
    givesUpMs: CALL_LIMIT_MS,
  },
  {
    name: 'the marketing check',
    method: 'GET',
    path: '^/pipeline/giveaway-fezlove/0x',
    reach: async (page) => {
      await page.clock.install({ time: DURING.fezloveGiveaway });
      await page.goto('/fezlove');
      await mint(page).getByRole('button', { name: 'Connect wallet' }).click();
      await authoriseTwitterInPopup(page);
    },
    act: verifyFollows,
    failed: (page) => mint(page).getByRole('alert').filter({ hasText: 'Error occurred while checking if subscribed' }),
    retry: verifyFollows,
    done: (page) => expect(captcha(page)).toBeVisible(),
    givesUpMs: CALL_LIMIT_MS,
  },
  {
    name: 'the Twitter login (add to pending)',
    method: 'GET',
    path: '^/auth/tw/authV2/addToPending$',
    reach: reachColdWallet,
    act: (page) => mint(page).getByRole('button', { name: 'Connect Twitter' }).click(),
    failed: (page) => mint(page).getByRole('alert').filter({ hasText: 'Auth error. Please try again.' }),
    retry: authoriseTwitterInPopup,
    done: (page) => expect(mint(page).getByText('@chain_tester', { exact: false })).toBeVisible(),
    givesUpMs: CALL_LIMIT_MS,
  },
];
