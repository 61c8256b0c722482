import { act } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { newsletterSignUpMachine } from '../../../machines/newsletterSignUp';
import { bindNewsletterSignUpFlow, watchSignUpModal } from '../../../src/app/bindings/newsletterSignUp';
import { mountApp, type MountedApp } from '../../support/mountApp';
import type { Driver } from '../driver';
import { appFlowDriver, settle } from '../jsdomHarness';

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

const noServices = () => Promise.reject(new Error('the services are not used: the call is controlled'));

export interface NewsletterDriverOptions {
  /** Changes the bound flow; tests use it to prove that a broken flow fails. */
  adjustFlow?: (flow: NewsletterFlow) => NewsletterFlow;
}

type NewsletterFlow = ReturnType<typeof bindNewsletterSignUpFlow>;

/** The app's one newsletter flow. */
function newsletterOf(app: MountedApp): NewsletterActor {
  const newsletter = app.actor.getSnapshot().context.newsletter;
  if (!newsletter) throw new Error('the newsletter flow is not running');
  return newsletter as NewsletterActor;
}

export function createNewsletterSignUpJsdomDriver(
  options: NewsletterDriverOptions = {},
): Driver<undefined, NewsletterUi> {
  return appFlowDriver<undefined, NewsletterUi>({
    async mount({ controlled, clock }, _input, inspect) {
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
        flow: () => newsletterOf(app),
        finishFade: async () => {
          await act(async () => clock.increment(500));
          await settle();
        },
      };
      await settle();
      return { ui, app };
    },
    flow: newsletterOf,
  });
}
