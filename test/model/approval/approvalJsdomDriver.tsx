import { act } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import type { EventObject } from 'xstate';
import type { ApprovalEvent } from '../../../machines/approval';
import { createApprovalRequester, type ApprovalActorRef } from '../../../src/app/bindings/approval';
import { mountApp, type MountedApp } from '../../support/mountApp';
import type { Driver } from '../driver';
import { settle, unmountApp } from '../jsdomSteps';

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

export function createApprovalJsdomDriver(): Driver<undefined, ApprovalUi> {
  let ui: ApprovalUi | undefined;

  function current(): ApprovalUi {
    if (!ui) throw new Error('the app is not started');
    return ui;
  }
  const approvalActor = () => current().app.actor.system.get('approval') as ApprovalActorRef;

  return {
    async start(_input, inspect) {
      const app = mountApp({ inspect });
      const approvalOf = () => app.actor.system.get('approval') as ApprovalActorRef;
      ui = { user: userEvent.setup(), app, approveTransaction: createApprovalRequester(approvalOf), answers: [] };
      await settle();
      return ui;
    },
    async resolveActor(actorId) {
      throw new Error(`the approval machine invokes no actor (asked to resolve '${actorId}')`);
    },
    async rejectActor(actorId) {
      throw new Error(`the approval machine invokes no actor (asked to reject '${actorId}')`);
    },
    async advanceClock() {
      throw new Error('the approval machine has no timers');
    },
    async send(event: EventObject) {
      await act(async () => approvalActor().send(event as ApprovalEvent));
      await settle();
    },
    async readStateValue() {
      return approvalActor().getSnapshot().value;
    },
    async stop() {
      if (!ui) return;
      const { app } = ui;
      ui = undefined;
      await unmountApp(app);
    },
  };
}
