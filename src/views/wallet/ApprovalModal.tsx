import { useSelector } from '@xstate/react';
import { selectApprovalRequest } from '../../../machines/approval';
import { useApprovalActor } from '../../app/AppProviders';
import { shortenAddress } from '../../domain/address';
import { primaryButton, secondaryButton } from '../components/buttonStyles';
import { Modal } from '../components/Modal';

/**
 * The mock wallet's transaction approval (spec section 8): Approve sends the transaction; Deny
 * gives 'Denied transaction'; closing gives 'Closed transaction'.
 */
export default function ApprovalModal() {
  const approval = useApprovalActor();
  const request = useSelector(approval, selectApprovalRequest);
  if (!request) return null;
  const tokens = request.count === 1 ? '1 token' : `${request.count} tokens`;

  return (
    <Modal title="Approve transaction" onClose={() => approval.send({ type: 'approval.close' })}>
      <p>
        Mint {tokens} of the {request.saleId} sale to {shortenAddress(request.hotWallet)}?
      </p>
      <div css={{ display: 'flex', gap: '0.75rem' }}>
        <button type="button" css={primaryButton} onClick={() => approval.send({ type: 'approval.approve' })}>
          Approve
        </button>
        <button type="button" css={secondaryButton} onClick={() => approval.send({ type: 'approval.deny' })}>
          Deny
        </button>
      </div>
    </Modal>
  );
}
