import type { AnyActorLogic } from 'xstate';

/**
 * Actor logic whose code arrives later, in a chunk of its own. The chart loads that code first, in
 * a state of its own (the mint page's `loading…` states), then invokes the logic by name as usual:
 * Stately's tools, the path tests and the views see the child chart they always saw. Every use goes
 * to the loaded logic; a use before it has loaded fails loudly, for it is a bug in the chart.
 */
export function deferredLogic<TLogic extends AnyActorLogic>(name: string, loaded: () => TLogic | undefined): TLogic {
  const logic = (): TLogic => {
    const current = loaded();
    if (!current) throw new Error(`${name} is used before its code has loaded: the chart must load it first`);
    return current;
  };
  return new Proxy({} as TLogic, {
    get(_, key) {
      const target = logic();
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
    has: (_, key) => Reflect.has(logic(), key),
  });
}
