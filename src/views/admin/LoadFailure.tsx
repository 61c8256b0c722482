import { ADMIN_MESSAGES } from '../../domain/admin/adminMessages';
import { FailureAlert } from '../components/FailureAlert';

/** A part that did not load: what the service said and Try again. */
export function LoadFailure({ error, onRetry }: { error: string; onRetry: () => void }) {
  return <FailureAlert message={`${ADMIN_MESSAGES.loadFailed} ${error}`} onRetry={onRetry} />;
}
