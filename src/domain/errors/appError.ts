/*
 * The catalogue's base class, in a module of its own with no imports: the errors the landing and
 * sale pages throw before any flow runs (remainingCountError.ts) extend it without bringing the
 * catalogue's texts to those pages (issue 49).
 */

/**
 * Typed errors of the catalogue (spec section 8). Each has a stable `code` so machines and
 * views branch on the kind of failure, never on message text.
 */
export abstract class AppError extends Error {
  abstract readonly code: string;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

export function defineError<C extends string>(code: C, defaultMessage: string) {
  return class extends AppError {
    readonly code = code;
    constructor(message: string = defaultMessage, options?: { cause?: unknown }) {
      super(message, options);
    }
  };
}
