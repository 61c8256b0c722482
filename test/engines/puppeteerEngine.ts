import type { Browser } from 'puppeteer-core';
import { type Engine, type EngineName, type PageFunction, pollUntil, type Session } from './engine';

/**
 * An engine driven by puppeteer-core: Chromium over the DevTools protocol, Firefox over WebDriver
 * BiDi (Playwright's Firefox needs its own patched build, which cannot drive Debian's Firefox ESR).
 * puppeteer-core is a devDependency of its own, pinned to the version lighthouse already brings:
 * it launches the browser it is given and downloads none.
 *
 * Each session is a browser context of its own (Chromium's incognito-like context, a BiDi user
 * context in Firefox), with its own storage and HTTP cache: a chunk cached in one test must not
 * hide a fault from the next.
 */
export async function puppeteerEngine(name: EngineName, browser: Browser): Promise<Engine> {
  const version = await browser.version();
  return {
    name,
    version,
    async newSession(): Promise<Session> {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 1280, height: 800 });
      const session: Session = {
        async open(url) {
          await page.goto(url, { waitUntil: 'load' });
        },
        evaluate: (async (script: string | PageFunction<unknown[], unknown>, ...args: unknown[]) =>
          typeof script === 'string' ? page.evaluate(script) : page.evaluate(script, ...args)) as Session['evaluate'],
        async click(selector) {
          await page.click(selector);
        },
        async type(selector, text) {
          await page.type(selector, text);
        },
        waitFor: (what, timeoutMs, predicate, ...args) => pollUntil(session, what, timeoutMs, predicate, args),
        url: async () => page.url(),
        close: () => context.close(),
      };
      return session;
    },
    close: () => browser.close(),
  };
}
