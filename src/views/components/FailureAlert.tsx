import { secondaryButton } from './buttonStyles';

/** Spec section 2: the fallback message for a crash (the catalogue's `anErrorHasOccurred`). */
export const CRASH_MESSAGE = 'An error has occurred';

/** 'Try again' under a failure: the same words wherever a part of a page can start over. */
export const TRY_AGAIN = 'Try again';

/**
 * A part of the page stopped or its code did not come (never the user's doing): 'An error has
 * occurred' and Try again, in the part's own place. Part of the start-up bundle (the root layout's
 * boundaries show it), so it carries no catalogue: callers with more precise words pass them.
 */
export function FailureAlert({
  onRetry,
  message = CRASH_MESSAGE,
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
