// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mendFailedPreloads, watchPreloads } from '../../../src/boot/failedPreloads';
import { removeAddedNodesAfterEach } from '../../support/documentNodes';

/** A `<link>` in the head whose load fails, as a dropped preload's does. */
function failedLink(href: string, rel = 'modulepreload') {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  document.head.append(link);
  link.dispatchEvent(new Event('error'));
  return link;
}

/** The server's answers to the mending requests, by address; the addresses asked, in order. */
function server(answers: Record<string, () => Promise<Response>>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((href: string, init: RequestInit) => {
      asked.push(`${href} ${init.cache}`);
      return answers[href]!();
    }),
  );
  return asked;
}

const ok = () => Promise.resolve(new Response('export{}', { status: 200 }));
const dropped = () => Promise.reject(new TypeError('Load failed'));

beforeAll(() => watchPreloads(document));
afterEach(async () => {
  // Whatever a test left failed is mended, so the next one starts with none noted.
  server(new Proxy({}, { get: () => ok }));
  await mendFailedPreloads();
  vi.unstubAllGlobals();
});
removeAddedNodesAfterEach();

describe('failed preloads', () => {
  it('asks the server again, past every cache, for each module preload that failed', async () => {
    failedLink('/assets/About-1.js');
    failedLink('/assets/Footer-1.js');
    const asked = server({
      'http://localhost:3000/assets/About-1.js': ok,
      'http://localhost:3000/assets/Footer-1.js': ok,
    });
    await mendFailedPreloads();
    expect(asked.sort()).toEqual([
      'http://localhost:3000/assets/About-1.js no-cache',
      'http://localhost:3000/assets/Footer-1.js no-cache',
    ]);
  });

  it('forgets an address once its answer came, and asks again for one still dropped', async () => {
    failedLink('/assets/About-2.js');
    failedLink('/assets/Footer-2.js');
    const answers = {
      'http://localhost:3000/assets/About-2.js': ok,
      'http://localhost:3000/assets/Footer-2.js': dropped,
    };
    server(answers);
    await mendFailedPreloads();
    const asked = server(answers);
    await mendFailedPreloads();
    expect(asked).toEqual(['http://localhost:3000/assets/Footer-2.js no-cache']);
  });

  it('keeps an address whose answer is an error status', async () => {
    failedLink('/assets/Gone-3.js');
    const answer = () => Promise.resolve(new Response('Not found', { status: 404 }));
    server({ 'http://localhost:3000/assets/Gone-3.js': answer });
    await mendFailedPreloads();
    const asked = server({ 'http://localhost:3000/assets/Gone-3.js': answer });
    await mendFailedPreloads();
    expect(asked).toEqual(['http://localhost:3000/assets/Gone-3.js no-cache']);
  });

  it('leaves other links alone: a style sheet, and a module preload that loaded', async () => {
    failedLink('/assets/style-4.css', 'stylesheet');
    const loaded = document.createElement('link');
    loaded.rel = 'modulepreload';
    loaded.href = '/assets/Faq-4.js';
    document.head.append(loaded);
    loaded.dispatchEvent(new Event('load'));
    const asked = server({});
    await mendFailedPreloads();
    expect(asked).toEqual([]);
  });
});
