import { sleep } from '../../domain/sleep';

/** Mock service delays (spec section 9), before the configured delay scale. */
export const MOCK_DELAYS = {
  /** Loading delay of every mock call. */
  base: 500,
  /** Signing and minting take ten times the base. */
  signing: 5000,
  minting: 5000,
  whitelistAdd: 3000,
  spotsFetch: 500,
  email: 500,
  /** A tweet takes three times the base (the plot mock's rule: 2x per plot to mint, 3x to tweet). */
  tweet: 1500,
} as const;

export type MockDelayName = keyof typeof MOCK_DELAYS;

/** Waits a named mock delay times `scale`; rejects at once with the signal's reason on abort. */
export type MockDelay = (name: MockDelayName, signal?: AbortSignal) => Promise<void>;

export function createMockDelay(scale: number): MockDelay {
  return (name, signal) => sleep(MOCK_DELAYS[name] * scale, signal);
}
