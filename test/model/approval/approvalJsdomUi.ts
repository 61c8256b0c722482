import { act, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { TransactionClosedError, TransactionDeniedError } from '../../../src/domain/errors';
import type { UiModel } from '../driver';
import type { Answer, ApprovalUi } from './approvalJsdomDriver';
import { APPROVAL_REQUEST } from './approvalModel';

/** What each approval state shows in jsdom, and how the request and the user's answers happen. */

const DIALOG = 'Approve transaction';
const dialog = () => screen.queryByRole('dialog', { name: DIALOG });

/** Asks through the requester the mock sale service is given, and records the answer. */
function ask(ui: ApprovalUi): number {
  const index = ui.answers.push('pending') - 1;
  ui.approveTransaction(APPROVAL_REQUEST).then(
    () => (ui.answers[index] = 'approved'),
    (error: unknown) => (ui.answers[index] = { rejected: error }),
  );
  return index;
}

/** Lets the requester's promise settle. */
const flush = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** The request the dialog shows: the first one still waiting. */
const openRequest = (ui: ApprovalUi) => ui.answers.indexOf('pending');

async function answerWith(ui: ApprovalUi, click: () => Promise<void>, expected: (answer: Answer) => void) {
  const index = openRequest(ui);
  expect(index, 'a request is waiting for an answer').toBeGreaterThanOrEqual(0);
  await click();
  await flush();
  expected(ui.answers[index]!);
}

const rejectedWith = (answer: Answer) => (typeof answer === 'object' ? answer.rejected : undefined);

export const approvalJsdomUi: UiModel<ApprovalUi> = {
  assertions: {
    idle: (ui) => {
      expect(dialog()).toBeNull();
      // Nobody is left waiting: every request was answered.
      expect(ui.answers).not.toContain('pending');
    },
    asking: async () => {
      // The dialog is its own chunk: the first time, it appears once the chunk has loaded.
      const shown = await screen.findByRole('dialog', { name: DIALOG });
      expect(shown).toHaveTextContent('Mint 3 tokens of the bayc sale to 0xa11…000a?');
      expect(within(shown).getByRole('button', { name: 'Approve' })).toBeEnabled();
      expect(within(shown).getByRole('button', { name: 'Deny' })).toBeEnabled();
    },
  },
  userActions: {
    'approval.requested': async (ui) => {
      const wasOpen = openRequest(ui) >= 0;
      const index = ask(ui);
      await flush();
      // A wallet asks one thing at a time: a second request is refused as closed at once.
      if (wasOpen) expect(rejectedWith(ui.answers[index]!)).toBeInstanceOf(TransactionClosedError);
    },
    'approval.approve': (ui) =>
      answerWith(
        ui,
        () => ui.user.click(within(dialog()!).getByRole('button', { name: 'Approve' })),
        (answer) => expect(answer).toBe('approved'),
      ),
    'approval.deny': (ui) =>
      answerWith(
        ui,
        () => ui.user.click(within(dialog()!).getByRole('button', { name: 'Deny' })),
        (answer) => expect(rejectedWith(answer)).toBeInstanceOf(TransactionDeniedError),
      ),
    'approval.close': (ui) =>
      answerWith(
        ui,
        () => ui.user.click(within(dialog()!).getByRole('button', { name: 'Close' })),
        (answer) => expect(rejectedWith(answer)).toBeInstanceOf(TransactionClosedError),
      ),
  },
};
