import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { allTransitions, transitionName } from './machineGraph';
import { defineModel } from './modelTypes';
import { keyWords, stateValueText, transitionWords } from './plainNames';

/**
 * States and transitions in a tester's words (issue 53) on a small chart with what the mint page
 * has: pages with steps of the same name, guards with and without words, fixed params, a delay,
 * an eventless choice and an actor's answer.
 */

const chart = setup({
  types: { events: {} as { type: 'shop.pay' } | { type: 'shop.back' } },
  actors: { charge: fromPromise<{ paid: boolean }>(() => new Promise(() => {})) },
  delays: { patience: 1_000 },
  guards: {
    isPaid: (_, params: { output: { paid: boolean } }) => params.output.paid,
    isRoute: (_, params: { page: string }) => params.page === 'Cart',
    hasCoupon: () => false,
  },
}).createMachine({
  id: 'shop',
  initial: 'routing',
  states: {
    routing: {
      always: [
        { guard: { type: 'isRoute', params: { page: 'Cart' } }, target: 'Cart' },
        { guard: 'hasCoupon', target: 'Checkout' },
        { target: 'Checkout' },
      ],
    },
    Cart: {
      initial: 'idle',
      states: { idle: { after: { patience: 'waiting' } }, waiting: {} },
      on: { 'shop.pay': 'Checkout' },
    },
    Checkout: {
      initial: 'idle',
      states: {
        idle: {
          invoke: {
            src: 'charge',
            id: 'charge',
            onDone: [
              { guard: { type: 'isPaid', params: ({ event }) => ({ output: event.output }) }, target: '#shop.Done' },
              { target: 'failed' },
            ],
          },
        },
        failed: { on: { 'shop.back': '#shop.Cart' } },
      },
    },
    Done: { type: 'final' },
  },
});

const model = defineModel({
  name: 'shop',
  machine: chart,
  inputs: [{ name: 'a cart', description: 'open /shop', input: undefined }],
  sampleEvents: [],
  guardDescriptions: { isPaid: 'the card was charged', isRoute: ({ page }) => `the page to show is ${String(page)}` },
  eventDescriptions: { 'shop.pay': "the shopper presses 'Pay'" },
});

const named = (key: string) => {
  const transition = allTransitions(chart).find((candidate) => transitionName(candidate) === key);
  if (!transition) throw new Error(`no transition ${key}`);
  return transitionWords(transition, model);
};

describe('plain names', () => {
  it('splits a step key into words and keeps a page name as the spec writes it', () => {
    expect(keyWords('signUpFailed')).toBe('sign up failed');
    expect(keyWords('MintShare')).toBe('MintShare');
  });

  it('names a step with its page, and a page alone; parallel or not, atomic states side by side', () => {
    expect(stateValueText(chart, { Cart: 'waiting' })).toBe('waiting in Cart');
    // Two steps are called idle: each is told apart by its page, which it would show anyway.
    expect(stateValueText(chart, { Checkout: 'idle' })).toBe('idle in Checkout');
    expect(stateValueText(chart, 'Done')).toBe('Done');
    expect(stateValueText(chart, { Checkout: 'failed' }, 'keys')).toBe('Checkout.failed');
  });

  it("says a transition's trigger, its guard in the model's words or its name's, and its target", () => {
    expect(named('Cart on shop.pay → Checkout')).toBe("from Cart, when the shopper presses 'Pay' → Checkout");
    expect(named('Cart.idle on xstate.after.patience.shop.Cart.idle → Cart.waiting')).toBe(
      'from idle in Cart, after patience → waiting in Cart',
    );
    expect(named('Checkout.failed on shop.back → Cart')).toBe('from failed in Checkout, on back → Cart');
  });

  it("reads a choice: 'at once if' for a guard on entry, the guard's fixed params, and 'otherwise' for the rest", () => {
    expect(named('routing always #1 [isRoute] → Cart')).toBe(
      'from routing, at once if the page to show is Cart → Cart',
    );
    expect(named('routing always #2 [hasCoupon] → Checkout')).toBe('from routing, at once if has coupon → Checkout');
    expect(named('routing always #3 → Checkout')).toBe('from routing, at once, otherwise → Checkout');
    expect(named('Checkout.idle on xstate.done.actor.charge #1 [isPaid] → Done')).toBe(
      'from idle in Checkout, when charge finishes and the card was charged → Done',
    );
    expect(named('Checkout.idle on xstate.done.actor.charge #2 → Checkout.failed')).toBe(
      'from idle in Checkout, when charge finishes, otherwise → failed in Checkout',
    );
  });
});
