import { Agent, request } from 'node:http';

/**
 * A fetch for the crowd, over node:http with kept-alive connections: the part of fetch the app's
 * REST client uses (method, headers, a string body, a signal; status, headers and text back), at
 * a fraction of the CPU of Node's own fetch. Thousands of visitors share two cores here, and the
 * time the crowd's process spends on its own plumbing is time the backend's clock runs without
 * them. Plain http only: the benchmark talks to 127.0.0.1.
 */
export function loopbackFetch(): typeof globalThis.fetch {
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.protocol !== 'http:' || url.hostname !== '127.0.0.1') {
        reject(new TypeError(`loopbackFetch: only http://127.0.0.1, not ${url.origin}`));
        return;
      }
      const { signal } = init;
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const outgoing = request(url, {
        agent,
        method: init.method ?? 'GET',
        headers: Object.fromEntries(new Headers(init.headers).entries()),
      });
      const onAbort = () => outgoing.destroy(signal?.reason as Error);
      signal?.addEventListener('abort', onAbort, { once: true });
      outgoing.once('error', (error) => {
        signal?.removeEventListener('abort', onAbort);
        reject(signal?.aborted ? signal.reason : error);
      });
      outgoing.once('response', (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.once('error', reject);
        incoming.once('end', () => {
          signal?.removeEventListener('abort', onAbort);
          const headers = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            if (typeof value === 'string') headers.set(name, value);
          }
          const status = incoming.statusCode ?? 0;
          // A Response may not carry a body with these statuses.
          const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
          resolve(new Response(body, { status, headers }));
        });
      });
      outgoing.end(typeof init.body === 'string' ? init.body : undefined);
    });
}
