// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { type CdpConnection, connectCdp } from '../../scripts/bench/cdpConnection';
import { openCdpPage } from '../../scripts/bench/cdpPage';

interface Command {
  id: number;
  method: string;
  params: Record<string, unknown>;
  sessionId?: string;
}

/** A stand-in browser: records each command and answers it with `answer`'s reply (none: no answer). */
async function fakeBrowser(answer: (command: Command, socket: WebSocket) => object | undefined) {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const received: Command[] = [];
  server.on('connection', (socket) => {
    socket.on('message', (data) => {
      const command = JSON.parse(String(data)) as Command;
      received.push(command);
      const reply = answer(command, socket);
      if (reply) socket.send(JSON.stringify({ id: command.id, ...reply }));
    });
  });
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url, received, close };
}

const cleanUps: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});

async function connected(
  answer: Parameters<typeof fakeBrowser>[0],
): Promise<{ cdp: CdpConnection; received: Command[] }> {
  const browser = await fakeBrowser(answer);
  cleanUps.push(browser.close);
  const cdp = await connectCdp(browser.url);
  cleanUps.push(() => cdp.close());
  return { cdp, received: browser.received };
}

describe('the page benchmark’s DevTools connection', () => {
  it('matches each answer to its command, whatever the order the answers come in', async () => {
    const held: Command[] = [];
    const { cdp } = await connected((command, socket) => {
      held.push(command);
      if (held.length < 2) return undefined;
      // Both answered, the second command first, with an event between them.
      for (const reply of [
        { id: held[1]!.id, result: { answered: held[1]!.method } },
        { method: 'Page.loadEventFired', params: {} },
        { id: held[0]!.id, result: { answered: held[0]!.method } },
      ])
        socket.send(JSON.stringify(reply));
      return undefined;
    });
    const first = cdp.send('Target.createBrowserContext');
    const second = cdp.send('Target.getTargets');
    await expect(second).resolves.toEqual({ answered: 'Target.getTargets' });
    await expect(first).resolves.toEqual({ answered: 'Target.createBrowserContext' });
  });

  it("fails a command with the browser's error, naming the command", async () => {
    const { cdp } = await connected(() => ({ error: { code: -32000, message: 'Target closed' } }));
    await expect(cdp.send('Page.navigate', { url: 'http://127.0.0.1/' })).rejects.toThrow(
      'Page.navigate: Target closed (-32000)',
    );
  });

  it('fails the commands still waiting when the connection closes, and refuses new ones', async () => {
    const { cdp } = await connected(() => undefined);
    const waiting = cdp.send('Runtime.evaluate', { expression: '1' });
    await cdp.close();
    await expect(waiting).rejects.toThrow('the DevTools connection closed');
    await expect(cdp.send('Page.enable')).rejects.toThrow('Page.enable: the DevTools connection is closed');
  });

  it('drives a page in a browser context of its own, sending its commands to its session and never enabling Runtime', async () => {
    const { cdp, received } = await connected((command) => {
      const results: Record<string, object> = {
        'Target.createBrowserContext': { browserContextId: 'context-1' },
        'Target.createTarget': { targetId: 'target-1' },
        'Target.attachToTarget': { sessionId: 'session-1' },
        'Runtime.evaluate': { result: { value: 42 } },
      };
      return { result: results[command.method] ?? {} };
    });
    const page = await openCdpPage(cdp);
    await page.send('Page.enable');
    await expect(page.evaluate('6 * 7')).resolves.toBe(42);
    await page.close();
    expect(received.map(({ method, params, sessionId }) => [method, params, sessionId])).toEqual([
      ['Target.createBrowserContext', {}, undefined],
      ['Target.createTarget', { url: 'about:blank', browserContextId: 'context-1' }, undefined],
      ['Target.attachToTarget', { targetId: 'target-1', flatten: true }, undefined],
      ['Page.enable', {}, 'session-1'],
      ['Runtime.evaluate', { expression: '6 * 7', returnByValue: true, awaitPromise: true }, 'session-1'],
      ['Target.disposeBrowserContext', { browserContextId: 'context-1' }, undefined],
    ]);
  });

  it("fails an evaluation that throws in the page with the page's error", async () => {
    const { cdp } = await connected((command) => ({
      result:
        command.method === 'Runtime.evaluate'
          ? {
              result: {},
              exceptionDetails: { text: 'Uncaught', exception: { description: 'ReferenceError: x is not defined' } },
            }
          : { browserContextId: 'c', targetId: 't', sessionId: 's' },
    }));
    const page = await openCdpPage(cdp);
    await expect(page.evaluate('x')).rejects.toThrow('in the page: ReferenceError: x is not defined');
  });
});
