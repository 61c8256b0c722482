import { act, render, screen, within } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import {
  mockIdentityProviderMachine,
  type MockIdentityProviderInput,
  type MockIdentityProviderEvent,
  type MockProviderAnswer,
} from '../../../machines/mockIdentityProvider';
import { ModalRootContext } from '../../../src/views/components/modalRoot';
import { MockProviderDialog, type MockProviderRef } from '../../../src/views/identityProof/MockProviderDialog';
import type { Driver, UiModel } from '../driver';
import { settle } from '../jsdomHarness';

/** The mock provider's dialog in jsdom: its driver and what each state shows. */

export interface MockProviderUi {
  user: UserEvent;
  provider: MockProviderRef;
  /** The answer the user gave on this path, checked against the actor's output. */
  answered: MockProviderAnswer | null;
}

export function createMockProviderJsdomDriver(): Driver<MockIdentityProviderInput, MockProviderUi> {
  let ui: MockProviderUi | undefined;
  let unmount = () => {};
  const current = () => {
    if (!ui) throw new Error('the dialog is not mounted');
    return ui;
  };
  const noActors = async () => {
    throw new Error('the mock provider invokes nothing and has no timers');
  };
  return {
    async start(input, inspect) {
      const provider = createActor(mockIdentityProviderMachine, { input, inspect }).start();
      const view = render(
        <ModalRootContext.Provider value={{ current: document.body }}>
          <MockProviderDialog provider={provider} />
        </ModalRootContext.Provider>,
      );
      unmount = () => {
        view.unmount();
        provider.stop();
      };
      ui = { user: userEvent.setup(), provider, answered: null };
      await settle();
      return ui;
    },
    resolveActor: noActors,
    rejectActor: noActors,
    advanceClock: noActors,
    async send(event: EventObject) {
      await act(async () => current().provider.send(event as MockIdentityProviderEvent));
      await settle();
    },
    async readStateValue() {
      return current().provider.getSnapshot().value;
    },
    async stop() {
      await act(async () => unmount());
      ui = undefined;
    },
  };
}

const dialog = () => screen.queryByRole('dialog', { name: 'Tokenproof (mock)' });

const CLICKS: Readonly<Record<MockProviderAnswer, string>> = {
  authenticated: 'Authenticate',
  rejected: 'Reject',
  closed: 'Close',
};

export const mockProviderJsdomUi: UiModel<MockProviderUi> = {
  assertions: {
    asking: () => {
      expect(dialog()).toHaveTextContent('Prove that your cold wallet holds a Bored Ape.');
    },
    answered: ({ provider, answered }) => {
      expect(dialog()).toBeNull();
      // What the identity-proof flow receives: the mock nonce of the policy and the answer.
      expect(provider.getSnapshot().output).toEqual({ nonce: 'mock-nonce-policy-bayc', status: answered });
    },
  },
  userActions: {
    'mockProvider.answer': async (ui, event) => {
      const { answer } = event as Extract<MockIdentityProviderEvent, { type: 'mockProvider.answer' }>;
      ui.answered = answer;
      await ui.user.click(within(dialog()!).getByRole('button', { name: CLICKS[answer] }));
    },
  },
};
