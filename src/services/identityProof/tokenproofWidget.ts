import { IdentityProviderUnavailableError } from '../../domain/errors';
import { loadOnce } from '../../domain/loadOnce';
import { loadScriptApi } from '../browser/loadScriptApi';
import type { IdentityProofStatus } from './identityProof.types';

/**
 * The identity-proof provider's browser widget (spec section 7: "Identity-proof provider login:
 * takes ... a policy id; the result is a value, or a status and reason when cancelled"). Its
 * published script sets `window.tokenproof` with `login(config)`, `on(event, listener)` for the
 * 'nonce' and 'verify' events, and `close()`. The script loads only when a login starts, and a
 * script that does not arrive within the timeout is a clear error the user can retry.
 */

/** The part of the widget's API this app uses. */
interface TokenproofWidget {
  login(config: { appId: string; policyId: string }): void;
  on(event: 'nonce' | 'verify', listener: (payload: unknown) => void): void;
  close(): void;
}

export const WIDGET_LOAD_TIMEOUT_MS = 15_000;

const KNOWN_STATUSES: readonly IdentityProofStatus[] = ['idle', 'authenticated', 'rejected', 'closed', 'unknown'];

export interface WidgetLoginResult {
  nonce: string;
  status: IdentityProofStatus;
}

function widgetOf(win: Window): TokenproofWidget | null {
  const candidate = (win as Window & { tokenproof?: unknown }).tokenproof as Partial<TokenproofWidget> | undefined;
  const ok = ['login', 'on', 'close'].every(
    (name) => typeof candidate?.[name as keyof TokenproofWidget] === 'function',
  );
  return ok ? (candidate as TokenproofWidget) : null;
}

/** A string field of an event payload from the widget (nothing from it is trusted as it is). */
function field(payload: unknown, name: string): string | null {
  const value = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[name] : null;
  return typeof value === 'string' ? value : null;
}

/** The widget's script, and its API once loaded; a failed load is the provider being unavailable. */
function loadScript(win: Window, url: string, timeoutMs: number): Promise<TokenproofWidget> {
  return loadScriptApi(win, url, timeoutMs, () => widgetOf(win)).catch((cause: unknown) => {
    throw new IdentityProviderUnavailableError(undefined, { cause });
  });
}

export interface TokenproofWidgetOptions {
  window: Window;
  scriptUrl: string;
  appId: string;
  loadTimeoutMs?: number;
}

/**
 * The provider login through the widget: one login at a time; the widget's listeners are added
 * once (it has no way to remove them) and answer the login under way. Aborting closes the widget.
 */
export function createTokenproofLogin({ window: win, scriptUrl, appId, loadTimeoutMs }: TokenproofWidgetOptions) {
  let pending: { nonce: string; settle: (result: WidgetLoginResult) => void } | null = null;
  const widget = loadOnce(async () => {
    const loaded = await loadScript(win, scriptUrl, loadTimeoutMs ?? WIDGET_LOAD_TIMEOUT_MS);
    loaded.on('nonce', (payload) => {
      if (pending) pending.nonce = field(payload, 'nonce') ?? pending.nonce;
    });
    loaded.on('verify', (payload) => {
      if (!pending) return;
      const status = field(payload, 'status');
      pending.settle({
        nonce: field(payload, 'nonce') ?? pending.nonce,
        status: KNOWN_STATUSES.find((known) => known === status) ?? 'unknown',
      });
    });
    return loaded;
  });

  return async function login(policyId: string, signal: AbortSignal): Promise<WidgetLoginResult> {
    const loaded = await widget();
    signal.throwIfAborted();
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        pending = null;
        loaded.close();
        reject(signal.reason);
      };
      pending = {
        nonce: '',
        settle: (result) => {
          pending = null;
          signal.removeEventListener('abort', onAbort);
          resolve(result);
        },
      };
      signal.addEventListener('abort', onAbort, { once: true });
      loaded.login({ appId, policyId });
    });
  };
}
