import { WalletError, type WalletErrorKind } from '../domain/errors';

/** EIP-1193 provider error codes, and the JSON-RPC one (EIP-1474) wallets use for a prompt already open. */
const KIND_BY_CODE: ReadonlyMap<number, WalletErrorKind> = new Map([
  [4001, 'userRejected'],
  [-32002, 'requestPending'],
  [4100, 'unauthorized'],
  [4200, 'unsupported'],
  [4900, 'disconnected'],
  [4901, 'chainDisconnected'],
  // EIP-3326: wallet_switchEthereumChain to a chain the wallet has not been told about.
  [4902, 'unknownChain'],
]);

/** JSON-RPC's generic internal error: some wallets wrap the real one in it. */
const INTERNAL_ERROR = -32603;

/** ethers v6 turns a wallet's 4001 into its own error code. */
const ETHERS_REJECTED = 'ACTION_REJECTED';
const USER_REJECTED_CODE = 4001;

/** ethers nests the wallet's own error once or twice; a few levels always reach it. */
const MAX_DEPTH = 4;

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;

/**
 * The wallet's code, searched breadth first from the error itself into what ethers and wallets
 * wrap: `error.info.error` (ACTION_REJECTED and most others), `error.error` (UNKNOWN_ERROR) and
 * `error.data.originalError`. The outermost meaningful code wins, so an ethers ACTION_REJECTED
 * counts as 4001 whatever it wraps; a generic internal error (-32603) is looked through.
 */
function rpcCodeOf(error: unknown): number | undefined {
  let internal: number | undefined;
  let level: unknown[] = [error];
  for (let depth = 0; depth < MAX_DEPTH && level.length > 0; depth++) {
    const next: unknown[] = [];
    for (const candidate of level) {
      const record = asRecord(candidate);
      if (!record) continue;
      const { code } = record;
      if (code === INTERNAL_ERROR) internal = code;
      else if (typeof code === 'number' && Number.isInteger(code)) return code;
      if (code === ETHERS_REJECTED) return USER_REJECTED_CODE;
      // MetaMask Mobile wraps the wallet's own error as -32603 with data.originalError.
      next.push(asRecord(record.info)?.error, record.error, asRecord(record.data)?.originalError);
    }
    level = next;
  }
  return internal;
}

/**
 * Anything a wallet request threw, as a WalletError: its `kind` from the EIP-1193 code (an
 * unknown code, or none, is 'failed'), the code kept as `rpcCode` and the original as `cause`.
 */
export function toWalletError(error: unknown): WalletError {
  if (error instanceof WalletError) return error;
  const rpcCode = rpcCodeOf(error);
  const kind = (rpcCode !== undefined && KIND_BY_CODE.get(rpcCode)) || 'failed';
  return new WalletError(kind, { rpcCode, cause: error });
}
