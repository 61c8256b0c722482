import { mintPageMachine } from '../../machines/mintPage';
import { allStateNodes, stateName } from '../model/machineGraph';
import { createMintPageBrowserDriver } from '../model/mintPage/mintPageBrowserDriver';
import { mintPageBrowserUi } from '../model/mintPage/mintPageBrowserUi';
import { mintPageModel } from '../model/mintPage/mintPageModel';
import { planPaths, type PlannedPath } from '../model/paths';
import { runPath } from '../model/runner';
import { leafKeys } from '../model/stateValues';
import { expect, test } from './fixtures';

/**
 * The mint page's paths in the browser (test/model/mint), enough to visit every state: the production
 * build of the flow harness runs the whole app with a controlled mint flow, and the runner checks
 * each step's state and screen as in jsdom. The state coverage is measured in the page.
 */

const plan = planPaths(mintPageModel);

// A click the page cannot take fails its path instead of waiting for ever.
test.use({ actionTimeout: 10_000 });

/** Planned paths, in plan order, each kept only when it visits a state no kept path visits. */
function pathsVisitingEveryState(paths: readonly PlannedPath<unknown>[]) {
  const seen = new Set<string>();
  return paths.filter((path) => {
    const visited = path.steps.flatMap((step) => leafKeys(step.expected));
    const adds = visited.some((state) => !seen.has(state));
    for (const state of visited) seen.add(state);
    return adds;
  });
}

test('every mint page state is reached in the browser with its screen', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const driver = createMintPageBrowserDriver(browser, baseURL!);
  const failures: string[] = [];
  const paths = pathsVisitingEveryState(plan.paths);
  for (const path of paths) {
    const result = await runPath(path, { driver, ui: mintPageBrowserUi, settleTimeoutMs: 5_000 });
    if (result.failure) failures.push(`Path ${path.number} — ${path.title}: ${result.failure.message}`);
  }
  expect(failures).toEqual([]);

  // A state is covered when some path's page saw it.
  const missedByEveryPath = (name: string) =>
    driver.coverage.every((reports) => reports.every((report) => report.states.missing.includes(name)));
  expect(allStateNodes(mintPageMachine).map(stateName).filter(missedByEveryPath)).toEqual([]);
});
