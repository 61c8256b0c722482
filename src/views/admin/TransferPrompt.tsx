import { useSelector } from '@xstate/react';
import { selectPrompt } from '../../../machines/adminFunds';
import { primaryButton, secondaryButton } from '../components/buttonStyles';
import { Modal } from '../components/Modal';
import { transferPromptTitle, transferQuestion } from './adminTexts';
import type { AdminFundsActor } from './adminActors';

/** Spec section 5: a deposit or withdrawal asks first. Cancel, Escape and Close send nothing. */
export function TransferPrompt({ funds }: { funds: AdminFundsActor }) {
  const prompt = useSelector(funds, selectPrompt);
  if (!prompt) return null;
  const sale = prompt.sale ?? 'the sale';
  const cancel = () => funds.send({ type: 'funds.cancel' });
  return (
    <Modal title={transferPromptTitle(prompt.direction)} onClose={cancel}>
      <p>{transferQuestion(prompt.direction, prompt.amount, sale)}</p>
      <div css={{ display: 'flex', gap: '0.75rem' }}>
        <button type="button" css={primaryButton} onClick={() => funds.send({ type: 'funds.confirm' })}>
          Confirm
        </button>
        <button type="button" css={secondaryButton} onClick={cancel}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
