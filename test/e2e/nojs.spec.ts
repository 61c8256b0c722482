import { expect, test } from '@playwright/test';

/**
 * With JavaScript off (the context's `javaScriptEnabled`, below), the landing,
 * informational and legal pages read completely, and their links work: the prerendered HTML is the
 * page. Sections the browser would animate in are shown. (Chromium with scripts turned off this way
 * still parses <noscript> as text: the mint panel's note is checked in test/unit/prerender.) As in
 * every browser test, no request leaves the preview server (playwright.config.ts).
 */
test.use({ javaScriptEnabled: false });

test('the landing page reads whole: hero, every section, the FAQ and the footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Storyverse');
  await expect(page.getByText('Create, animate, and share stories with your NFTs.')).toBeVisible();
  for (const name of ['See Storyverse in action', 'Our Stories', 'Create. Animate. Share.', 'Roadmap', 'Team', 'FAQ']) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }
  // The FAQ's answers open as the browser opens any <details>, with no script.
  const answer = page.getByText(/total supply is 10,000/);
  await expect(answer).toBeAttached();
  await answer.locator('xpath=ancestor::details/summary').click();
  await expect(answer).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  for (const name of ['About', 'Founders', 'Community Guidelines', 'Terms of Service', 'Privacy Policy']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Start Creating' })).toHaveAttribute('href', '/create');
});

test("the footer's links lead to pages that read whole too", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/tos$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('region', { name: 'FAQ' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Founders', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Nadia Brooks' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Storyverse' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the community guidelines and a sale page read without JavaScript', async ({ page }) => {
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Community Guidelines');
  await expect(page.getByRole('heading', { name: 'What is not allowed' })).toBeVisible();
  await page.goto('/bayc');
  const mint = page.getByRole('region', { name: 'Mint' });
  await expect(mint.getByRole('heading', { name: 'Character Pass' })).toBeVisible();
  await expect(mint.getByRole('link', { name: 'Character Pass Terms' })).toHaveAttribute('href', '/characterpassterms');
});
