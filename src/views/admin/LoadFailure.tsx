import { ADMIN_MESSAGES } from '../../domain/admin/adminMessages';
import { secondaryButton } from '../components/buttonStyles';

/**
 * A part that did not load: what the service said and Try again (FailureAlert's words; not its
 * TRY_AGAIN constant, whose import would split FailureAlert into a chunk of its own that `/` fetches).
 */
export function LoadFailure({ error, onRetry }: { error: string; onRetry: () => void }) {
  return (
    <div role="alert">
      <p>
        {ADMIN_MESSAGES.loadFailed} {error}
      </p>
      <button type="button" css={secondaryButton} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
