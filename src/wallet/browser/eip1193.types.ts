/** The part of an EIP-1193 provider (`window.ethereum`, or one announced over EIP-6963) this app uses. */

export interface Eip1193RequestArguments {
  method: string;
  params?: readonly unknown[] | Record<string, unknown>;
}

export type Eip1193Listener = (...args: unknown[]) => void;

export interface Eip1193Provider {
  /** Resolves with the result, or rejects with `{ code, message }` (EIP-1193 provider errors). */
  request(args: Eip1193RequestArguments): Promise<unknown>;
  /**
   * EIP-1193 events: accountsChanged, chainChanged, connect, disconnect. EIP-1193 requires
   * both methods, but discovery only insists on `request`, so callers check they exist.
   */
  on?(event: string, listener: Eip1193Listener): unknown;
  removeListener?(event: string, listener: Eip1193Listener): unknown;
}
