import type { Page } from '@playwright/test';
import { addressOf, expect, pageTitle, READY_ATTRIBUTE, scrollToFooter, stubExternalPage, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { allowVisits } from './timeLimits';

/** Issue 10's pages in the production build: the newsletter sign-up, the framed pages, the header, layout at phone widths, axe. */

test.describe('newsletter sign-up', () => {
  test('?signup: the modal and the footer box share one sign-up, from Subscribe to Subscribed', async ({ page }) => {
    await page.goto('/?signup');
    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    const email = dialog.getByLabel('E-mail address');
    const agree = dialog.getByRole('checkbox', { name: 'I agree to receive marketing emails.' });
    const subscribe = dialog.getByRole('button', { name: 'Subscribe' });
    await expect(agree).not.toBeChecked();
    await expect(subscribe).toBeDisabled();

    await email.fill('reader@example');
    await agree.check();
    await expect(subscribe).toBeDisabled();
    await email.fill('reader@example.com');
    await expect(subscribe).toBeEnabled();
    await expectNoAxeViolations(page);

    await subscribe.click();
    await expect(dialog.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Subscribed' })).toBeDisabled();
    await expect(email).toHaveValue('');

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    const box = (await scrollToFooter(page)).getByRole('region', { name: 'Newsletter' });
    await expect(box.getByRole('button', { name: 'Subscribed' })).toBeDisabled();
  });

  test("'Sign up for updates' shows itself pressed at once, while the dialog's code is still on its way", async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/SignUpModal-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/about');
    const opener = page.getByRole('button', { name: 'Sign up for updates' });
    await opener.click();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
  });

  test("a failed sign-up re-enables the form with 'Error occurred.'; the modal reopens with the agreement cleared", async ({
    page,
  }) => {
    await page.goto('/about?errorOnEmailSub');
    // The button shows itself pressed while its dialog is open (behind the dialog, hidden from the
    // accessibility tree): from the tap on, whether the dialog's code is there yet or not.
    const opener = page.getByRole('button', { name: 'Sign up for updates', includeHidden: true });
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await opener.click();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    await dialog.getByLabel('E-mail address').fill('reader@example.com');
    await dialog.getByRole('checkbox', { name: 'I agree to receive marketing emails.' }).check();
    await dialog.getByRole('button', { name: 'Subscribe' }).click();

    const alert = dialog.getByRole('alert');
    await expect(alert).toHaveText('Error occurred.');
    await expect(alert).toHaveCSS('color', 'rgb(255, 107, 107)');
    await expect(dialog.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await expect(dialog.getByLabel('E-mail address')).toHaveValue('reader@example.com');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await opener.click();
    await expect(dialog.getByRole('checkbox', { name: 'I agree to receive marketing emails.' })).not.toBeChecked();
    await expect(dialog.getByLabel('E-mail address')).toHaveValue('reader@example.com');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('creator page', () => {
  const editor = (page: Page) => page.frameLocator('iframe[title="Story editor"]');

  test('frames the creator with its address; the loading video goes once the app has loaded', async ({ page }) => {
    await page.goto('/create/bayc?lang=fr&secret=1');
    await expect(page).toHaveTitle(pageTitle('Create'));
    const src = new URL((await page.locator('iframe[title="Story editor"]').getAttribute('src'))!);
    expect(src.pathname).toBe('/mock-apps/creator.html');
    expect(Object.fromEntries(src.searchParams)).toEqual({
      lang: 'fr',
      template: '5',
      iframed: '1',
      v: expect.stringMatching(/^\d{13}$/),
    });
    await expect(page.locator('iframe[title="Story editor"]')).toHaveAttribute('sandbox', /allow-scripts/);
    await expect(editor(page).getByRole('heading', { name: 'Mock creator app' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading the app' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('novideo shows no loading video; an NFT story carries nft=true', async ({ page }) => {
    await page.goto('/create/nft/0xabc/12?novideo');
    await expect(page.getByRole('heading', { name: 'Story editor' })).toBeAttached();
    // Read once: the overlay renders with the page, and a shown one goes by itself once the editor
    // has loaded, so a check that waited for its absence would pass with or without novideo.
    expect(await page.getByRole('status', { name: 'Loading the app' }).count()).toBe(0);
    const src = new URL((await page.locator('iframe[title="Story editor"]').getAttribute('src'))!);
    expect(src.searchParams.get('walletAddress')).toBe('0xabc');
    expect(src.searchParams.get('storyId')).toBe('12');
    expect(src.searchParams.get('nft')).toBe('true');
  });

  test('the navbar bridge: web3 check, reload with a new v, an in-app page and a full navigation', async ({ page }) => {
    await page.goto('/create');
    const frame = editor(page);
    await frame.getByRole('button', { name: 'Check for a wallet' }).click();
    await expect(frame.getByRole('status')).toHaveText('A wallet is available.');

    const iframe = page.locator('iframe[title="Story editor"]');
    const before = await iframe.getAttribute('src');
    await frame.getByRole('button', { name: 'Reload the editor' }).click();
    await expect(iframe).not.toHaveAttribute('src', before!);
    // The new document's scripts have run (it lists the new v) before the next click: a click on
    // the reloading frame's button before then does nothing.
    const v = new URL((await iframe.getAttribute('src'))!).searchParams.get('v')!;
    await expect(frame.getByText(v, { exact: true })).toBeVisible();

    await frame.getByRole('button', { name: 'Open the About page' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');

    await page.goBack();
    await stubExternalPage(page, 'https://marketplace.storyverse.example/**');
    await editor(page).getByRole('button', { name: 'Open the marketplace' }).click();
    await expect(page).toHaveURL('https://marketplace.storyverse.example/collection/storyverse');
  });

  test('a page message of an unknown shape or a javascript: page is ignored', async ({ page }) => {
    await page.goto('/create?novideo');
    await expect(editor(page).getByRole('heading', { name: 'Mock creator app' })).toBeVisible();
    // The mock creator shares our origin, so these come from the frame's own origin: only the shape is wrong.
    await page.evaluate(() => {
      window.postMessage({ type: 'navbar:page', path: 'javascript:alert(document.domain)' }, window.location.origin);
      window.postMessage({ type: 'navbar:navigate', path: '/about' }, window.location.origin);
      window.postMessage('navbar:page /about', window.location.origin);
    });
    await page.evaluate(() => window.postMessage({ type: 'navbar:page', path: '/founders' }, window.location.origin));
    // Messages arrive in order: the valid one after them moves the page, the others did nothing.
    await expect(page).toHaveURL((url) => url.pathname === '/founders');
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/create');
  });
});

test.describe('viewer page', () => {
  test('frames the viewer with the token and NFT mode, without navbar or footer; the overlay shows on request', async ({
    page,
  }) => {
    // The still poster instead of the loading video: no video ends, so only the viewer's message can
    // take the overlay away below.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/view/0xabc/7/n/99');
    await expect(page).toHaveTitle(pageTitle('View'));
    const iframe = page.locator('iframe[title="Story viewer"]');
    const src = new URL((await iframe.getAttribute('src'))!);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      walletAddress: '0xabc',
      storyId: '7',
      tokenID: '99',
      nft: 'true',
      iframed: '1',
    });
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    const viewer = page.frameLocator('iframe[title="Story viewer"]');
    await viewer.getByRole('button', { name: 'Show the loading video' }).click();
    await expect(page.getByRole('status', { name: 'Loading the app' })).toBeVisible();
    // The viewer reports that it has loaded: the stand-in's button under the overlay, pressed by the
    // viewer itself rather than by a click, which the overlay would take.
    await viewer.getByRole('button', { name: 'Done loading' }).dispatchEvent('click');
    await expect(page.getByRole('status', { name: 'Loading the app' })).toHaveCount(0);
  });

  test('an AI story carries ai=true', async ({ page }) => {
    await page.goto('/view/0x0/3/ai');
    const src = new URL((await page.locator('iframe[title="Story viewer"]').getAttribute('src'))!);
    expect(src.searchParams.get('ai')).toBe('true');
    expect(src.searchParams.has('nft')).toBe(false);
  });
});

test.describe('contact page', () => {
  test('shows nothing before a role is chosen, then the matching form', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('radio', { name: 'Collector' }).check();
    const form = page.locator('iframe[title="Collector contact form"]');
    await expect(form).toHaveAttribute('src', /role=collector/);
    await page.getByRole('radio', { name: 'Project Owner' }).check();
    await expect(page.locator('iframe[title="Project Owner contact form"]')).toHaveAttribute(
      'src',
      /role=project-owner/,
    );
  });
});

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the burger is a disclosure: it opens, closes on Escape and on navigation', async ({ page }) => {
    await page.goto('/about');
    const menu = page.getByRole('button', { name: 'Menu' });
    const chat = page.getByRole('banner').getByRole('link', { name: /chat/i });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(chat).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(chat).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await (await scrollToFooter(page)).getByRole('link', { name: 'Founders', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/founders');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

/** Pages without a footer: the editor, the viewer and the plot map. */
const FOOTERLESS = new Set(['/create', '/view/0xabc/7', '/maps']);

/**
 * Everything below the fold in: the footer (and on / the landing sections) load as the visitor
 * nears them. A footerless page loads nothing on approach; its frame page's loading video may
 * still be streaming, so the network is not waited for there (it need never be idle).
 */
async function scrollThrough(page: Page, path: string) {
  if (FOOTERLESS.has(path.split('?')[0]!)) return;
  await scrollToFooter(page);
  await page.waitForLoadState('networkidle');
}

const PAGES: [path: string, title: string][] = [
  ['/', 'Home'],
  ['/about', 'About'],
  ['/founders', 'Founders'],
  ['/community', 'Community Guidelines'],
  ['/contact', 'Contact'],
  ['/create', 'Create'],
  ['/view/0xabc/7', 'View'],
  ['/maps', 'Plot Map'],
  ['/whitepaper', 'Whitepaper'],
  ['/tos', 'Terms of Service'],
  ['/privacy-2022-04-20', 'Privacy Policy (2022-04-20)'],
];

/**
 * Each page as a visitor loads it at three widths, in one page (its cache warm after the first):
 * axe at a desktop's 1280 px and a phone's 390 px, and no sideways scrolling at 320 px.
 */
const WIDTHS = { desktop: 1280, phone: 390, narrowest: 320 } as const;

async function loadAt(page: Page, width: number, path: string, title: string) {
  await page.setViewportSize({ width, height: width === WIDTHS.narrowest ? 700 : 900 });
  await page.goto(path);
  await expect(page).toHaveTitle(pageTitle(title));
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  // Lazy parts (the footer, the landing sections) are in before checking.
  await scrollThrough(page, path);
}

async function expectNoSidewaysScrolling(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${addressOf(page)} scrolls sideways`).toBeLessThanOrEqual(0);
}

test.describe('pages at a desktop, a phone and the narrowest width', () => {
  for (const [path, title] of PAGES) {
    test(`${path}: no axe violations at 1280 and 390 px, no sideways scrolling at 320 px`, async ({ page }) => {
      allowVisits(3);
      for (const width of [WIDTHS.desktop, WIDTHS.phone]) {
        await test.step(`${width} px: axe`, async () => {
          await loadAt(page, width, path, title);
          // Colours are judged at rest, not halfway through a section's fade-in.
          await page.waitForFunction(() =>
            document.getAnimations().every((animation) => animation.playState !== 'running'),
          );
          await expectNoAxeViolations(page);
        });
      }
      await test.step(`${WIDTHS.narrowest} px: no sideways scrolling`, async () => {
        await loadAt(page, WIDTHS.narrowest, path, title);
        await expectNoSidewaysScrolling(page);
      });
    });
  }

  test.describe('with the sign-up modal open', () => {
    test.use({ viewport: { width: WIDTHS.narrowest, height: 700 } });
    test('/?signup: no sideways scrolling at 320 px', async ({ page }) => {
      await loadAt(page, WIDTHS.narrowest, '/?signup', 'Home');
      await expectNoSidewaysScrolling(page);
    });
  });
});

test.describe('footer', () => {
  test('its links and their conditions: contacts only with signup, log out back to this page', async ({ page }) => {
    await page.goto('/founders');
    const footer = await scrollToFooter(page);
    await expect(footer.getByRole('navigation', { name: 'About' }).getByRole('link', { name: 'Contact' })).toHaveCount(
      0,
    );
    await expect(footer.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/logout?r=%2Ffounders');
    const legalLinks: [name: string, href: string][] = [
      ['Terms of Service', '/tos'],
      ['Privacy Policy', '/privacy'],
      ['Copyright Policy', '/copyright'],
      ['Cookie Policy', '/cookies'],
      ['Founders Pass Terms', '/founderspassterms'],
      ['Collectible Giveaways', '/collectiblegiveaways'],
    ];
    for (const [name, href] of legalLinks) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer.getByRole('button', { name: 'Sign up for updates' })).toBeVisible();

    await page.goto('/founders?signup');
    // The dialog's code arrives after the page is live: an Escape before it shows closes nothing.
    await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
    await page.keyboard.press('Escape');
    await scrollToFooter(page);
    await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/about#contact');
    await expect(footer.getByRole('region', { name: 'Newsletter' })).toBeVisible();
    // Anonymous visitors see no Admin link. Checked here: the footer is live and shows what the
    // visit asked for (the box above), and the link would render with it.
    await expect(footer.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });

  test("mint pages close with 'Questions? Join our Discord!'", async ({ page }) => {
    await page.goto('/bayc');
    await expect(
      (await scrollToFooter(page)).getByRole('link', { name: 'Questions? Join our Discord!' }),
    ).toBeVisible();
  });
});

test.describe('landing page', () => {
  test('hero, then the sections as the visitor scrolls: the carousel on a fake clock and by keyboard, team, FAQ', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByText('Create, animate, and share stories with your NFTs.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Creating' })).toHaveAttribute('href', '/create');
    // The poster is the first paint; the video plays over it.
    await expect(page.locator('img[src="/media/hero-poster.webp"]')).toBeVisible();
    await expect(page.locator('video[src="/media/hero.mp4"]')).toHaveJSProperty('muted', true);

    // The sections are in the page from the first paint; their code arrives as the visitor nears them.
    await expect(page.getByRole('heading', { level: 2, name: 'FAQ' })).toBeAttached();
    await expect(page.locator('#landing-sections')).not.toHaveAttribute('data-hydrated');
    // The film's player gets its controls with the sections' code: in the first HTML they would
    // cost the first layout.
    const film = page
      .getByRole('region', { name: 'See Storyverse in action' })
      .getByLabel('Storyverse introduction video');
    await expect(film).not.toHaveAttribute('controls');
    await page.getByRole('region', { name: 'Our Stories' }).scrollIntoViewIfNeeded();
    await expect(page.locator('#landing-sections')).toHaveAttribute('data-hydrated', 'true');
    await expect(film).toHaveAttribute('controls', '');

    const carousel = page.getByRole('region', { name: 'Our Stories' });
    const dot = (n: number) => carousel.getByRole('button', { name: `Go to story ${n}` });
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(10_000);
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await dot(2).focus();
    await page.keyboard.press('ArrowRight');
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');
    // Focus inside holds the rotation.
    await page.clock.runFor(10_000);
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');

    await expect(page.getByRole('region', { name: 'Team' }).getByRole('listitem')).toHaveCount(15);
    await expect(
      page.getByText('The total supply is 10,000, of which 3,000 are claimed and 7,000 are unannounced.'),
    ).toBeAttached();
    await expect((await scrollToFooter(page)).getByText('Mutant Ape Character Pass: Live')).toBeAttached();
  });

  test('with reduced motion the hero shows its poster only', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    await expect(hero.locator('img[src="/media/hero-poster.webp"]')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Creating' })).toBeVisible();
    await expect(page.locator(`html[${READY_ATTRIBUTE}]`)).toHaveCount(1);
    await expect(hero.locator('video')).toHaveCount(0);
    // Nor does any other video play by itself.
    for (const video of await page.locator('video').all()) {
      expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    }
  });
});
