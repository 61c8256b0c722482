import type { Browser } from '@playwright/test';
import { createMintPageBrowserDriver } from '../model/mintPage/mintPageBrowserDriver';
import { mintPageBrowserUi } from '../model/mintPage/mintPageBrowserUi';
import { mintPageModel } from '../model/mintPage/mintPageModel';
import { pathHeading } from '../model/describePath';
import { passedStepLine } from '../model/stepLines';
import { pathEndsIn, pathPassesThrough } from '../model/pathFilters';
import { planPaths, type PlannedPath } from '../model/paths';
import { runPath, type StepReport } from '../model/runner';
import { NO_SUCH_PATH, onePathOf, readRunOneTarget, RUN_ONE_SUITE, RUN_ONE_VARIABLE } from '../model/runOneTarget';
import { expect, test } from './fixtures';

/**
 * The mint page's planned paths in Chromium: the flow harness's production build runs the whole
 * app with the controlled mint flow the jsdom suite runs (test/e2e/harness/mintPageHarness.tsx),
 * and the runner checks each step's state and screen with the browser UI model. The jsdom suite
 * runs a covering set of the paths (test/model/coveringPaths.ts); here `npm test` runs the first path that ends in Minted through the mint transaction, to keep the browser
 * driver true, and `npm run paths -- mintPage --run N --browser` runs path N.
 */

const plan = planPaths(mintPageModel);
const target = readRunOneTarget(process.env[RUN_ONE_VARIABLE]);

// A click the page cannot take fails its path instead of waiting for ever.
test.use({ actionTimeout: 10_000 });

/** A path's steps, each at most a planned state's wait and its checks: 5 s a step. */
const timeFor = (path: PlannedPath<unknown>) => 30_000 + path.steps.length * 5_000;

async function runInBrowser(path: PlannedPath<unknown>, browser: Browser, baseURL: string) {
  test.setTimeout(timeFor(path));
  const result = await runPath(path, {
    driver: createMintPageBrowserDriver(browser, baseURL),
    ui: mintPageBrowserUi,
    model: plan.model,
    settleTimeoutMs: 5_000,
    // The steps as they pass, for the person who asked for this path; the suite stays quiet.
    ...(target ? { onStep: (report: StepReport) => console.info(passedStepLine(report, plan.model.machine)) } : {}),
  });
  expect(result.failure?.message ?? 'passed').toBe('passed');
}

const one = target && onePathOf(plan.model.name, plan.paths, target);
if (one) {
  test.describe(RUN_ONE_SUITE, () => {
    test('path' in one ? pathHeading(one.path) : NO_SUCH_PATH, async ({ browser, baseURL }) => {
      if ('missing' in one) throw new Error(one.missing);
      // The heading first, as in jsdom: Playwright's list reporter names the test only once it has
      // ended.
      console.info(`${pathHeading(one.path)}, in Chromium\n`);
      await runInBrowser(one.path, browser, baseURL!);
    });
  });
} else {
  // The whole mint: signed, shared, sent, and Minted when the transaction ends.
  const minted = plan.paths.find((path) => pathEndsIn(path, 'Minted') && pathPassesThrough(path, 'mintStep'));
  test(`the mint page in Chromium: ${minted ? pathHeading(minted) : 'no path ends in Minted'}`, async ({
    browser,
    baseURL,
  }) => {
    expect(minted, 'a planned path ends in Minted').toBeDefined();
    await runInBrowser(minted!, browser, baseURL!);
  });
}
