import type { Locator, Page } from '@playwright/test';
import { runUntilEnabled, runUntilVisible } from '../../e2e/clock';
import { expect, type Harness } from '../chainTest';
import {
  authoriseTwitterInPopup,
  authoriseTwitterOnItsPage,
  captcha,
  DURING,
  fillNewsletter,
  MINT_END,
  MINTED,
  MINTING,
  mint,
  nextButton,
  prepareGiveaway,
  prepareWhitelistSignUp,
  proveApes,
  reachColdWalletProof,
  registerButton,
  REGISTERED,
  reachShareToMint,
  shareToMintButton,
  SIGNED_UP,
  signUpButton,
} from '../flowSteps';
import { BACKEND_RETRIES } from '../../../src/domain/retry';
import { longestDrawnWaitMs } from '../../../src/domain/retryWait';
import { SOCIAL_LOGIN_PARAM } from '../harness/chainSetup';
import { FAULTS, type Fault } from '../harness/reference/faults';

/**
 * The calls of the fault matrix (faults.chain.spec.ts), one row each: how a visitor gets to the
 * moment the call is made, the action that makes it, what the page must say when it fails (the
 * catalogue's message, spec section 8), how the visitor tries again, and what success shows.
 */

interface CallBase {
  /** Words for the test's name. */
  name: string;
  method: 'GET' | 'POST';
  /** The backend path the call goes to, as a regular expression's source. */
  path: string;
  /** Everything up to the action that makes the call. */
  reach(page: Page, hotWallet: string, harness: Harness): Promise<void>;
  /** The visitor's action that makes the call. */
  act(page: Page): Promise<void>;
  /** What the page shows when the call has succeeded. */
  done(page: Page): Promise<void>;
  /**
   * How long the client tries, in page time, before it gives up on a call that never answers: its
   * time limit (30 s, src/services/rest/restClient.ts) times its tries, plus the delays between them.
   */
  givesUpMs: number;
  /**
   * For a call made after the mint's transaction was sent: the faults during which the client is
   * still trying. A reload then must resume the wait for that transaction and send nothing again
   * (the issue: "a started mint still resumes after a reload").
   */
  reloadDuring?: readonly Fault[];
}

/** Faults the client takes for success (it reads no body, or goes on without the answer), and what then shows. */
interface Tolerance {
  faults: readonly Fault[];
  /** What the page shows once the client has gone on after `fault`. */
  shows(page: Page, fault: Fault): Locator;
  /**
   * Nothing new shows when the client goes on (what `shows` names is there either way): the case
   * checks that the call's failure does not show by the client's giving up, plus the slack.
   */
  quiet?: boolean;
}

/** A call whose failure the visitor sees, and tries again after. */
interface FailingCall extends CallBase {
  /** What the page shows once the call failed with `fault`. */
  failed(page: Page, fault: Fault): Locator;
  /** The visitor's way to try again after `fault`, once it is lifted. */
  retry(page: Page, fault: Fault): Promise<void>;
  succeedsDespite?: Tolerance;
}

/** A call the client goes on without, whatever it answers (spec section 7 or 8 says so). */
interface TolerantCall extends CallBase {
  failed?: never;
  retry?: never;
  succeedsDespite: Tolerance & { faults: typeof FAULTS };
}

export type FaultCall = FailingCall | TolerantCall;

/** What a case waits for: the call's failure, or what shows when the client goes on without it. */
export function outcomeOf(call: FaultCall, fault: Fault, page: Page): { tolerated: boolean; shows: Locator } {
  if (call.succeedsDespite?.faults.includes(fault))
    return { tolerated: true, shows: call.succeedsDespite.shows(page, fault) };
  if (!call.failed) throw new Error(`${call.name}: no failure is described for ${fault}`);
  return { tolerated: false, shows: call.failed(page, fault) };
}

/** The REST client's time limit for a call (DEFAULT_TIMEOUT_MS). */
const CALL_LIMIT_MS = 30_000;
/**
 * A call the client tries four times (BACKEND_CALL_RETRIES: 3 retries, 1 s), each wait drawn around
 * that second: at the latest, the longest draw three times.
 */
const RETRIED_CALL_MS = 4 * CALL_LIMIT_MS + 3 * longestDrawnWaitMs(BACKEND_RETRIES.delayMs);

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

/** Spec section 8: a mined mint whose confirmation failed. */
export const MINT_UNCONFIRMED =
  'Transaction has been completed, but an error occurred while trying to confirm the success.';

/** The mint under way, or over: the share is behind the visitor. */
const mintingOrMinted = (page: Page) =>
  mint(page).getByRole('heading', { name: new RegExp(`^(${MINTING}|${MINTED})$`) });

/** chasingshadows in its public mint of story NFTs, 'Log in to mint' pressed: the hot wallet signs next. */
async function reachStoryNftLogin(page: Page) {
  await page.clock.install({ time: DURING.chasingShadowsMint });
  await page.goto('/chasingshadows');
  await mint(page).getByRole('button', { name: 'Log in to mint' }).click();
}

const signatureFailed = (page: Page) => mint(page).getByText('Error occurred while fetching signature.');
const tryAgain = (page: Page) => mint(page).getByRole('button', { name: 'Try again' }).click();

/** The follow step's alert with `text`. */
const followAlert = (page: Page, text: RegExp) =>
  mint(page).getByRole('region', { name: 'Follow on Twitter' }).getByRole('alert').filter({ hasText: text });

/** The social login's alert: 'Auth error. Please try again.' */
const loginFailed = (page: Page) => mint(page).getByRole('alert').filter({ hasText: 'Auth error. Please try again.' });

/** A token refresh whose answer the client takes as a refusal: the login is gone. */
const refreshRefused = (fault: Fault) => fault === 'malformedJson' || fault === 'wrongShape';

const verifyFollows = (page: Page) => mint(page).getByRole('button', { name: 'Verify', exact: true }).click();

const modal = (page: Page) => page.getByRole('dialog', { name: 'Sign up' });

/** The calls of share to mint: the visitor is at MintShare, signed in to Twitter, and presses 'SHARE TO MINT!'. */
const AT_SHARE_TO_MINT = {
  reach: (page: Page) => reachShareToMint(page, SOCIAL_LOGIN_PARAM),
  act: (page: Page) => shareToMintButton(page).click(),
  done: (page: Page) => runUntilVisible(page, mint(page).getByRole('heading', { name: MINTED }), MINT_END),
} satisfies Partial<FaultCall>;

/** The follow check's calls: the visitor presses Verify, and the step shows 'Verified!' once the check passes. */
const AT_FOLLOW_CHECK = {
  act: verifyFollows,
  done: (page: Page) => expect(mint(page).getByRole('button', { name: 'Verified!' })).toBeVisible(),
  // The follow check tries once more after a failure that is not an auth error.
  givesUpMs: 2 * CALL_LIMIT_MS,
} satisfies Partial<FaultCall>;

/** The calls of the v2 login: the cold wallet proved, the visitor presses 'Connect Twitter' and the popup opens. */
const AT_TWITTER_LOGIN = {
  reach: reachColdWallet,
  act: (page: Page) => mint(page).getByRole('button', { name: 'Connect Twitter' }).click(),
  failed: (page: Page) => loginFailed(page),
  retry: authoriseTwitterInPopup,
  done: (page: Page) => expect(mint(page).getByText('@chain_tester', { exact: false })).toBeVisible(),
  givesUpMs: CALL_LIMIT_MS,
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
    succeedsDespite: {
      faults: ['malformedJson', 'wrongShape'],
      shows: (page) => modal(page).getByRole('button', { name: 'Subscribed' }),
    },
  },
  {
    name: 'sign for mint',
    method: 'POST',
    path: '^/backend/mint/bayc/signForMint/$',
    reach: (page) => reachColdWalletProof(page, SOCIAL_LOGIN_PARAM),
    act: proveApes,
    failed: signatureFailed,
    retry: tryAgain,
    done: (page) => expect(nextButton(page)).toBeEnabled(),
    givesUpMs: CALL_LIMIT_MS,
  },
  {
    name: 'the thumbnails',
    method: 'POST',
    path: '^/backend/mint/bayc/tokenThumbnails$',
    reach: (page) => reachColdWalletProof(page, SOCIAL_LOGIN_PARAM),
    act: proveApes,
    done: (page) => expect(nextButton(page)).toBeEnabled(),
    givesUpMs: RETRIED_CALL_MS,
    // The mint chart's loadingThumbnails: the tokens show without their images, and NEXT is enabled.
    succeedsDespite: { faults: FAULTS, shows: (page) => nextButton(page).and(page.locator(':enabled')) },
  },
  {
    name: 'the Twitter login check (v1 verify)',
    method: 'POST',
    path: '^/auth/twitter/verify/v1$',
    reach: async (page) => {
      await reachColdWalletProof(page, SOCIAL_LOGIN_PARAM);
      await proveApes(page);
      await expect(nextButton(page)).toBeEnabled();
    },
    act: (page) => nextButton(page).click(),
    // The share's login check failed: the visitor authorises again on Twitter's page.
    failed: (page) => mint(page).getByText('Sharing will require Twitter authorization.'),
    retry: async (page) => {
      await authoriseTwitterOnItsPage(page);
      await runUntilEnabled(page, shareToMintButton(page));
      await shareToMintButton(page).click();
    },
    done: AT_SHARE_TO_MINT.done,
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
    ...AT_FOLLOW_CHECK,
    reach: reachFollowCheck,
    // The follow step says the error's own catalogue text (spec section 8: the REST API error's
    // default, the invalid data format of the follow response, the network error).
    failed: (page, fault) => followAlert(page, ownErrorText('follow response')[fault]),
    retry: verifyFollows,
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
    succeedsDespite: { faults: ['wrongShape'], shows: (page) => mint(page).getByRole('heading', { name: REGISTERED }) },
  },
  {
    name: 'the tweet',
    method: 'POST',
    path: '^/backend/twitter/tweetStory$',
    ...AT_SHARE_TO_MINT,
    givesUpMs: CALL_LIMIT_MS,
    // Spec section 8: "A tweet failure is logged and minting continues."
    succeedsDespite: { faults: FAULTS, shows: mintingOrMinted },
  },
  {
    name: 'wait for minting',
    method: 'POST',
    path: '^/backend/mint/bayc/waitForMintingOf$',
    ...AT_SHARE_TO_MINT,
    givesUpMs: RETRIED_CALL_MS,
    reloadDuring: ['status500', 'status429', 'hang', 'reset'],
    // The transaction is mined. The client reads no body from this call (an ok answer confirms),
    // and production treats a failed confirmation as success (VITE_TREAT_WAIT_FOR_MINT_AS_SUCCESS):
    // Minted then carries the catalogue's notice.
    succeedsDespite: {
      faults: FAULTS,
      shows: (page, fault) =>
        fault === 'malformedJson' || fault === 'wrongShape'
          ? mint(page).getByRole('heading', { name: MINTED })
          : mint(page).getByText(MINT_UNCONFIRMED),
    },
  },
  {
    name: 'sign for a story NFT',
    method: 'POST',
    path: '^/backend/mint/storyNFT/chasingshadows/signForMint/$',
    reach: reachStoryNftLogin,
    act: (page) => mint(page).getByRole('button', { name: 'Connect hot wallet' }).click(),
    failed: signatureFailed,
    retry: tryAgain,
    done: (page) => expect(nextButton(page)).toBeEnabled(),
    givesUpMs: CALL_LIMIT_MS,
  },
  {
    name: 'the mint backend for a story NFT',
    method: 'POST',
    path: '^/mbaas/api/v0/chains/ethereum/addresses/storyverse_minter/contracts/ethsale_storynft/methods/signatureMint$',
    reach: async (page) => {
      await reachStoryNftLogin(page);
      await mint(page).getByRole('button', { name: 'Connect hot wallet' }).click();
      await expect(nextButton(page)).toBeEnabled();
    },
    act: (page) => nextButton(page).click(),
    failed: (page) => mint(page).getByText('Minting failed. Please try again.'),
    retry: (page) => mint(page).getByRole('button', { name: 'MINT!', exact: true }).click(),
    done: (page) =>
      runUntilVisible(page, mint(page).getByRole('heading', { name: /^Congrats! You minted a / }), MINT_END),
    givesUpMs: CALL_LIMIT_MS,
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
    // Spec section 7: "the response status is used"; the body is not read. The banner's 'Hi, …' shows
    // whatever the screening does: what tells is that its failure never shows.
    succeedsDespite: {
      faults: ['malformedJson', 'wrongShape'],
      shows: (page) => page.getByRole('banner').getByRole('button', { name: /^Hi, / }),
      quiet: true,
    },
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
    name: 'the Twitter login (pending)',
    method: 'GET',
    path: '^/auth/tw/authV2/pending/',
    ...AT_TWITTER_LOGIN,
  },
  {
    name: 'the Twitter token refresh (v2)',
    method: 'POST',
    path: '^/auth/twitter/refresh$',
    ...AT_FOLLOW_CHECK,
    reach: async (page, hotWallet, harness) => {
      await reachFollowCheck(page, hotWallet);
      // The popup login's access token expires: the follow check is refused, and the client refreshes it once.
      await harness.expireV2Logins();
    },
    // A refresh refused, or answered with tokens of another shape, means the login is gone (spec
    // section 8: the follow check's auth error): 'Auth error. Please try again.', and the visitor
    // connects Twitter again. A refresh that fails otherwise is the follow check's own failure: its
    // message, the login kept, Verify again.
    failed: (page, fault) =>
      refreshRefused(fault) ? loginFailed(page) : followAlert(page, ownErrorText('token response')[fault]),
    retry: async (page, fault) => {
      if (refreshRefused(fault)) await authoriseTwitterInPopup(page);
      await verifyFollows(page);
    },
  },
  {
    name: 'the Twitter login (add to pending)',
    method: 'GET',
    path: '^/auth/tw/authV2/addToPending$',
    ...AT_TWITTER_LOGIN,
  },
];
