import { Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { selectApprovalOpen } from '../../../machines/approval';
import { selectPickerOpen } from '../../../machines/user';
import { useApprovalActor, useUserActor } from '../../app/AppProviders';
import { lazyChunk } from '../hydration/lazyChunk';

// Each modal is its own chunk: most visits never open one.
const AccountPicker = lazyChunk(() => import('./AccountPicker'));
const ApprovalModal = lazyChunk(() => import('./ApprovalModal'));

/** Whether a wallet modal is open: the page behind it is then inert. */
export function useWalletModalOpen(): boolean {
  const pickerOpen = useSelector(useUserActor(), selectPickerOpen);
  const approvalOpen = useSelector(useApprovalActor(), selectApprovalOpen);
  return pickerOpen || approvalOpen;
}

/** The wallet's modals, as their machines' states say: the picker and the mock approval. */
export function WalletModals() {
  const pickerOpen = useSelector(useUserActor(), selectPickerOpen);
  const approvalOpen = useSelector(useApprovalActor(), selectApprovalOpen);
  return (
    <Suspense fallback={null}>
      {pickerOpen && <AccountPicker />}
      {approvalOpen && <ApprovalModal />}
    </Suspense>
  );
}
