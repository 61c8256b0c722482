import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type Actor, type AnyActorLogic } from 'xstate';
import {
  selectForm,
  selectFormEmailSignUpRef,
  selectGiveawayRef,
  selectWhitelistSignUpRef,
  whitelistFormsMachine,
  type WhitelistFormsInput,
} from '../../machines/whitelistForms';
import { endsWhenTold, stopsAtStart } from './childStandIns';

/**
 * The Whitelist page's form with its three forms stood in for (each has its own tests): which form
 * runs, what it is given, how the chart ends, and the failure with its Try again. The mint page's
 * use of its end is tested in ./mintPage.machine.test.ts.
 */

const INPUT: WhitelistFormsInput = {
  form: 'signUp',
  policyId: 'policy-bayc',
  tokenName: 'Bored Ape',
  requiredAccounts: ['storyverse'],
  campaign: 'giveaway-bayc',
};

/** A form that stops as it starts (a bug in it). */
const broken = (id: string) => stopsAtStart(id, `${id} broke`);

type FormId = 'whitelistSignUp' | 'giveaway' | 'emailSignUp';

let running: Actor<AnyActorLogic> | undefined;
afterEach(() => {
  running?.stop();
  vi.restoreAllMocks();
});

function start(input: Partial<WhitelistFormsInput>, loads: boolean[] = [true], stops?: FormId) {
  const failures: unknown[] = [];
  let loadCalls = 0;
  const logic = whitelistFormsMachine.provide({
    actors: {
      loadForms: fromPromise(async () => {
        if (!(loads[loadCalls++] ?? true)) throw new Error('the forms chunk did not load');
      }),
      whitelistSignUp: (stops === 'whitelistSignUp'
        ? broken(stops)
        : endsWhenTold('whitelistSignUp', { kind: 'alreadySubscribed', twitter: 'ape_fan' })) as never,
      giveaway: (stops === 'giveaway'
        ? broken(stops)
        : endsWhenTold('giveaway', { kind: 'registered', twitter: null })) as never,
      emailSignUp: (stops === 'emailSignUp' ? broken(stops) : endsWhenTold('emailSignUp', null)) as never,
    },
    actions: { logFailure: ({ event }) => void failures.push((event as { error?: unknown }).error) },
  });
  const actor = createActor(logic, { input: { ...INPUT, ...input } });
  running = actor as never;
  actor.start();
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  const childInput = (child: { getSnapshot: () => unknown } | undefined) =>
    (child?.getSnapshot() as { context: { input: unknown } } | undefined)?.context.input;
  return { actor, failures, settled, childInput, loadCalls: () => loadCalls };
}

describe("the Whitelist page's form (spec sections 2 and 4)", () => {
  it('shows the e-mail form at once, loading no code', async () => {
    const { actor, settled, loadCalls } = start({ form: 'email' });
    await settled();
    expect(selectForm(actor.getSnapshot())).toBe('email');
    expect(selectFormEmailSignUpRef(actor.getSnapshot())).toBeDefined();
    expect(loadCalls()).toBe(0);
  });

  it("loads the forms' code, then runs the sign-up section with the sale's policy, token, follows and campaign", async () => {
    const { actor, settled, childInput } = start({ form: 'signUp' });
    expect(selectForm(actor.getSnapshot())).toBe('loading');
    await settled();
    expect(selectForm(actor.getSnapshot())).toBe('signUp');
    expect(childInput(selectWhitelistSignUpRef(actor.getSnapshot()))).toEqual({
      policyId: 'policy-bayc',
      tokenName: 'Bored Ape',
      requiredAccounts: ['storyverse'],
      campaign: 'giveaway-bayc',
    });
    selectWhitelistSignUpRef(actor.getSnapshot())?.send({ type: 'finish' } as never);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'alreadySubscribed', twitter: 'ape_fan' });
  });

  it('runs the giveaway on a collection sale, with the campaign and the follows, and ends with its end', async () => {
    const { actor, settled, childInput } = start({ form: 'giveaway' });
    await settled();
    expect(selectForm(actor.getSnapshot())).toBe('giveaway');
    expect(childInput(selectGiveawayRef(actor.getSnapshot()))).toEqual({
      campaign: 'giveaway-bayc',
      requiredAccounts: ['storyverse'],
    });
    selectGiveawayRef(actor.getSnapshot())?.send({ type: 'finish' } as never);
    expect(actor.getSnapshot().output).toEqual({ kind: 'registered', twitter: null });
  });

  it("says the form failed when its code does not load, logs why, and loads it again on 'Try again'", async () => {
    const { actor, settled, failures, loadCalls } = start({ form: 'signUp' }, [false, true]);
    await settled();
    expect(selectForm(actor.getSnapshot())).toBe('failed');
    expect(failures).toEqual([new Error('the forms chunk did not load')]);
    actor.send({ type: 'whitelistForms.retry' });
    await settled();
    expect(selectForm(actor.getSnapshot())).toBe('signUp');
    expect(loadCalls()).toBe(2);
  });

  it.each([
    ['signUp', 'whitelistSignUp'],
    ['giveaway', 'giveaway'],
  ] as const)(
    "says the form failed when the %s form stops, logs why, and starts it again on 'Try again'",
    async (form, id) => {
      const { actor, settled, failures, loadCalls } = start({ form }, [true, true], id);
      await settled();
      expect(selectForm(actor.getSnapshot())).toBe('failed');
      expect(failures).toEqual([new Error(`${id} broke`)]);
      actor.send({ type: 'whitelistForms.retry' });
      expect(selectForm(actor.getSnapshot())).toBe('loading');
      await settled();
      expect(loadCalls()).toBe(2);
    },
  );

  it('logs a stopped e-mail form, whose page stays as it is', async () => {
    const { actor, settled, failures } = start({ form: 'email' }, [true], 'emailSignUp');
    await settled();
    expect(failures).toEqual([new Error('emailSignUp broke')]);
    expect(selectForm(actor.getSnapshot())).toBe('email');
  });
});
