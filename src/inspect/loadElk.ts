import elkApiUrl from 'elkjs/lib/elk-api.js?url';
import elkWorkerUrl from 'elkjs/lib/elk-worker.min.js?url';
import type { ELK } from 'elkjs/lib/elk-api';

/**
 * The viewer's layout engine: elkjs in a Web Worker, so the page being inspected keeps running
 * while a chart is laid out (the mint page's chart takes 0.85 CPU-seconds, which on the page's
 * thread froze it for as long). Its small API is loaded as the plain script it also is (it sets
 * `window.ELK`), from our own origin: not imported as a module, because elkjs is CommonJS and the
 * interop helper the bundler would add lands in a chunk the start-up bundle shares (measured +0.18
 * kB gzip on the landing page). One engine, and so one worker, serves every chart the viewer draws.
 */
let loading: Promise<ELK> | null = null;

export function loadElk(): Promise<ELK> {
  loading ??= new Promise((resolve, reject) => {
    const script = Object.assign(document.createElement('script'), { src: elkApiUrl, async: true });
    script.onload = () => {
      const Elk = (window as unknown as { ELK: new (options: { workerUrl: string }) => ELK }).ELK;
      resolve(new Elk({ workerUrl: elkWorkerUrl }));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('the layout engine (elkjs) did not load'));
    };
    document.head.append(script);
  });
  return loading;
}
