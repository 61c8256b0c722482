/**
 * A page of its own (in a browser context of its own: no cache, no storage from another visit) driven
 * over a bare DevTools connection (cdpConnection.ts), for the page benchmark's visits and its
 * benchmark index. It never enables the Runtime domain: scripts run with `Runtime.evaluate`.
 */
import type { CdpConnection } from './cdpConnection.ts';

export interface CdpPage {
  /** Sends a command to this page. */
  send<T = unknown>(method: string, params?: object): Promise<T>;
  /** The value of a JavaScript expression in the page (a promise is awaited). */
  evaluate<T>(expression: string): Promise<T>;
  /** Closes the page with its browser context. */
  close(): Promise<void>;
}

interface EvaluateResult {
  result: { value?: unknown };
  exceptionDetails?: { text: string; exception?: { description?: string } };
}

export async function openCdpPage(cdp: CdpConnection): Promise<CdpPage> {
  const { browserContextId } = await cdp.send<{ browserContextId: string }>('Target.createBrowserContext');
  const { targetId } = await cdp.send<{ targetId: string }>('Target.createTarget', {
    url: 'about:blank',
    browserContextId,
  });
  const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
  const send = <T>(method: string, params?: object) => cdp.send<T>(method, params, sessionId);
  return {
    send,
    async evaluate<T>(expression: string) {
      const { result, exceptionDetails } = await send<EvaluateResult>('Runtime.evaluate', {
        expression,
        returnByValue: true,
        awaitPromise: true,
      });
      if (exceptionDetails)
        throw new Error(`in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
      return result.value as T;
    },
    async close() {
      await cdp.send('Target.disposeBrowserContext', { browserContextId });
    },
  };
}

/** How often `waitForValue` asks the page: the times themselves are read from the page's own marks. */
const POLL_MS = 100;

/**
 * The value of `expression` in `page` once it is not null, asked every POLL_MS for at most
 * `limitMs`. An answer can fail while one document gives way to the next (its context is gone):
 * the next ask goes to the new one.
 */
export async function waitForValue<T>(page: CdpPage, expression: string, limitMs: number, what: string): Promise<T> {
  const giveUpAt = Date.now() + limitMs;
  let lastError: unknown = null;
  while (Date.now() < giveUpAt) {
    try {
      const value = await page.evaluate<T | null>(expression);
      if (value !== null && value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`no ${what} within ${limitMs} ms`, { cause: lastError });
}
