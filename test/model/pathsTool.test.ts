import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { describeAction, formatHeader, formatListLine, formatPath, summarize } from './describePath';
import { actorDone, actorError, defineModel, whenDone, withPayload } from './modelTypes';
import { inState, pathEndsIn, pathPassesThrough } from './pathFilters';
import { parsePathsArgs } from './pathsArgs';
import { planPaths, readableTransition } from './paths';
import { models } from './models';
import { NO_SUCH_PATH, onePathOf, readRunOneTarget, RUN_ONE_SUITE, runOneValue } from './runOneTarget';
import { StepReporter, suiteFileOf } from './runOnePath';
import type { TestCase } from 'vitest/node';

/**
 * The tester's side of the path tools on a small chart of their own: the describer, the filters
 * and the command line. (`--run` runs in the walk, test/project/testersWalk.test.ts; its pieces
 * are here.)
 */

const order = setup({
  types: { events: {} as { type: 'order.place'; quantity: number } | { type: 'order.retry' } },
  actors: { submit: fromPromise<{ orderId: string; items: string[] }>(() => new Promise(() => {})) },
}).createMachine({
  id: 'order',
  initial: 'editing',
  states: {
    editing: { on: { 'order.place': 'submitting' } },
    submitting: {
      invoke: { id: 'submit', src: 'submit', onDone: 'placed', onError: 'failed' },
    },
    failed: { on: { 'order.retry': 'submitting' } },
    placed: { type: 'final' },
  },
});

const ORDER = { orderId: 'o-1', items: ['apple', 'pear'] };
const WALLET = '0xa11ce0000000000000000000000000000000000a';

const model = defineModel({
  name: 'order',
  machine: order,
  inputs: [{ name: 'empty cart', description: 'open /order', input: undefined }],
  sampleEvents: [
    { type: 'order.place', quantity: 2 },
    actorDone('submit', ORDER),
    actorError('submit', new Error('the shop is closed')),
  ],
  eventDescriptions: {
    'order.place': withPayload(
      (event: { type: 'order.place'; quantity: number }) => `the shopper orders ${event.quantity} items`,
    ),
    'xstate.done.actor.submit': whenDone((output: typeof ORDER) => `the order is placed: ${output.orderId}`),
  },
  stateDescriptions: { placed: "'Thank you!'" },
});
const plan = planPaths(model);
const numbered = (title: string) => plan.paths.find((path) => path.title === title)!;

describe('the describer', () => {
  it("reads a step with the model's words for its event", () => {
    const placed = numbered('reaches placed');
    expect(formatPath(placed, model).split('\n')).toEqual([
      `Path ${placed.number} — reaches placed (empty cart)`,
      '  1. start with empty cart: open /order',
      '     see editing',
      '  2. the shopper orders 2 items',
      '     see submitting',
      '  3. the order is placed: o-1',
      "     see placed — 'Thank you!'",
    ]);
  });

  it('summarizes a payload without words in one short line, and --verbose adds it whole', () => {
    const event = { type: 'wallet.connected', address: WALLET, account: { name: 'A', chain: 1 }, tags: ['a', 'b'] };
    const action = { kind: 'user', event } as const;
    const input = plan.paths[0]!.input;
    expect(describeAction(action, input)).toBe(
      "the app receives 'wallet.connected' {address: 0xa11…000a, account: {…}, tags: [2 items]}",
    );
    expect(describeAction(action, input, undefined, { verbose: true })).toContain(`"address":"${WALLET}"`);
  });

  it('cuts a long summary with an ellipsis at the limit', () => {
    const summary = summarize({ text: 'x'.repeat(30), more: 'y'.repeat(30), most: 'z'.repeat(30) }, 50);
    expect(summary).toHaveLength(50);
    expect(summary.endsWith('…')).toBe(true);
  });

  it("says a failed service's error", () => {
    const failed = plan.paths.find((path) => path.steps.some((step) => step.action.kind === 'actorError'))!;
    expect(formatPath(failed, model)).toContain("the 'submit' service fails (the shop is closed)");
  });

  it('heads the plan with the machine, its size, its paths and the coverage they plan', () => {
    expect(formatHeader(plan).split('\n')).toEqual([
      "Machine 'order': 4 states, 4 transitions.",
      `${plan.paths.length} paths: ${plan.paths.filter((path) => path.origin === 'shortest').length} shortest to a state, ${plan.paths.filter((path) => path.origin === 'tour').length} to take a transition. A path that is the start of a longer one is left out.`,
      'Planned coverage: states 4/4 (100 %), transitions 4/4 (100 %).',
    ]);
  });

  it('lists a path in one line: number, goal, input, steps', () => {
    const placed = numbered('reaches placed');
    expect(formatListLine(placed)).toBe(`${String(placed.number).padStart(4)}  reaches placed (empty cart), 3 steps`);
  });

  it("names a path's goal in words, and in the chart's keys with --keys", () => {
    // An event without words of the model reads as its type's last part.
    const retried = numbered('from failed, on retry → submitting');
    expect(retried.keyTitle).toBe('takes failed on order.retry → submitting');
    expect(formatListLine(retried, 'keys')).toBe(
      `${String(retried.number).padStart(4)}  takes failed on order.retry → submitting (empty cart), 4 steps`,
    );
    expect(formatPath(retried, model, { names: 'keys' }).split('\n')[0]).toBe(
      `Path ${retried.number} — takes failed on order.retry → submitting (empty cart)`,
    );
  });

  it("names xstate's own events in words in a transition's title", () => {
    expect(readableTransition('a on xstate.after.switchChainTimeout.user.a → b')).toBe(
      'a after switchChainTimeout → b',
    );
    expect(readableTransition('a on xstate.done.actor.submit → b')).toBe('a when submit finishes → b');
    expect(readableTransition('a on xstate.error.actor.submit #2 → b')).toBe('a when submit fails #2 → b');
  });
});

describe('the filters', () => {
  it('match a state by its name or its dotted path', () => {
    const value = { session: { loggedIn: { network: 'wrong' } }, redirect: 'idle' };
    expect(inState(value, 'wrong')).toBe(true);
    expect(inState(value, 'loggedIn')).toBe(true);
    expect(inState(value, 'session.loggedIn.network')).toBe(true);
    expect(inState(value, 'session.loggedOut')).toBe(false);
    expect(inState(value, 'right')).toBe(false);
  });

  it('--to keeps the paths that end in the state', () => {
    const ending = plan.paths.filter((path) => pathEndsIn(path, 'placed'));
    expect(ending.length).toBeGreaterThan(0);
    expect(ending.every((path) => path.steps.at(-1)?.expected === 'placed')).toBe(true);
    expect(plan.paths.filter((path) => pathEndsIn(path, 'nowhere'))).toEqual([]);
  });

  it('--through keeps the paths through a state, an event, its last part or the service that answers', () => {
    const visitsFailed = plan.paths.filter((path) => path.steps.some((step) => step.expected === 'failed'));
    expect(visitsFailed.length).toBeGreaterThan(0);
    expect(plan.paths.filter((path) => pathPassesThrough(path, 'failed'))).toEqual(visitsFailed);
    const retried = plan.paths.filter((path) => pathPassesThrough(path, 'order.retry'));
    expect(retried.length).toBeGreaterThan(0);
    expect(plan.paths.filter((path) => pathPassesThrough(path, 'retry'))).toEqual(retried);
    expect(plan.paths.filter((path) => pathPassesThrough(path, 'submit')).length).toBeGreaterThanOrEqual(
      plan.paths.filter((path) => pathEndsIn(path, 'placed')).length,
    );
    expect(
      retried.every((path) =>
        path.steps.some((step) => step.action.kind === 'user' && step.action.event.type === 'order.retry'),
      ),
    ).toBe(true);
  });
});

describe('the command line', () => {
  const machines = ['order', 'mintPage'];

  it('reads a machine, filters and an output', () => {
    expect(
      parsePathsArgs(
        ['order', '--to', 'placed', '--through', 'failed', '--through', 'retry', '--list', '--keys'],
        machines,
      ),
    ).toEqual({
      ok: true,
      args: {
        machine: 'order',
        to: 'placed',
        through: ['failed', 'retry'],
        output: 'list',
        run: null,
        browser: false,
        keys: true,
        verbose: false,
        simple: false,
      },
    });
    const run = parsePathsArgs(['mintPage', '--run', '12', '--browser'], machines);
    expect(run.ok && run.args).toMatchObject({ output: 'run', run: 12, browser: true, keys: false });
  });

  it.each([
    [[], 'Name a machine.'],
    [['order', 'mintPage'], 'Name one machine at a time.'],
    [['shop'], "No model for machine 'shop'. Machines: order, mintPage."],
    [['order', '--to'], '--to needs a value.'],
    [['order', '--run', 'twelve'], "--run needs a path number, not 'twelve'."],
    [['order', '--run', '0'], "--run needs a path number, not '0'."],
    [['order', '--list', '--count'], 'Choose one of --list, --count and --run.'],
    [['order', '--browser'], '--browser runs a path: give --run <number>.'],
    [['order', '--run', '3', '--simple'], '--run runs the plan the suites run: leave out --simple.'],
    [['order', '--fast'], 'Unknown option --fast.'],
    [['order', '--run', '3', '--keys'], '--keys names what a printout shows: leave it out with --run.'],
    [
      ['order', '--to', 'placed', '--run', '3'],
      '--run runs the one path its number names: leave out --to and --through (they choose paths to print).',
    ],
    [
      ['order', '--run', '3', '--through', 'retry'],
      '--run runs the one path its number names: leave out --to and --through (they choose paths to print).',
    ],
  ])('refuses %j: %s', (argv, error) => {
    expect(parsePathsArgs(argv, machines)).toEqual({ ok: false, error });
  });

  it('hands the path to run to the suite as machine and number, and nothing else', () => {
    expect(readRunOneTarget(runOneValue({ machine: 'mintPage', number: 12 }))).toEqual({
      machine: 'mintPage',
      number: 12,
    });
    expect(readRunOneTarget(undefined)).toBeNull();
    expect(readRunOneTarget('mintPage:0')).toBeNull();
    expect(readRunOneTarget('mintPage:12; rm -rf /')).toBeNull();
  });
});

describe('--run for every machine', () => {
  it.each(Object.keys(models))("finds the path suite of '%s', which registers its plan to run one path", (name) => {
    const suite = readFileSync(new URL(`../../${suiteFileOf(name)}`, import.meta.url), 'utf8');
    expect(suite).toMatch(/describeModelPaths\(/);
    expect(suite).toContain(`${name}Model`);
  });
});

describe('--run: the suite picks the path, the reporter tells the tester', () => {
  it("finds the path in the suite's own plan, says there is none, or leaves another machine's alone", () => {
    const path = plan.paths[0]!;
    expect(onePathOf('order', plan.paths, { machine: 'order', number: path.number })).toEqual({ path });
    expect(onePathOf('order', plan.paths, { machine: 'order', number: 99 })).toEqual({
      missing: `'order' has paths 1 to ${plan.paths.length}: there is no path 99.`,
    });
    expect(onePathOf('order', plan.paths, { machine: 'mintPage', number: path.number })).toBeNull();
  });

  /** A finished test as Vitest hands it to a reporter (in the run-one suite by default). */
  const testCase = (name: string, state: 'passed' | 'failed' | 'skipped', message = '', suite = RUN_ONE_SUITE) =>
    ({
      name,
      parent: { type: 'suite', name: suite },
      result: () => ({ state, errors: message ? [{ message }] : [] }),
      diagnostic: () => ({ duration: 12.4 }),
    }) as unknown as TestCase;

  function report(...cases: TestCase[]) {
    const printed = { out: '', err: '' };
    const reporter = new StepReporter(false, {
      out: (text) => (printed.out += text),
      err: (text) => (printed.err += text),
    });
    for (const one of cases) {
      reporter.onTestCaseReady(one);
      const ran = one.name !== NO_SUCH_PATH && one.result().state !== 'skipped';
      if (ran) reporter.onTestCaseAnnotate(one, { type: 'step', message: '  ✓ 1. start' });
      reporter.onTestCaseResult(one);
    }
    reporter.onTestRunEnd([], []);
    const exitCode = reporter.exitCode('test/model/order.model.test.tsx');
    return { ...printed, exitCode };
  }

  it("heads the run with the path's heading, then its steps and how it ended", () => {
    const skipped = testCase('plans every state and transition', 'skipped', '', "machine 'order'");
    expect(report(skipped, testCase('Path 2 — reaches placed (empty cart)', 'passed'))).toEqual({
      out: 'Path 2 — reaches placed (empty cart), in jsdom\n\n  ✓ 1. start\n\nThe path passed (12 ms).\n',
      err: '',
      exitCode: 0,
    });
    const failed = report(testCase('Path 2 — reaches placed (empty cart)', 'failed', 'step 2 failed\n<body />'));
    expect(failed.out).toContain('  ✗ step 2 failed\n\nThe path failed.\n');
    expect(failed.out).not.toContain('<body />');
    expect(failed.exitCode).toBe(1);
  });

  it('says there is no such path, on the error stream, and exits 2 as for any wrong argument', () => {
    const missing = `'order' has paths 1 to 3: there is no path 99.`;
    expect(report(testCase(NO_SUCH_PATH, 'failed', missing))).toEqual({ out: '', err: `${missing}\n`, exitCode: 2 });
  });

  it('fails when the suite ran no path', () => {
    const { err, exitCode } = report();
    expect(err).toContain('The suite test/model/order.model.test.tsx ran no path');
    expect(exitCode).toBe(1);
  });
});
