import { defineError } from './appError';

/** A failed remaining-count fetch names the count: waitlist spots, waitlist supply or public supply. */
export class RemainingCountError extends defineError('remainingCount', 'Could not fetch the remaining count') {
  constructor(
    readonly count: 'waitlist spots' | 'waitlist supply' | 'public supply',
    options?: { cause?: unknown },
  ) {
    super(`Could not fetch the remaining ${count}`, options);
  }
}
