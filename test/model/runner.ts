import type { InspectionEvent, StateValue } from 'xstate';
import { withComputedStyleCache } from './computedStyleCache';
import { createCoverageRecorder, formatCoverage, isFullCoverage, type CoverageReport } from './coverage';
import { describeAction } from './describePath';
import type { Driver, UiModel } from './driver';
import type { MachineModel } from './modelTypes';
import type { Plan, PlannedPath, PlannedStep } from './paths';
import { compactStateText, leafKeys, matchesStateKey, sameStateValue } from './stateValues';

/**
 * Runs planned paths against a driver: performs each step, checks that the live actor is
 * in the planned state, then runs the assertion of every state key that holds. Failures
 * are reported, not thrown, so that a test can also prove that a broken app fails.
 */

export interface PathFailure {
  /** The failing step, numbered as `npm run paths` prints it (1 is the start). */
  step: number;
  message: string;
}

export interface PathResult {
  path: PlannedPath<unknown>;
  failure?: PathFailure;
}

export interface PlanResult {
  results: PathResult[];
  coverage: CoverageReport[];
  /** True when every path passed and coverage is complete. */
  ok: boolean;
  /** Failures and the coverage table, for a test's failure message. */
  summary: string;
}

export interface RunOptions<TInput, TUi> {
  driver: Driver<TInput, TUi>;
  ui: UiModel<TUi>;
  /** Receives every inspection event of the live actor (coverage). */
  observe?: (event: InspectionEvent) => void;
  /**
   * How long the live actor may take to reach a planned state (SETTLE_MS unless said). The wait ends
   * as soon as it is there; only a path that fails waits it out.
   */
  settleTimeoutMs?: number;
  /** Words for the steps in failure messages and reports (the plan's model). */
  model?: MachineModel;
  /** Hears each step once it has been done and checked (`npm run paths -- <machine> --run N`). */
  onStep?: (report: StepReport) => void | Promise<void>;
}

export interface StepReport {
  /** Numbered as `npm run paths` prints it (1 is the start). */
  number: number;
  words: string;
  expected: StateValue;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A step's reaction in jsdom: the event, the actor's transition and React's render of it, a few
 * milliseconds alone. With one core busy and the chain suite beside the unit tests
 * (`npm run test:under-load`), a Subscribe press was still unseen after 1 s once; 5 s is room for
 * a worker that gets a fraction of a core and collects its garbage meanwhile.
 */
const SETTLE_MS = 5_000;

async function waitForState<TInput, TUi>(
  driver: Driver<TInput, TUi>,
  expected: StateValue,
  timeoutMs: number,
): Promise<StateValue> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const live = await driver.readStateValue();
    if (sameStateValue(live, expected) || Date.now() > deadline) return live;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Does one step; the start returns the driver's UI handle. */
async function perform<TInput, TUi>(
  step: PlannedStep,
  input: TInput,
  ui: TUi | undefined,
  options: RunOptions<TInput, TUi>,
): Promise<TUi | undefined> {
  const { driver } = options;
  const { action } = step;
  switch (action.kind) {
    case 'start':
      return driver.start(input, (event) => options.observe?.(event));
    case 'actorDone':
      await driver.resolveActor(action.actorId, action.output);
      return ui;
    case 'actorError':
      await driver.rejectActor(action.actorId, action.error);
      return ui;
    case 'delay':
      await driver.advanceClock(action.ms);
      return ui;
    case 'user': {
      const userAction = options.ui.userActions?.[action.event.type];
      if (userAction && ui !== undefined) await userAction(ui, action.event);
      else await driver.send(action.event);
      return ui;
    }
  }
}

/** Checks the state, then every assertion that applies; returns a failure message or nothing. */
async function check<TUi>(
  step: PlannedStep,
  live: StateValue,
  ui: TUi,
  model: UiModel<TUi>,
): Promise<string | undefined> {
  if (!sameStateValue(live, step.expected)) {
    return `expected state ${compactStateText(step.expected)}, but the app is in ${compactStateText(live)}`;
  }
  const keys = Object.keys(model.assertions);
  // Every atomic state at rest must be checked, or a path could pass without looking.
  const unchecked = leafKeys(step.expected).filter((leaf) => !keys.includes(leaf));
  if (unchecked.length > 0) return `no assertion for state ${unchecked.join(', ')}`;
  // The assertions only read, so the page holds still while they run: its styles are computed once.
  return withComputedStyleCache(async () => {
    for (const key of keys.filter((candidate) => matchesStateKey(step.expected, candidate))) {
      try {
        await model.assertions[key]?.(ui, {
          value: step.expected,
          matches: (other) => matchesStateKey(step.expected, other),
        });
      } catch (error) {
        return `assertion '${key}' failed in the expected state ${compactStateText(step.expected)}: ${errorText(error)}`;
      }
    }
    return undefined;
  });
}

export async function runPath<TInput, TUi>(
  path: PlannedPath<TInput>,
  options: RunOptions<TInput, TUi>,
): Promise<PathResult> {
  const { driver, settleTimeoutMs = SETTLE_MS } = options;
  let ui: TUi | undefined;
  const fail = (step: number, message: string): PathResult => ({ path, failure: { step, message } });
  try {
    for (const [index, step] of path.steps.entries()) {
      const words = describeAction(step.action, path.input, options.model);
      const label = `step ${index + 1} (${words})`;
      try {
        ui = await perform(step, path.input.input, ui, options);
      } catch (error) {
        return fail(index + 1, `${label} could not be done: ${errorText(error)}`);
      }
      if (ui === undefined) return fail(index + 1, `${label}: the driver gave no UI handle`);
      const live = await waitForState(driver, step.expected, settleTimeoutMs);
      const problem = await check(step, live, ui, options.ui);
      if (problem) return fail(index + 1, `${label}: ${problem}`);
      await options.onStep?.({ number: index + 1, words, expected: step.expected });
    }
    return { path };
  } finally {
    await driver.stop();
  }
}

function formatResults(results: readonly PathResult[]): string {
  return results
    .filter((result) => result.failure)
    .map(
      (result) =>
        `Path ${result.path.number} — ${result.path.title} (${result.path.input.name}): ${result.failure?.message}`,
    )
    .join('\n');
}

/** Runs paths one after another (they share the document), measuring live coverage. */
export async function runPlan<TInput, TUi>(
  plan: Plan<TInput>,
  options: RunOptions<TInput, TUi> & { paths?: readonly PlannedPath<TInput>[] },
): Promise<PlanResult> {
  const recorder = createCoverageRecorder([plan.model.machine]);
  const results: PathResult[] = [];
  for (const path of options.paths ?? plan.paths) {
    results.push(
      await runPath(path, {
        model: plan.model,
        ...options,
        observe: (event) => {
          recorder.observe(event);
          options.observe?.(event);
        },
      }),
    );
  }
  const coverage = recorder.report();
  const failures = formatResults(results);
  return {
    results,
    coverage,
    ok: failures === '' && isFullCoverage(coverage),
    summary: [failures, formatCoverage(coverage)].filter(Boolean).join('\n\n'),
  };
}
