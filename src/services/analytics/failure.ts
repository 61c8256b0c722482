import type { Failure } from './analytics.types';

/**
 * What analytics records of a failure (spec section 8: errors "tracked with code, message and
 * stack"), read from the error's fields rather than its class, so that the error catalogue stays
 * off the start-up path: a wallet error's kind and EIP-1193 code, or a catalogue error's code.
 */
export function failureOf(error: unknown): Failure {
  const fields = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  const kind = typeof fields.kind === 'string' ? fields.kind : undefined;
  const code = kind ?? (typeof fields.code === 'string' ? fields.code : undefined);
  return {
    code: kind && typeof fields.rpcCode === 'number' ? `${kind} (${fields.rpcCode})` : code,
    message: typeof fields.message === 'string' ? fields.message : String(error),
    stack: typeof fields.stack === 'string' ? fields.stack : undefined,
  };
}
