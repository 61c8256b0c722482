import { MESSAGES } from '../../domain/errors/messages';
import { secondaryButton } from './buttonStyles';

/** 'Try again' under a failure: the same words wherever a part of a page can start over. */
export const TRY_AGAIN = 'Try again';

/** A part of the page stopped (a bug, never the user's doing): 'An error has occurred' and Try again. */
export function FailureAlert({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert">
      <p>{MESSAGES.anErrorHasOccurred}</p>
      <button type="button" css={secondaryButton} onClick={onRetry}>
        {TRY_AGAIN}
      </button>
    </div>
  );
}
