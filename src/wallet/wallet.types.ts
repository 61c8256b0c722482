import type { UserServiceKind } from '../config/config.types';
import type { WalletBridge } from '../services/sale/walletBridge.types';

/**
 * The wallet layer the user machine runs on (bound in src/app/bindings/user.ts). Two kinds:
 * the mock wallet (three mock accounts, a picker) and the browser wallet (EIP-6963 discovery,
 * EIP-1193 requests, ethers for transactions, loaded only when a wallet is used).
 */

/**
 * Something the user can log in with. Mock: one of the mock accounts. Browser: an announced
 * wallet (EIP-6963: its uuid, name and icon) or the `window.ethereum` fallback.
 */
export interface WalletOption {
  id: string;
  name: string;
  /** A data: URI image (EIP-6963 announces icons as data URIs; nothing else is accepted). */
  icon: string | null;
}

/** A connected wallet account. */
export interface WalletSession {
  /** The option it was connected with (remembered for the silent reconnect). */
  optionId: string;
  address: string;
  chainId: number;
  /** The mock account's name; null for a browser wallet. */
  name: string | null;
}

/** What the wallet layer tells the user machine, unasked. */
export type WalletEvent =
  /** The options changed (a wallet announced itself late, or went away). */
  | { type: 'wallet.optionsChanged'; options: WalletOption[] }
  /** The connected wallet's accounts (EIP-1193 accountsChanged): empty means logged out. */
  | { type: 'wallet.accountsChanged'; accounts: string[] }
  /** The connected wallet moved to another chain (EIP-1193 chainChanged). */
  | { type: 'wallet.chainChanged'; chainId: number }
  /** The connected wallet lost its connection (EIP-1193 disconnect). */
  | { type: 'wallet.disconnected' };

/** Tokens a wallet holds, by collection (spec section 3: "map from contract to list of entries {id, qty}"). */
export interface HeldToken {
  id: string;
  qty: number;
}

export interface WalletHoldings {
  /** Contract address (lowercase) to the tokens held there. */
  nfts: Readonly<Record<string, readonly HeldToken[]>>;
  /** Story NFTs held (token ids). */
  storyNFTs: readonly string[];
  /** Holds a founders pass. */
  founder: boolean;
  /** May edit story NFTs. */
  storyNFTEditor: boolean;
}

export interface WalletAdapter {
  readonly kind: UserServiceKind;
  /** The chain flows must be on before anything is signed or sent. */
  readonly expectedChainId: number;
  /**
   * Starts discovery and listens to the connected wallet; emits the current options at once.
   * Returns the function that stops listening (nothing leaks once the user machine stops).
   */
  watch(emit: (event: WalletEvent) => void): () => void;
  /**
   * The silent reconnect after a reload: the remembered wallet's accounts, asked without a
   * prompt (`eth_accounts`). Null when nothing is remembered or the wallet shares no account.
   */
  restore(signal: AbortSignal): Promise<WalletSession | null>;
  /**
   * Only on a user action: asks the chosen option for its accounts (`eth_requestAccounts`) and
   * remembers the choice. Rejects with WalletError.
   */
  connect(optionId: string, signal: AbortSignal): Promise<WalletSession>;
  /** Asks the wallet to move to `chainId` (`wallet_switchEthereumChain`). Rejects with WalletError. */
  switchChain(chainId: number, signal: AbortSignal): Promise<void>;
  /** Forgets the remembered wallet; never rejects (logging out always works locally). */
  disconnect(): Promise<void>;
  /** The tokens `address` holds. */
  holdings(address: string, signal: AbortSignal): Promise<WalletHoldings>;
  /** Sends transactions and waits for receipts for the sale service. */
  readonly bridge: WalletBridge;
}
