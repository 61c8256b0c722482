import { describe, expect, it } from 'vitest';
import {
  assign,
  createMachine,
  fromPromise,
  setup,
  spawnChild,
  stopChild,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyEventObject,
} from 'xstate';
import { replay, replayTries } from './replay';

/**
 * The tour's tries start from the persisted actor after a path instead of replaying the path: they
 * must take exactly the transitions a replay from the start takes, whatever the path left behind
 * (context a guard reads, invoked and spawned children, a delay armed, a child of loaded logic).
 */

const flow = createMachine({
  id: 'flow',
  initial: 'open',
  states: { open: { on: { 'flow.close': 'closed' } }, closed: {} },
});

const shop = setup({
  types: {
    context: {} as { tries: number; flow: AnyActorRef | null },
    events: {} as
      | { type: 'order.place' }
      | { type: 'order.retry' }
      | { type: 'page.leave' }
      | { type: 'xstate.done.actor.loadFlow'; output: AnyActorLogic },
  },
  actors: {
    submit: fromPromise<string>(() => new Promise(() => {})),
    timer: fromPromise<void>(() => new Promise(() => {})),
    loadFlow: fromPromise<AnyActorLogic>(() => new Promise(() => {})),
  },
  guards: { canRetry: ({ context }) => context.tries < 2 },
  delays: { patience: 5_000 },
}).createMachine({
  id: 'shop',
  context: { tries: 0, flow: null },
  type: 'parallel',
  states: {
    order: {
      initial: 'editing',
      states: {
        editing: {
          entry: spawnChild('timer', { id: 'clock' }),
          on: { 'order.place': { target: 'submitting', actions: stopChild('clock') } },
        },
        submitting: {
          entry: assign({ tries: ({ context }) => context.tries + 1 }),
          invoke: { id: 'submit', src: 'submit', onDone: 'placed', onError: 'failed' },
          after: { patience: 'failed' },
        },
        failed: {
          on: { 'order.retry': [{ guard: 'canRetry', target: 'submitting' }, { target: 'givenUp' }] },
        },
        givenUp: { always: 'editing' },
        placed: {},
      },
    },
    page: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadFlow',
            src: 'loadFlow',
            onDone: { target: 'running', actions: assign({ flow: ({ spawn, event }) => spawn(event.output) }) },
          },
        },
        running: {
          exit: [stopChild(({ context }) => context.flow ?? ''), assign({ flow: null })],
          on: { 'page.leave': 'left' },
        },
        left: {},
      },
    },
  },
});

/** Events to try after each path: the chart's own, answers, a delay, a flow loaded. */
const TRIES: AnyEventObject[] = [
  { type: 'order.place' },
  { type: 'order.retry' },
  { type: 'page.leave' },
  { type: 'xstate.after.patience.shop.order.submitting' },
  { type: 'xstate.done.actor.submit', output: 'o-1' },
  { type: 'xstate.done.actor.loadFlow', output: flow },
];
const DECLINED = { type: 'xstate.error.actor.submit', error: new Error('declined') };
const UNDER_WAY: AnyEventObject[] = [{ type: 'order.place' }];
const FAILED_TWICE: AnyEventObject[] = [...UNDER_WAY, DECLINED, { type: 'order.retry' }, DECLINED];

/** Each try from a replay of the whole path, from the start. */
const fromTheStart = (events: readonly AnyEventObject[], tries: readonly AnyEventObject[]) =>
  tries.map((event) => replay(shop, undefined, [...events, event]).at(-1)?.takes ?? []);

describe("the tour's tries from a persisted path", () => {
  it.each([
    ['the start', [], TRIES],
    // An unanswered failure fails the whole machine: a service's failure is tried while it runs.
    ['an order under way: its timer stopped, a service invoked, a delay armed', UNDER_WAY, [...TRIES, DECLINED]],
    ['two failed orders: the guard reads the count the path left', FAILED_TWICE, TRIES],
    [
      'a flow of loaded logic running: replayed from the start',
      [{ type: 'xstate.done.actor.loadFlow', output: flow }],
      TRIES,
    ],
  ] as [string, AnyEventObject[], AnyEventObject[]][])(
    'take what a replay from the start takes, after %s',
    (_, events, tries) => {
      expect(replayTries(shop, undefined, events, tries)).toEqual(fromTheStart(events, tries));
    },
  );

  it('start where the path ended, not from the start: after two failures a retry gives up', () => {
    expect(replayTries(shop, undefined, FAILED_TWICE, [{ type: 'order.retry' }])).toEqual([
      ['order.failed on order.retry #2 → order.givenUp', 'order.givenUp always → order.editing'],
    ]);
    expect(replayTries(shop, undefined, [...UNDER_WAY, DECLINED], [{ type: 'order.retry' }])).toEqual([
      ['order.failed on order.retry #1 [canRetry] → order.submitting'],
    ]);
  });
});
