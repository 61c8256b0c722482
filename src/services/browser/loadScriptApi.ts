/**
 * Appends a third-party script and waits until `api()` finds what it defines, up to `timeoutMs`.
 * A script that fails, times out or loads without its API rejects with an Error naming why, and
 * is removed so that a retry appends it afresh. An API already on the page is used as it is.
 */
export function loadScriptApi<T>(win: Window, url: string, timeoutMs: number, api: () => T | null): Promise<T> {
  const already = api();
  if (already) return Promise.resolve(already);
  return new Promise((resolve, reject) => {
    const script = win.document.createElement('script');
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.remove();
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail(`${url} did not load within ${timeoutMs} ms`), timeoutMs);
    script.async = true;
    script.src = url;
    script.addEventListener('error', () => fail(`${url} failed to load`));
    script.addEventListener('load', () => {
      const loaded = api();
      if (!loaded) return fail(`${url} loaded without its API`);
      clearTimeout(timer);
      resolve(loaded);
    });
    win.document.head.append(script);
  });
}
