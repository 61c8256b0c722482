import { loadOnce } from '../domain/loadOnce';

/** A service whose every member is an async method (a call that waits is still the same call). */
type AsyncService<T> = { [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? T[K] : never };

/**
 * A service whose code loads on its first call (its module, its response schemas): every method
 * waits for it, then calls it. The mint page that never tweets never fetches the social service.
 * A failed load rejects that call, and the next call loads again.
 */
export function lazyService<T extends AsyncService<T>>(load: () => Promise<T>): T {
  const service = loadOnce(load);
  return new Proxy({} as T, {
    get(_, key) {
      // Not a promise: awaiting the facade must not call a method named `then`.
      if (typeof key !== 'string' || key === 'then') return undefined;
      return async (...args: unknown[]) => {
        const loaded = (await service()) as Record<string, (...args: unknown[]) => Promise<unknown>>;
        return loaded[key]!(...args);
      };
    },
  });
}
