import type { Browser, Page } from '@playwright/test';
import type { EventObject, StateValue } from 'xstate';
import type { MintPageContext, MintPageInput } from '../../../machines/mintPage';
import type { MintPathsHandle } from '../../e2e/harness/mintPageHarness';
import type { CoverageReport } from '../coverage';
import type { Driver } from '../driver';
import type { ServiceAnswer } from '../jsdomHarness';
import { NOW } from './mintPageModel';

/**
 * Runs the mint paths in a real browser against the flow harness (test/e2e/harness/mintPageHarness.tsx,
 * the whole app with a controlled mint flow). Each path gets a new page whose clock starts at NOW;
 * answers and events go through `window.mintPaths`; the visitor's actions are clicks.
 */

export interface MintBrowserUi {
  page: Page;
  lastAnswer: ServiceAnswer | null;
  /** The mint flow's context now. */
  context: () => Promise<MintPageContext>;
}

declare const mintPaths: MintPathsHandle;

export interface MintBrowserDriver extends Driver<MintPageInput, MintBrowserUi> {
  /** What every path's page reported of the mint flow's coverage. */
  coverage: CoverageReport[][];
}

/** Each path opens its own browser context: nothing a path stored (a login) leaks into the next. */
export function createMintPageBrowserDriver(browser: Browser, baseURL: string): MintBrowserDriver {
  let ui: MintBrowserUi | undefined;
  const coverage: CoverageReport[][] = [];
  const current = () => {
    if (!ui) throw new Error('no page is open');
    return ui;
  };
  return {
    coverage,
    async start(input) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await page.clock.install({ time: NOW });
      const search = new URLSearchParams({ flow: 'mintPage' });
      if (input.whitelistForm === 'email') search.set('whitelistForm', 'email');
      await page.goto(`/${input.target.saleId ?? ''}?${search}`);
      await page.waitForFunction(() => typeof mintPaths !== 'undefined' && mintPaths.value() !== null, undefined, {
        polling: 50,
        timeout: 10_000,
      });
      ui = {
        page,
        lastAnswer: null,
        context: () => page.evaluate(() => mintPaths.context() as MintPageContext),
      };
      return ui;
    },
    async resolveActor(actorId, output) {
      current().lastAnswer = { actorId, output };
      await current().page.evaluate(([id, value]) => mintPaths.resolve(id, value), [actorId, output] as const);
    },
    async rejectActor(actorId, error) {
      current().lastAnswer = { actorId, error };
      const message = error instanceof Error ? error.message : String(error);
      await current().page.evaluate(([id, text]) => mintPaths.reject(id, text), [actorId, message] as const);
    },
    async advanceClock(ms) {
      await current().page.clock.runFor(ms);
    },
    async send(event: EventObject) {
      await current().page.evaluate((sent) => mintPaths.send(sent), event);
    },
    async readStateValue() {
      return (await current().page.evaluate(() => mintPaths.value())) as StateValue;
    },
    async stop() {
      if (!ui) return;
      const { page } = ui;
      ui = undefined;
      coverage.push(await page.evaluate(() => mintPaths.coverage()));
      await page.context().close();
    },
  };
}
