import { MESSAGES } from '../../domain/errors/messages';
import { secondaryButton } from './buttonStyles';

/** 'Try again' under a failure: the same words wherever a part of a page can start over. */
export const TRY_AGAIN = 'Try again';

/** A part of the page stopped (a bug, never the user's doing): 'An error has occurred' and Try again. */
export function FailureAlert({
  onRetry,
  message = MESSAGES.anErrorHasOccurred,
}: {
  onRetry: () => void;
  /** The catalogue's words for what failed, where it has more precise ones. */
  message?: string;
}) {
  return (
    <div role="alert">
      <p>{message}</p>
      <button type="button" css={secondaryButton} onClick={onRetry}>
        {TRY_AGAIN}
      </button>
    </div>
  );
}
