import { userEvent, type UserEvent } from '@testing-library/user-event';
import { createApprovalRequester, type ApprovalActorRef } from '../../../src/app/bindings/approval';
import { mountApp, type MountedApp } from '../../support/mountApp';
import type { Driver } from '../driver';
import { appFlowDriver, settle } from '../jsdomHarness';

/**
 * Runs the real <App/> in jsdom in mock mode. Requests come through the app's own requester
 * (what the mock sale service awaits); the driver keeps each request's answer so that the
 * user actions can check that Approve, Deny and close reach the asker as the spec says.
 */

export type Answer = 'pending' | 'approved' | { rejected: unknown };

export interface ApprovalUi {
  user: UserEvent;
  app: MountedApp;
  /** The requester the app gives the mock sale service, bound to this app's approval flow. */
  approveTransaction: ReturnType<typeof createApprovalRequester>;
  /** Every request asked on this path, in order, with its answer so far. */
  answers: Answer[];
}

const approvalOf = (app: MountedApp) => app.actor.system.get('approval') as ApprovalActorRef;

export function createApprovalJsdomDriver(): Driver<undefined, ApprovalUi> {
  const driver = appFlowDriver<undefined, ApprovalUi>({
    async mount(_run, _input, inspect) {
      const app = mountApp({ inspect });
      const ui = {
        user: userEvent.setup(),
        app,
        approveTransaction: createApprovalRequester(() => approvalOf(app)),
        answers: [],
      };
      await settle();
      return { app, ui };
    },
    flow: approvalOf,
  });
  return {
    ...driver,
    async resolveActor(actorId) {
      throw new Error(`the approval machine invokes no actor (asked to resolve '${actorId}')`);
    },
    async rejectActor(actorId) {
      throw new Error(`the approval machine invokes no actor (asked to reject '${actorId}')`);
    },
    async advanceClock() {
      throw new Error('the approval machine has no timers');
    },
  };
}
