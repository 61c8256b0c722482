import type { Page } from '@playwright/test';
import { FLOWS_BASE_URL, STATELY_RECEIVER_PAGE } from './harness/harnessServer';
import { expect, scrollToFooter, test } from './fixtures';

/**
 * `?inspect=stately` (issue 53) connects the app's actors to the Stately Inspector, offline: the
 * inspector's window asks for stately.ai/inspect, and gets the package's own receiving side from
 * the flow harness's server instead (test/e2e/harness/statelyReceiver.ts).
 */

/** What the inspector's window has received so far (nothing before its receiver has started). */
const received = (inspector: Page) => inspector.evaluate(() => window.received ?? []);

test('?inspect=stately shows the running app in the Stately Inspector: its machines by id, then an event sent in the page', async ({
  page,
  context,
}) => {
  await context.route('https://stately.ai/**', async (route) => {
    const { pathname } = new URL(route.request().url());
    const local = pathname === '/inspect' ? `/${STATELY_RECEIVER_PAGE}` : pathname;
    await route.fulfill({ response: await route.fetch({ url: `${FLOWS_BASE_URL}${local}` }) });
  });
  const opened = page.waitForEvent('popup');
  await page.goto('/bayc?inspect=stately');
  const inspector = await opened;
  expect(new URL(inspector.url()).origin).toBe('https://stately.ai');

  // Every actor from the root's start on, the early ones too (held while the inspector's code loaded).
  await expect
    .poll(async () =>
      (await received(inspector)).flatMap((event) => (event.type === '@xstate.actor' ? [event.name] : [])),
    )
    .toEqual(expect.arrayContaining(['app', 'mintPage', 'user']));

  const footer = await scrollToFooter(page);
  await footer.getByRole('button', { name: 'Sign up for updates' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
  await expect
    .poll(async () =>
      (await received(inspector)).flatMap((event) => (event.type === '@xstate.event' ? [event.event.type] : [])),
    )
    .toContain('signUpModal.open');
});

test('?inspect alone still opens the app’s own viewer, and no inspector window', async ({ page }) => {
  let windows = 0;
  page.on('popup', () => (windows += 1));
  await page.goto('/about?inspect');
  await expect(page.getByRole('complementary', { name: 'Statechart viewer' })).toBeVisible();
  expect(windows).toBe(0);
});

test('?inspect=stately whose code does not arrive leaves the page working, and says why in the console', async ({
  page,
}) => {
  await page.route(/\/assets\/statelyInspector-[\w-]+\.js$/, (route) => route.abort('connectionreset'));
  const failed = page.waitForEvent('console', (message) =>
    message.text().includes('The Stately Inspector could not load'),
  );
  await page.goto('/bayc?inspect=stately');
  await failed;
  const footer = await scrollToFooter(page);
  await footer.getByRole('button', { name: 'Sign up for updates' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
});
