import { addressOf, expect, pageTitle, READY_ATTRIBUTE, scrollToFooter, SITE_TITLE, test } from './fixtures';
import { expectNoAxeViolations } from './axe';

/** Root layout, launch parameters, the sign-up modal, titles, navigation, accessibility. */

test.describe('ready marker', () => {
  test(`<html ${READY_ATTRIBUTE}> appears 2 s after start, driven by a fake clock`, async ({ page }) => {
    await page.clock.install({ time: new Date('2024-01-01T00:00:00Z') });
    // Stop time before the app loads: timers then fire only when the test moves the clock.
    await page.clock.pauseAt(new Date('2024-01-01T00:00:01Z'));
    await page.goto('/');
    const html = page.locator('html');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE_TITLE);
    await expect(html).not.toHaveAttribute(READY_ATTRIBUTE);

    await page.clock.runFor(1999);
    await expect(html).not.toHaveAttribute(READY_ATTRIBUTE);

    await page.clock.runFor(1);
    await expect(html).toHaveAttribute(READY_ATTRIBUTE, 'true');
  });
});

test.describe('launch parameters', () => {
  const credentials = encodeURIComponent(JSON.stringify(['1', 'name', 'tok', 'sec', 'v1']));

  test('auth leaves the address', async ({ page }) => {
    await page.goto(`/?auth=${credentials}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE_TITLE);
    expect(addressOf(page)).toBe('/');
    expect(page.url()).not.toContain('tok');
  });

  test('auth leaves the address and the other parameters stay', async ({ page }) => {
    await page.goto(`/about?signup&auth=${credentials}#contact`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/about');
    expect(url.searchParams.has('auth')).toBe(false);
    expect(url.searchParams.has('signup')).toBe(true);
    expect(url.hash).toBe('#contact');
    expect(page.url()).not.toContain('tok');
  });

  test('a malformed auth also leaves the address and the page still renders', async ({ page }) => {
    await page.goto('/?auth=notjson&novideo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE_TITLE);
    await expect(page).toHaveTitle(pageTitle('Home'));
    const url = new URL(page.url());
    expect(url.searchParams.has('auth')).toBe(false);
    expect(url.searchParams.has('novideo')).toBe(true);
  });
});

test.describe('sign-up modal', () => {
  test('?signup opens a dialog that holds focus; Escape closes it and focus returns', async ({ page }) => {
    await page.goto('/?signup');
    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');

    const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
    await expect.poll(focusInside).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusInside()).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside()).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    // The dialog opened on load, when focus was on the document: focus goes back there,
    // and the next Tab starts from the top of the page again.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('link', { name: SITE_TITLE })).toBeFocused();
  });

  test('without ?signup no dialog opens', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE_TITLE);
    // The wallet button comes in the render after hydration, the one that would open the dialog;
    // a dialog to be shown makes the page inert there, before its own code has arrived.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
    await expect(page.locator('[inert] main')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('titles and navigation', () => {
  test("the document title on /about is 'About - Storyverse'", async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About - Storyverse');
  });

  test("'Start Creating' goes to /create and moves focus to the new page", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Creating' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/create');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Story editor');
    await expect(page).toHaveTitle(pageTitle('Create'));
    // Keyboard and screen-reader users land on the new page, not on the link they left.
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the sign-up dialog makes the rest of the page inert', async ({ page }) => {
    await page.goto('/?signup');
    await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
    await expect(page.locator('[inert] main')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.locator('[inert] main')).toHaveCount(0);
  });

  test('Tab from the page start reaches the logo link first', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE_TITLE);
    await page.keyboard.press('Tab');
    const logo = page.getByRole('banner').getByRole('link', { name: SITE_TITLE });
    await expect(logo).toBeFocused();
    await expect(logo).toHaveAttribute('href', '/');
  });
});

// The other pages' axe scans are in pages.spec.ts, at a desktop's and a phone's width.
test('/login has no axe violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle(pageTitle('Login'));
  await expect(await scrollToFooter(page)).toBeVisible();
  // The login page starts the mock login by itself: wait for its picker and dismiss it, so the page
  // itself is scanned (the dialogs have their own scans in wallet.spec.ts).
  const picker = page.getByRole('dialog', { name: 'Choose an account' });
  await expect(picker).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  await expectNoAxeViolations(page);
});
