import type { Page } from '@playwright/test';
import { MESSAGES } from '../../src/domain/errors/messages';
import { MOCK_BLOCKED_WALLET } from '../../src/services/mock/mockAccounts';
import { installFakeWallet, type FakeWalletOptions, type FakeWalletRequest } from '../fakes/fakeWallet';
import { expect, test } from './fixtures';
import { WALLET_BASE_URL } from './walletServer';

/**
 * The real browser wallet (VITE_USER_SERVICE=browserWallet, the build on port 4174, see
 * playwright.config.ts) against a scripted EIP-1193 wallet that announces itself over EIP-6963
 * (test/fakes/fakeWallet.ts), injected before the app loads. Spec sections 2, 4, 6 and 8.
 */
test.use({ baseURL: WALLET_BASE_URL });

const A = '0xa11ce0000000000000000000000000000000000a';
const B = '0xb0b0000000000000000000000000000000000b0b';
const MAINNET = 1;
const POLYGON = 137;
const FOX = { uuid: '1b0e3f3c-5a8b-4c3e-9f1a-000000000001', name: 'Fox Wallet', rdns: 'example.fox' };
const RABBIT = { uuid: '1b0e3f3c-5a8b-4c3e-9f1a-000000000002', name: 'Rabbit Wallet', rdns: 'example.rabbit' };

const greeting = (address: string) => `Hi, ${address.slice(0, 4)}…${address.slice(-4)}`;
const banner = (page: Page) => page.getByRole('banner');
const connectButton = (page: Page) => banner(page).getByRole('button', { name: 'Connect Wallet' });
const greetingButton = (page: Page, address: string) => banner(page).getByRole('button', { name: greeting(address) });

async function withWallet(page: Page, options: Partial<FakeWalletOptions> = {}) {
  await page.addInitScript(installFakeWallet, { wallets: [FOX], accounts: [A], chainId: MAINNET, ...options });
}

const requests = (page: Page): Promise<FakeWalletRequest[]> =>
  page.evaluate(() => JSON.parse(JSON.stringify(window.__fakeWallet!.requests)) as FakeWalletRequest[]);
const methods = async (page: Page) => (await requests(page)).map((request) => request.method);

/** The chunk that holds ethers (src/wallet/browser/ethersWallet.ts). */
const isEthersChunk = (url: string) => /\/assets\/ethersWallet-[\w-]+\.js$/.test(url);

test.describe('browser wallet login', () => {
  test('connects on a click, reconnects silently after a reload, and logs out', async ({ page }) => {
    await withWallet(page);
    const ethersLoads: string[] = [];
    page.on('request', (request) => {
      if (isEthersChunk(request.url())) ethersLoads.push(request.url());
    });
    await page.goto('/');
    await expect(connectButton(page)).toBeEnabled();
    // Nothing asks the wallet for accounts before the user does, and ethers is not loaded yet.
    expect(await methods(page)).not.toContain('eth_requestAccounts');
    expect(ethersLoads).toEqual([]);

    await connectButton(page).click();
    await expect(greetingButton(page, A)).toBeVisible();
    expect((await methods(page)).filter((method) => method === 'eth_requestAccounts')).toHaveLength(1);
    expect(ethersLoads).toHaveLength(1);

    await page.reload();
    await expect(greetingButton(page, A)).toBeVisible();
    const afterReload = await methods(page);
    expect(afterReload).toContain('eth_accounts');
    expect(afterReload).not.toContain('eth_requestAccounts');

    await greetingButton(page, A).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(connectButton(page)).toBeEnabled();
    // Forgotten: a reload does not reconnect.
    await page.reload();
    await expect(connectButton(page)).toBeEnabled();
    await expect(greetingButton(page, A)).toHaveCount(0);
  });

  test('lets the user choose among several announced wallets by name and icon', async ({ page }) => {
    await withWallet(page, { wallets: [FOX, RABBIT] });
    await page.goto('/');
    await connectButton(page).click();

    const picker = page.getByRole('dialog', { name: 'Choose a wallet' });
    await expect(picker.getByRole('button', { name: 'Fox Wallet' })).toBeVisible();
    const rabbit = picker.getByRole('button', { name: 'Rabbit Wallet' });
    await expect(rabbit.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);
    await rabbit.click();

    await expect(greetingButton(page, A)).toBeVisible();
    const asked = (await requests(page)).filter((request) => request.method === 'eth_requestAccounts');
    expect(asked.map((request) => request.wallet)).toEqual([RABBIT.uuid]);

    // The choice is remembered: after a reload the same wallet is asked, silently.
    await page.reload();
    await expect(greetingButton(page, A)).toBeVisible();
    const restored = (await requests(page)).filter((request) => request.method === 'eth_accounts');
    expect(restored.map((request) => request.wallet)).toEqual([RABBIT.uuid]);
  });

  test('uses window.ethereum when no wallet announces itself', async ({ page }) => {
    await withWallet(page, { wallets: [], alsoWindowEthereum: true });
    await page.goto('/');
    await connectButton(page).click();
    await expect(greetingButton(page, A)).toBeVisible();
  });

  test('follows the wallet: another account is a new user, no account logs out', async ({ page }) => {
    await withWallet(page);
    await page.goto('/');
    await connectButton(page).click();
    await expect(greetingButton(page, A)).toBeVisible();

    await page.evaluate((next) => window.__fakeWallet!.setAccounts([next]), B);
    await expect(greetingButton(page, B)).toBeVisible();
    await expect(greetingButton(page, A)).toHaveCount(0);

    await page.evaluate(() => window.__fakeWallet!.setAccounts([]));
    await expect(connectButton(page)).toBeEnabled();
  });

  test('a disconnected wallet logs the user out', async ({ page }) => {
    await withWallet(page);
    await page.goto('/');
    await connectButton(page).click();
    await expect(greetingButton(page, A)).toBeVisible();
    await page.evaluate(() => window.__fakeWallet!.disconnect());
    await expect(connectButton(page)).toBeEnabled();
  });
});

test.describe('browser wallet network', () => {
  test('names the wrong chain and switches to mainnet on request', async ({ page }) => {
    await withWallet(page, { chainId: POLYGON });
    await page.goto('/');
    await connectButton(page).click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Your wallet is connected to Polygon. Switch to Ethereum Mainnet to continue.');
    await alert.getByRole('button', { name: 'Switch network' }).click();
    await expect(page.getByText('Your wallet is connected to Polygon.')).toHaveCount(0);
    const switches = (await requests(page)).filter((request) => request.method === 'wallet_switchEthereumChain');
    expect(switches.map((request) => request.params)).toEqual([[{ chainId: '0x1' }]]);

    // Moving away in the wallet brings the notice back.
    await page.evaluate((chainId) => window.__fakeWallet!.setChain(chainId), POLYGON);
    await expect(page.getByRole('alert')).toContainText('Your wallet is connected to Polygon.');
  });

  test('a switch the wallet leaves unanswered can be cancelled', async ({ page }) => {
    await withWallet(page, { chainId: POLYGON });
    await page.goto('/');
    await connectButton(page).click();
    await page.evaluate(() => window.__fakeWallet!.holdNext('wallet_switchEthereumChain'));
    await page.getByRole('button', { name: 'Switch network' }).click();
    const waiting = page
      .getByRole('status')
      .filter({ hasText: 'Switching to Ethereum Mainnet… Confirm in your wallet.' });
    await waiting.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alert')).toContainText('Your wallet is connected to Polygon.');
    await expect(page.getByRole('button', { name: 'Switch network' })).toBeEnabled();
  });

  test('a refused switch keeps the notice, with the reason and the button to try again', async ({ page }) => {
    await withWallet(page, { chainId: POLYGON });
    await page.goto('/');
    await connectButton(page).click();
    await page.evaluate(() => window.__fakeWallet!.rejectNext(4001, 'User rejected', 'wallet_switchEthereumChain'));
    await page.getByRole('button', { name: 'Switch network' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(MESSAGES.walletRejected);
    await expect(alert.getByRole('button', { name: 'Switch network' })).toBeEnabled();
  });
});

test.describe('browser wallet failures', () => {
  test('a rejected request (4001) returns to the login with a retry', async ({ page }) => {
    await withWallet(page);
    await page.goto('/');
    await page.evaluate(() => window.__fakeWallet!.rejectNext(4001, 'User rejected', 'eth_requestAccounts'));
    await connectButton(page).click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText(MESSAGES.walletRejected);
    await expect(connectButton(page)).toBeEnabled();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(greetingButton(page, A)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a request already pending (-32002) says to open the wallet', async ({ page }) => {
    await withWallet(page);
    await page.goto('/');
    await page.evaluate(() => window.__fakeWallet!.rejectNext(-32002, 'Already processing', 'eth_requestAccounts'));
    await connectButton(page).click();
    await expect(page.getByRole('alert')).toContainText(MESSAGES.walletRequestPending);
  });

  test('the button stays disabled while the wallet prompt is open; Cancel gives it back', async ({ page }) => {
    await withWallet(page);
    await page.goto('/');
    await page.evaluate(() => window.__fakeWallet!.holdNext('eth_requestAccounts'));
    await connectButton(page).click();

    await expect(page.getByRole('status').filter({ hasText: 'Waiting for your wallet…' })).toBeVisible();
    await expect(connectButton(page)).toBeDisabled();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(connectButton(page)).toBeEnabled();
    // The wallet answering late does not log in behind the user's back.
    await page.evaluate(() => window.__fakeWallet!.releaseHeld());
    await expect(connectButton(page)).toBeEnabled();
    await expect(greetingButton(page, A)).toHaveCount(0);
  });

  test("a wallet that fails the compliance screening sees 'This wallet is blocked.'", async ({ page }) => {
    await withWallet(page, { accounts: [MOCK_BLOCKED_WALLET] });
    await page.goto('/');
    await connectButton(page).click();
    await expect(page.getByRole('alert')).toContainText(MESSAGES.walletBlocked);
  });
});

test.describe('without a wallet (spec section 2 fallbacks)', () => {
  test('the header links to /login, which says what to install', async ({ page }) => {
    await page.goto('/');
    const link = banner(page).getByRole('link', { name: 'Connect Wallet' });
    await expect(link).toHaveAttribute('href', '/login');
    await link.click();
    await expect(page.getByText(MESSAGES.noProviderMobile)).toBeVisible();
    await expect(page.getByText(MESSAGES.noProviderDesktop)).toBeVisible();
  });

  test("a phone gets 'Metamask Required, Tap to Continue' with the wallet app's link to this page", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    });
    const page = await context.newPage();
    await page.goto('/login?r=%2Fmint');
    const host = new URL(baseURL!).host;
    await expect(page.getByRole('link', { name: MESSAGES.web3Required })).toHaveAttribute(
      'href',
      `https://metamask.app.link/dapp/${host}/login?r=%2Fmint`,
    );
    await context.close();
  });
});
