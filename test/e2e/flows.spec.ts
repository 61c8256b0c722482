import type { Page } from '@playwright/test';
import { MESSAGES, needAccountMessage } from '../../src/domain/errors/messages';
import { MOCK_SOCIAL_USER } from '../../src/services/mock/mockAccounts';
import { SOCIAL_AUTH_TEXTS } from '../../src/views/social/SocialAuthSection';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';

/**
 * The social login's popup and the mock identity-proof dialog in a real browser, each flow alone
 * in its small view (the flow harness, test/e2e/harness/), bound as the app binds it, on the mock
 * services. Chromium's popup blocker is on in this project (playwright.config.ts).
 */

const connect = (page: Page) => page.getByRole('button', { name: SOCIAL_AUTH_TEXTS.connect });

test.describe('the v2 social login popup', () => {
  test('the browser blocks a popup opened without a click, so these tests can tell', async ({ page }) => {
    await page.addInitScript(() => {
      window.addEventListener('load', () => {
        Object.assign(window, { popupWithoutClick: window.open('about:blank', '_blank', 'width=500,height=600') });
      });
    });
    await page.goto('/?flow=socialAuth');
    await expect(connect(page)).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { popupWithoutClick: unknown }).popupWithoutClick),
    ).toBeNull();
  });

  test('opens inside the click, at 500x600, pointed at the provider with the pending key', async ({ page }) => {
    // Chromium allows a popup for a few seconds after a click; Safari only while the click's
    // handler runs. window.event is the click only then: record it at every window.open.
    await page.addInitScript(() => {
      const open = window.open.bind(window);
      const calls: (string | null)[] = [];
      Object.assign(window, { openCalls: calls });
      window.open = (...args) => {
        calls.push(window.event?.type ?? null);
        return open(...args);
      };
    });
    await page.goto('/?flow=socialAuth&pending=wait');
    const popupOpened = page.waitForEvent('popup');
    await connect(page).click();
    const popup = await popupOpened;
    expect(await page.evaluate(() => (window as unknown as { openCalls: unknown }).openCalls)).toEqual(['click']);
    await expect(page.getByRole('status')).toHaveText(SOCIAL_AUTH_TEXTS.waiting + SOCIAL_AUTH_TEXTS.cancel);
    await expect.poll(() => popup.url()).toContain('pendingKey=mock-pending-');
    expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([500, 600]);
  });

  test('closing the popup returns to Connect Twitter, with no error', async ({ page }) => {
    await page.goto('/?flow=socialAuth&pending=wait');
    const popupOpened = page.waitForEvent('popup');
    await connect(page).click();
    const popup = await popupOpened;
    await popup.close();
    await expect(connect(page)).toBeEnabled();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a finished login shows the account and closes the popup', async ({ page }) => {
    await page.goto('/?flow=socialAuth');
    const popupOpened = page.waitForEvent('popup');
    await connect(page).click();
    const popup = await popupOpened;
    await expect(page.getByText(`${SOCIAL_AUTH_TEXTS.connectedAs} @${MOCK_SOCIAL_USER.twitterUserName}`)).toBeVisible();
    await expect.poll(() => popup.isClosed()).toBe(true);
    await expect(page.getByRole('button', { name: SOCIAL_AUTH_TEXTS.disconnect })).toBeEnabled();
  });

  test('a blocked popup says so, and Try again opens it once popups are allowed', async ({ page }) => {
    // What a popup blocker does to window.open: no window, null returned.
    await page.addInitScript(() => {
      const open = window.open.bind(window);
      let blocked = true;
      window.open = (...args) => (blocked ? null : open(...args));
      Object.assign(window, { allowPopups: () => (blocked = false) });
    });
    await page.goto('/?flow=socialAuth&pending=wait');
    await connect(page).click();
    await expect(page.getByRole('alert')).toHaveText(SOCIAL_AUTH_TEXTS.popupBlocked);
    await page.evaluate(() => (window as unknown as { allowPopups: () => void }).allowPopups());
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: SOCIAL_AUTH_TEXTS.retry }).click();
    await popupOpened;
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: SOCIAL_AUTH_TEXTS.cancel })).toBeEnabled();
  });
});

test.describe('the mock identity-proof dialog', () => {
  const verify = (page: Page) => page.getByRole('button', { name: 'Verify with Tokenproof' });
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Tokenproof (mock)' });

  test('Authenticate verifies the cold wallet; the dialog keeps focus and passes axe', async ({ page }) => {
    await page.goto('/?flow=identityProof');
    await verify(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Authenticate' })).toBeVisible();
    const focusInside = () =>
      page.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement));
    await expect.poll(focusInside).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusInside()).toBe(true);
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'Authenticate' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByText(/^Verified: /)).toBeVisible();
  });

  test('Reject opens the need-account modal with the enrollment link', async ({ page }) => {
    await page.goto('/?flow=identityProof');
    await verify(page).click();
    await dialog(page).getByRole('button', { name: 'Reject' }).click();
    const needAccount = page.getByRole('dialog', { name: 'Tokenproof account needed' });
    await expect(needAccount).toContainText(needAccountMessage('Bored Ape'));
    await expect(needAccount.getByRole('link', { name: /Get a Tokenproof account/ })).toBeVisible();
  });

  test('Escape closes the dialog: closed, which also asks for an account', async ({ page }) => {
    await page.goto('/?flow=identityProof');
    await verify(page).click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    const needAccount = page.getByRole('dialog', { name: 'Tokenproof account needed' });
    await expect(needAccount).toContainText(needAccountMessage('Bored Ape'));
    await page.keyboard.press('Escape');
    await expect(needAccount).toHaveCount(0);
    await expect(verify(page)).toBeEnabled();
    await expect(page.getByText(MESSAGES.authenticationFailed)).toHaveCount(0);
  });
});
