import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  emailSignUpMachine,
  selectCanSubmit,
  selectEmail,
  selectEmailMissing,
  selectEmailSignUpProblem,
  selectSubmitting,
  selectSubscribed,
} from '../../machines/emailSignUp';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function start(subscribe: (email: string) => Promise<boolean>) {
  const calls = vi.fn(subscribe);
  const logic = emailSignUpMachine.provide({
    actors: { subscribeEmail: fromPromise(({ input }) => calls(input.email)) },
  });
  const actor = createActor(logic).start();
  return { actor, calls };
}

describe('the mint page e-mail form (spec sections 5 and 8)', () => {
  it('cannot be submitted empty, and an edited empty field asks for an address', () => {
    const { actor, calls } = start(() => Promise.resolve(true));
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false);
    expect(selectEmailMissing(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'emailSignUp.changed', email: '   ' });
    expect(selectEmailMissing(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'emailSignUp.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).not.toHaveBeenCalled();
  });

  it('subscribes the trimmed address; disabled while it runs and after success', async () => {
    let answer: (subscribed: boolean) => void = () => {};
    const { actor, calls } = start(() => new Promise((resolve) => (answer = resolve)));
    expect(selectEmail(actor.getSnapshot())).toBe('');
    actor.send({ type: 'emailSignUp.changed', email: ' ape@example.com ' });
    expect(selectEmail(actor.getSnapshot())).toBe(' ape@example.com ');
    expect(selectEmailMissing(actor.getSnapshot())).toBe(false);
    expect(selectCanSubmit(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'emailSignUp.submit' });
    expect(calls).toHaveBeenCalledWith('ape@example.com');
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false);
    expect(selectSubmitting(actor.getSnapshot())).toBe(true);
    expect(selectSubscribed(actor.getSnapshot())).toBe(false);
    answer(true);
    await flush();
    expect(actor.getSnapshot().value).toBe('subscribed');
    expect(selectSubmitting(actor.getSnapshot())).toBe(false);
    expect(selectSubscribed(actor.getSnapshot())).toBe(true);
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false);
    // Subscribed is the form's end: the chart is done.
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("a falsy answer: 'Error occurred. Please double-check your email address.', cleared by editing", async () => {
    const { actor } = start(() => Promise.resolve(false));
    actor.send({ type: 'emailSignUp.changed', email: 'ape@example' });
    actor.send({ type: 'emailSignUp.submit' });
    await flush();
    expect(selectEmailSignUpProblem(actor.getSnapshot())).toBe('signUpCheckEmail');
    actor.send({ type: 'emailSignUp.changed', email: 'ape@example.com' });
    expect(selectEmailSignUpProblem(actor.getSnapshot())).toBeNull();
  });

  it("a failed call: 'Error occurred. Please try again.', and the user can submit again", async () => {
    const { actor } = start(() => Promise.reject(new Error('offline')));
    actor.send({ type: 'emailSignUp.changed', email: 'ape@example.com' });
    actor.send({ type: 'emailSignUp.submit' });
    await flush();
    expect(selectEmailSignUpProblem(actor.getSnapshot())).toBe('signUpTryAgain');
    expect(selectCanSubmit(actor.getSnapshot())).toBe(true);
  });
});
