import { expect, it } from 'vitest';
import { MOCK_SOCIAL_USER } from '../../src/services/mock/mockAccounts';
import { pageErrors, visit } from './app';
import { clickOn, type Query, shown } from './dom';
import { inEachEngine } from './suite';
import { ANSWER_MS, LIVE_MS, MOCK_WAIT_MS, testLimit } from './timeLimits';

/**
 * The mint page's two flows on the mock build, each in its shortest way to its result (the
 * Playwright specs, whitelistSignUp.spec.ts and characterPassMint.spec.ts, take them by keyboard
 * with every check on the way). The account picker of the mock user service is the test wallet.
 * The mock's waits pass in real time: no clock of the page can be set over classic WebDriver.
 */

const mint: Query = { role: 'region', name: 'Mint' };
const inMint = (query: Omit<Query, 'within'>): Query => ({ ...query, within: mint });
const MINTED = 'Congrats! You minted a Character Pass!';

/** The tweeting login (v1) the mock Twitter redirect would give, so that the share can tweet. */
const TWITTER_LOGIN = encodeURIComponent(
  JSON.stringify([MOCK_SOCIAL_USER.twitterUserId, MOCK_SOCIAL_USER.twitterUserName, 'mock-token', 'mock-secret', 'v1']),
);

inEachEngine((context) => {
  /** The hot wallet from the account picker, then the cold wallet from the mock identity proof. */
  async function connectWallets() {
    const { session } = context;
    await clickOn(session, inMint({ role: 'button', name: 'Connect hot wallet' }), ANSWER_MS);
    await clickOn(
      session,
      { role: 'button', nameStarts: 'Account A', within: { role: 'dialog', name: 'Choose an account' } },
      ANSWER_MS,
    );
    await clickOn(session, inMint({ role: 'button', name: 'Verify with Tokenproof' }), ANSWER_MS);
    await clickOn(
      session,
      { role: 'button', name: 'Authenticate', within: { role: 'dialog', name: 'Tokenproof (mock)' } },
      ANSWER_MS,
    );
  }

  it(
    'a holder signs up for the whitelist on /bayc and sees the result',
    async () => {
      const { session } = context;
      await visit(session, context.url('/bayc'));
      await shown(session, inMint({ role: 'heading', name: 'Whitelist sign-up' }), ANSWER_MS);
      await connectWallets();

      // Twitter: the login popup finishes by itself in mock mode, then the follow check.
      await clickOn(session, inMint({ role: 'button', name: 'Connect Twitter' }), ANSWER_MS);
      await shown(session, inMint({ role: 'button', name: 'Verify' }), MOCK_WAIT_MS);
      await clickOn(session, inMint({ role: 'button', name: 'Verify' }), ANSWER_MS);
      await clickOn(
        session,
        inMint({ role: 'button', name: 'Sign up for the whitelist', enabled: true }),
        MOCK_WAIT_MS,
      );

      await shown(
        session,
        inMint({ role: 'heading', name: "We've created an OpenAI story with your Ape!" }),
        MOCK_WAIT_MS,
      );
      expect(await session.evaluate(() => document.body.textContent)).toContain('Success! You have 1 whitelist spot.');
      expect(await pageErrors(session)).toEqual([]);
    },
    testLimit(LIVE_MS, MOCK_WAIT_MS, MOCK_WAIT_MS, MOCK_WAIT_MS, ...Array<number>(8).fill(ANSWER_MS)),
  );

  it(
    'a holder mints a Character Pass on /mayc',
    async () => {
      const { session } = context;
      await visit(session, context.url(`/mayc?auth=${TWITTER_LOGIN}`));
      await clickOn(session, inMint({ role: 'button', name: 'Log in to mint' }), ANSWER_MS);
      await connectWallets();

      // Signing (5 s), NEXT; then the story's frame and the share button's 2 s; then minting (5 s).
      await clickOn(session, inMint({ role: 'button', name: 'NEXT', enabled: true }), MOCK_WAIT_MS);
      await clickOn(session, inMint({ role: 'button', name: 'SHARE TO MINT!', enabled: true }), MOCK_WAIT_MS);
      await clickOn(
        session,
        { role: 'button', name: 'Approve', within: { role: 'dialog', name: 'Approve transaction' } },
        MOCK_WAIT_MS,
      );
      await shown(session, inMint({ role: 'heading', name: MINTED }), MOCK_WAIT_MS);
      expect(await pageErrors(session)).toEqual([]);
    },
    testLimit(LIVE_MS, MOCK_WAIT_MS, MOCK_WAIT_MS, MOCK_WAIT_MS, MOCK_WAIT_MS, ...Array<number>(5).fill(ANSWER_MS)),
  );
});
