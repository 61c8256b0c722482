import { act } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { fromPromise, type ActorRefFrom, type EventObject } from 'xstate';
import type { newsletterSignUpMachine } from '../../../machines/newsletterSignUp';
import { bindNewsletterSignUpFlow, watchSignUpModal } from '../../../src/app/bindings/newsletterSignUp';
import { mountApp, type MountedApp } from '../../support/mountApp';
import { createControlledActors, type ControlledActors } from '../controlledActors';
import type { Driver } from '../driver';
import { controlledSteps, settle, unmountApp } from '../jsdomSteps';
import { TimedClock } from '../timedClock';

/**
 * Runs the real <App/> in jsdom at /about?signup=1: the sign-up modal is open and the footer box
 * shows, both on the app's one newsletter flow. Its subscription call is a controlled actor, its
 * watcher on the modal is real (and failable), the modal's fade runs on a simulated clock.
 */

export type NewsletterActor = ActorRefFrom<typeof newsletterSignUpMachine>;

export interface NewsletterUi {
  user: UserEvent;
  app: MountedApp;
  flow: () => NewsletterActor;
  /** Lets the modal's 500 ms fade out finish. */
  finishFade: () => Promise<void>;
}

interface Mounted {
  ui: NewsletterUi;
  app: MountedApp;
  clock: TimedClock;
  controlled: ControlledActors;
}

const noServices = () => Promise.reject(new Error('the services are not used: the call is controlled'));

export interface NewsletterDriverOptions {
  /** Changes the bound flow; tests use it to prove that a broken flow fails. */
  adjustFlow?: (flow: NewsletterFlow) => NewsletterFlow;
}

type NewsletterFlow = ReturnType<typeof bindNewsletterSignUpFlow>;

export function createNewsletterSignUpJsdomDriver(
  options: NewsletterDriverOptions = {},
): Driver<undefined, NewsletterUi> {
  let mounted: Mounted | undefined;
  function current(): Mounted {
    if (!mounted) throw new Error('the app is not started');
    return mounted;
  }
  const flow = () => {
    const newsletter = current().app.actor.getSnapshot().context.newsletter;
    if (!newsletter) throw new Error('the newsletter flow is not running');
    return newsletter as NewsletterActor;
  };
  const steps = controlledSteps(current);

  return {
    async start(_input, inspect) {
      const controlled = createControlledActors();
      const clock = new TimedClock();
      const bound = bindNewsletterSignUpFlow({ services: noServices }).provide({
        actors: { subscribeEmail: controlled.promise(), watchSignUpModal: controlled.failable(watchSignUpModal) },
      });
      const logic = options.adjustFlow?.(bound) ?? bound;
      const app = mountApp({
        path: '/about?signup=1',
        clock,
        inspect,
        adjustMachine: (machine) => machine.provide({ actors: { loadNewsletterFlow: fromPromise(async () => logic) } }),
      });
      const ui: NewsletterUi = {
        user: userEvent.setup({ advanceTimers: (ms) => clock.increment(ms) }),
        app,
        flow,
        finishFade: async () => {
          await act(async () => clock.increment(500));
          await settle();
        },
      };
      mounted = { ui, app, clock, controlled };
      await settle();
      return ui;
    },
    ...steps,
    async send(event: EventObject) {
      await act(async () => flow().send(event as Parameters<NewsletterActor['send']>[0]));
      await settle();
    },
    async readStateValue() {
      return flow().getSnapshot().value;
    },
    async stop() {
      if (!mounted) return;
      const { app } = mounted;
      mounted = undefined;
      await unmountApp(app);
    },
  };
}
