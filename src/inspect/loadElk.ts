import elkScriptUrl from 'elkjs/lib/elk.bundled.js?url';
import type { ELK } from 'elkjs/lib/elk-api';

/**
 * elkjs for the viewer, loaded as the plain script it also is (it sets `window.ELK`), from our own
 * origin. Not imported as a module: elkjs is CommonJS, and the interop helper the bundler would
 * add lands in a chunk the start-up bundle shares (measured +0.18 kB gzip on the landing page).
 */
let loading: Promise<new () => ELK> | null = null;

export function loadElk(): Promise<new () => ELK> {
  loading ??= new Promise((resolve, reject) => {
    const script = Object.assign(document.createElement('script'), { src: elkScriptUrl, async: true });
    script.onload = () => resolve((window as unknown as { ELK: new () => ELK }).ELK);
    script.onerror = () => {
      loading = null;
      reject(new Error('the layout engine (elkjs) did not load'));
    };
    document.head.append(script);
  });
  return loading;
}
