import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  newsletterSignUpMachine,
  selectNewsletterAgreed,
  selectNewsletterButtonLabel,
  selectNewsletterCanSubmit,
  selectNewsletterEmail,
  selectNewsletterFailed,
  selectNewsletterLocked,
  type NewsletterSignUpEvent,
} from '../../machines/newsletterSignUp';
import { failingPart } from '../support/partStandIns';

/** The sign-up with stand-ins: a fixed address rule, a scripted service and a modal to open. */
function start(options: { subscribe?: (email: string) => Promise<boolean>; watcherFails?: boolean } = {}) {
  const subscribed: string[] = [];
  const reported: unknown[] = [];
  let showModal: (shown: boolean) => void = () => {};
  const actor = createActor(
    newsletterSignUpMachine.provide({
      guards: { isValidEmail: ({ context }) => context.email.trim().endsWith('@example.com') },
      actors: {
        subscribeEmail: fromPromise(async ({ input }) => {
          subscribed.push(input.email);
          return (options.subscribe ?? (async () => true))(input.email);
        }),
        watchSignUpModal: options.watcherFails
          ? failingPart<NewsletterSignUpEvent>(Infinity, 'watcher broke')
          : fromCallback<NewsletterSignUpEvent>(({ sendBack }) => {
              showModal = (shown) => sendBack({ type: 'newsletter.modalShown', shown });
            }),
      },
      actions: { reportWatcherFailure: (_, params) => void reported.push(params.error) },
    }),
  ).start();
  const fill = (email: string, agreed = true) => {
    actor.send({ type: 'newsletter.emailChanged', email });
    actor.send({ type: 'newsletter.agreementChanged', agreed });
  };
  return { actor, subscribed, reported, fill, showModal: (shown: boolean) => showModal(shown) };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the newsletter sign-up', () => {
  it("starts empty: no address, the box not ticked, no past answer, 'Subscribe'", () => {
    const { actor } = start();
    expect(selectNewsletterEmail(actor.getSnapshot())).toBe('');
    expect(selectNewsletterAgreed(actor.getSnapshot())).toBe(false);
    expect(selectNewsletterFailed(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context).toEqual({ email: '', agreed: false, failed: false });
  });

  it("subscribes a valid, trimmed address with the agreement: 'Subscribing...', then 'Subscribed', the address cleared", async () => {
    const { actor, subscribed, fill } = start();
    expect(selectNewsletterButtonLabel(actor.getSnapshot())).toBe('Subscribe');
    fill('  ape@example.com ');
    expect(selectNewsletterEmail(actor.getSnapshot())).toBe('  ape@example.com ');
    expect(selectNewsletterAgreed(actor.getSnapshot())).toBe(true);
    expect(selectNewsletterCanSubmit(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'newsletter.submit' });
    expect(selectNewsletterButtonLabel(actor.getSnapshot())).toBe('Subscribing...');
    expect(selectNewsletterLocked(actor.getSnapshot())).toBe(true);
    expect(selectNewsletterCanSubmit(actor.getSnapshot())).toBe(false);
    expect(subscribed).toEqual(['ape@example.com']);
    await settled();
    expect(selectNewsletterButtonLabel(actor.getSnapshot())).toBe('Subscribed');
    expect(selectNewsletterLocked(actor.getSnapshot())).toBe(false);
    expect(selectNewsletterEmail(actor.getSnapshot())).toBe('');
    expect(selectNewsletterCanSubmit(actor.getSnapshot())).toBe(false);
  });

  it.each([
    ['an invalid address', 'ape@elsewhere', true],
    ['no agreement', 'ape@example.com', false],
  ])('does not submit with %s', (_case, email, agreed) => {
    const { actor, subscribed, fill } = start();
    fill(email, agreed);
    expect(selectNewsletterCanSubmit(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'newsletter.submit' });
    expect(selectNewsletterButtonLabel(actor.getSnapshot())).toBe('Subscribe');
    expect(subscribed).toEqual([]);
  });

  it.each([
    ['the service says no', async () => false],
    ['the call fails', () => Promise.reject(new Error('down'))],
  ])(
    "says 'Error occurred.' when %s, keeps the address, and clears it on the next submit",
    async (_case, subscribe) => {
      let answer = subscribe;
      const { actor, fill } = start({ subscribe: () => answer() });
      fill('ape@example.com');
      actor.send({ type: 'newsletter.submit' });
      await settled();
      expect(selectNewsletterFailed(actor.getSnapshot())).toBe(true);
      expect(selectNewsletterButtonLabel(actor.getSnapshot())).toBe('Subscribe');
      expect(selectNewsletterEmail(actor.getSnapshot())).toBe('ape@example.com');
      answer = () => new Promise(() => {});
      actor.send({ type: 'newsletter.submit' });
      expect(selectNewsletterFailed(actor.getSnapshot())).toBe(false);
      expect(actor.getSnapshot().context.failed).toBe(false);
    },
  );

  it('opens the modal with the agreement cleared and no past answer; closing it changes nothing', async () => {
    const { actor, fill, showModal } = start({ subscribe: async () => false });
    fill('ape@example.com');
    actor.send({ type: 'newsletter.submit' });
    await settled();
    showModal(false);
    expect(selectNewsletterAgreed(actor.getSnapshot())).toBe(true);
    expect(selectNewsletterFailed(actor.getSnapshot())).toBe(true);
    showModal(true);
    expect(selectNewsletterAgreed(actor.getSnapshot())).toBe(false);
    expect(selectNewsletterFailed(actor.getSnapshot())).toBe(false);
    expect(selectNewsletterEmail(actor.getSnapshot())).toBe('ape@example.com');
  });

  it("starts a new sign-up after 'Subscribed' when another address is typed, or the modal opens", async () => {
    const { actor, fill, showModal } = start();
    fill('ape@example.com');
    actor.send({ type: 'newsletter.submit' });
    await settled();
    showModal(false);
    expect(selectNewsletterButtonLabel(actor.getSnapshot())).toBe('Subscribed');
    showModal(true);
    expect(selectNewsletterButtonLabel(actor.getSnapshot())).toBe('Subscribe');
    expect(selectNewsletterAgreed(actor.getSnapshot())).toBe(false);

    fill('ape@example.com');
    actor.send({ type: 'newsletter.submit' });
    await settled();
    actor.send({ type: 'newsletter.emailChanged', email: 'bob@example.com' });
    expect(selectNewsletterButtonLabel(actor.getSnapshot())).toBe('Subscribe');
    expect(selectNewsletterEmail(actor.getSnapshot())).toBe('bob@example.com');
    expect(selectNewsletterCanSubmit(actor.getSnapshot())).toBe(true);
  });

  it('reports a broken modal watcher, and the form still works', async () => {
    const { actor, subscribed, reported, fill } = start({ watcherFails: true });
    expect(reported).toEqual([new Error('watcher broke')]);
    fill('ape@example.com');
    actor.send({ type: 'newsletter.submit' });
    await settled();
    expect(subscribed).toEqual(['ape@example.com']);
  });
});

describe('the unbound newsletter chart', () => {
  it('submits nothing without the address rule bound', () => {
    const actor = createActor(newsletterSignUpMachine).start();
    actor.send({ type: 'newsletter.emailChanged', email: 'ape@example.com' });
    actor.send({ type: 'newsletter.agreementChanged', agreed: true });
    expect(selectNewsletterCanSubmit(actor.getSnapshot())).toBe(false);
    actor.stop();
  });
});
