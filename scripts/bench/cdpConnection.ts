/**
 * A bare DevTools-protocol connection to a browser (its WebSocket), for the page benchmark's visits
 * (liveRun.ts). Playwright's own connection cannot serve there: it enables the Runtime domain of
 * every page, and while any client has Runtime enabled, V8 records a detailed stack trace with every
 * Error an app creates, parsing again each function on that stack for its source positions. React
 * DOM creates five such Errors as it starts (its Suspense sentinels), inside its module's one big
 * function: with the inspector on, that is about 25 ms more at full speed (2-3 ms without), one long
 * task that no visitor's browser runs (issue 49). This connection sends only what it is asked to,
 * so a visit measures what a visitor's browser does.
 */
import WebSocket from 'ws';

/** The protocol's answer to one command. */
interface Reply {
  id: number;
  result?: unknown;
  error?: { code: number; message: string };
}

export interface CdpConnection {
  /** Sends a command (to a page's session, when given) and resolves with its result. */
  send<T = unknown>(method: string, params?: object, sessionId?: string): Promise<T>;
  /** Closes the connection; commands still waiting fail. */
  close(): Promise<void>;
}

/** Connects to a browser's DevTools WebSocket address (`webSocketDebuggerUrl`). */
export async function connectCdp(url: string): Promise<CdpConnection> {
  const socket = new WebSocket(url, { perMessageDeflate: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let lastId = 0;
  const waiting = new Map<
    number,
    { method: string; resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  const failAll = (error: Error) => {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };
  socket.on('message', (data) => {
    const reply = JSON.parse(String(data)) as Partial<Reply>;
    // Events (no id) are not listened to: a visit asks for what it needs.
    if (typeof reply.id !== 'number') return;
    const pending = waiting.get(reply.id);
    if (!pending) return;
    waiting.delete(reply.id);
    if (reply.error) pending.reject(new Error(`${pending.method}: ${reply.error.message} (${reply.error.code})`));
    else pending.resolve(reply.result);
  });
  socket.on('close', () => failAll(new Error('the DevTools connection closed')));
  socket.on('error', (error) => failAll(error));
  return {
    send<T>(method: string, params: object = {}, sessionId?: string) {
      lastId += 1;
      const id = lastId;
      return new Promise<T>((resolve, reject) => {
        if (socket.readyState !== WebSocket.OPEN) {
          reject(new Error(`${method}: the DevTools connection is closed`));
          return;
        }
        waiting.set(id, { method, resolve: resolve as (value: unknown) => void, reject });
        socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
      });
    },
    close() {
      if (socket.readyState === WebSocket.CLOSED) return Promise.resolve();
      return new Promise<void>((resolve) => {
        socket.once('close', () => resolve());
        socket.close();
      });
    },
  };
}

/** Connects to the browser listening for DevTools clients on `port` (of 127.0.0.1). */
export async function connectCdpAt(port: number): Promise<CdpConnection> {
  const response = await fetch(`http://127.0.0.1:${port}/json/version`);
  if (!response.ok) throw new Error(`the browser on port ${port} answered ${response.status}`);
  const { webSocketDebuggerUrl } = (await response.json()) as { webSocketDebuggerUrl?: unknown };
  if (typeof webSocketDebuggerUrl !== 'string')
    throw new Error(`the browser on port ${port} gave no WebSocket address`);
  return connectCdp(webSocketDebuggerUrl);
}
