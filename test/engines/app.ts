import { APP_LIVE_ATTRIBUTE } from '../../src/boot/appLive';
import type { Session } from './engine';
import { READ_ERRORS } from './pageErrors';
import { LIVE_MS } from './timeLimits';

/** The app's own signals, read the same way in every engine. */

/** Whether the app has taken the page over (src/boot/appLive.ts). */
export function isLive(session: Session): Promise<boolean> {
  return session.evaluate((attribute: string) => document.documentElement.hasAttribute(attribute), APP_LIVE_ATTRIBUTE);
}

/** Waits until the page is live. */
export function waitForLive(session: Session, timeoutMs = LIVE_MS): Promise<void> {
  return session.waitFor(
    `the page to come alive (${APP_LIVE_ATTRIBUTE})`,
    timeoutMs,
    (attribute: string) => document.readyState !== 'loading' && document.documentElement.hasAttribute(attribute),
    APP_LIVE_ATTRIBUTE,
  );
}

/** Opens `url` and waits until the app is live in it. */
export async function visit(session: Session, url: string): Promise<void> {
  await session.open(url);
  await waitForLive(session);
}

/** The uncaught errors and unhandled rejections of the tab so far (./pageErrors.ts). */
export function pageErrors(session: Session): Promise<string[]> {
  return session.evaluate<string[]>(READ_ERRORS);
}

/**
 * Scrolls to the bottom of the page, where the footer is: its parts hydrate as they near the
 * viewport (content-visibility), as for a visitor who scrolls down.
 */
export function scrollToFooter(session: Session): Promise<void> {
  return session.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** The path of the page's address. */
export async function pathOf(session: Session): Promise<string> {
  return new URL(await session.url()).pathname;
}
