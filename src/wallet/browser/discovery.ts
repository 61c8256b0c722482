import type { WalletOption } from '../wallet.types';
import type { Eip1193Provider } from './eip1193.types';

/**
 * EIP-6963 wallet discovery. Loaded at start-up on every page, so it stays small: no ethers
 * here (src/wallet/browser/ethersWallet.ts is loaded only when a wallet is used).
 */

export interface DiscoveredWallet {
  option: WalletOption;
  provider: Eip1193Provider;
  /** The provider is also `window.ethereum` (a choice of the fallback means this wallet). */
  injected: boolean;
}

/** For a wallet that only injects `window.ethereum` and does not announce itself. */
export const INJECTED_OPTION: WalletOption = { id: 'injected', name: 'Browser wallet', icon: null };

const ANNOUNCE_EVENT = 'eip6963:announceProvider';
const REQUEST_EVENT = 'eip6963:requestProvider';

/** Names and ids are shown or stored: anything longer than this is not a wallet's. */
const MAX_TEXT_LENGTH = 256;
/** Icons are data URIs of small images; a larger one is refused rather than put in the page. */
const MAX_ICON_LENGTH = 200_000;

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TEXT_LENGTH;

function asProvider(value: unknown): Eip1193Provider | null {
  const candidate = typeof value === 'object' && value !== null ? (value as { request?: unknown }) : null;
  return typeof candidate?.request === 'function' ? (candidate as Eip1193Provider) : null;
}

/** EIP-6963 announces icons as data URIs; any other address would make the page load it from elsewhere. */
const iconOf = (value: unknown): string | null =>
  typeof value === 'string' && /^data:image\//i.test(value) && value.length <= MAX_ICON_LENGTH ? value : null;

/**
 * The wallet an announcement describes, or null when anything in it is missing or odd: any
 * script on the page can dispatch the event, so nothing is trusted before it is checked.
 */
function walletOf(detail: unknown): Omit<DiscoveredWallet, 'injected'> | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { info, provider } = detail as { info?: unknown; provider?: unknown };
  if (typeof info !== 'object' || info === null) return null;
  const { uuid, name, rdns, icon } = info as Record<string, unknown>;
  const eip1193 = asProvider(provider);
  // The fallback's id is reserved, so option ids stay unique.
  if (!isText(uuid) || !isText(name) || !isText(rdns) || rdns === INJECTED_OPTION.id || !eip1193) return null;
  // The option id is the rdns: EIP-6963's uuid names a provider for one page load only (wallets
  // make a new one each time), and the id is what the silent reconnect remembers.
  return { option: { id: rdns, name, icon: iconOf(icon) }, provider: eip1193 };
}

const sameWallet = (a: Omit<DiscoveredWallet, 'injected'>, b: Omit<DiscoveredWallet, 'injected'>) =>
  a.provider === b.provider && a.option.name === b.option.name && a.option.icon === b.option.icon;

/**
 * Listens for wallets announcing themselves, asks them to, and calls `onChange` with every
 * wallet found: at once, then on each change. A wallet announced again under the same rdns
 * replaces the old announcement. `window.ethereum` is offered too unless an announced wallet
 * is that same provider. Returns the function that stops listening.
 */
export function discoverWallets(win: Window, onChange: (wallets: DiscoveredWallet[]) => void): () => void {
  const announced = new Map<string, Omit<DiscoveredWallet, 'injected'>>();
  // Wallets answer the request synchronously: their answers are reported once, with the first list.
  let started = false;

  const current = (): DiscoveredWallet[] => {
    const injected = asProvider((win as Window & { ethereum?: unknown }).ethereum);
    const wallets = [...announced.values()].map((wallet) => ({ ...wallet, injected: wallet.provider === injected }));
    if (injected && !wallets.some((wallet) => wallet.injected)) {
      wallets.push({ option: INJECTED_OPTION, provider: injected, injected: true });
    }
    return wallets;
  };

  const onAnnounce = (event: Event) => {
    const wallet = walletOf((event as CustomEvent<unknown>).detail);
    if (!wallet) {
      console.warn('[wallet] ignored a malformed EIP-6963 announcement');
      return;
    }
    const previous = announced.get(wallet.option.id);
    // Wallets announce again whenever any script asks: an unchanged wallet is no change.
    if (previous && sameWallet(previous, wallet)) return;
    announced.set(wallet.option.id, wallet);
    if (started) onChange(current());
  };

  win.addEventListener(ANNOUNCE_EVENT, onAnnounce);
  win.dispatchEvent(new Event(REQUEST_EVENT));
  started = true;
  onChange(current());
  return () => win.removeEventListener(ANNOUNCE_EVENT, onAnnounce);
}
