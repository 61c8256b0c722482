import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  selectMockProviderAsking,
  selectMockProviderTokenName,
  type mockIdentityProviderMachine,
  type MockProviderAnswer,
} from '../../../machines/mockIdentityProvider';
import { withIndefiniteArticle } from '../../domain/sale/heldToken';
import { primaryButton, secondaryButton } from '../components/buttonStyles';
import { Modal } from '../components/Modal';

export type MockProviderRef = ActorRefFrom<typeof mockIdentityProviderMachine>;

/**
 * Mock mode's identity-proof provider: the user answers as the provider would. Closing the
 * dialog answers 'closed', like closing the real provider's widget.
 */
export function MockProviderDialog({ provider }: { provider: MockProviderRef }) {
  const asking = useSelector(provider, selectMockProviderAsking);
  const tokenName = useSelector(provider, selectMockProviderTokenName);
  if (!asking) return null;
  const answer = (value: MockProviderAnswer) => provider.send({ type: 'mockProvider.answer', answer: value });

  return (
    <Modal title="Tokenproof (mock)" onClose={() => answer('closed')}>
      <p>{`Prove that your cold wallet holds ${withIndefiniteArticle(tokenName)}.`}</p>
      <div css={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
        <button type="button" css={primaryButton} onClick={() => answer('authenticated')}>
          Authenticate
        </button>
        <button type="button" css={secondaryButton} onClick={() => answer('rejected')}>
          Reject
        </button>
      </div>
    </Modal>
  );
}
