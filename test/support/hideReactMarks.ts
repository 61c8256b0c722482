/**
 * Hides React's private mark (`__reactFiber$…`) on every element inside `container` from a look at
 * the element's keys, as a React that renamed it would: React still reads its own property, the
 * boot's recorder (src/boot/keptInput.ts, `isHydrated`) finds nothing.
 */
export function hideReactMarks(container: Element): void {
  for (const element of container.querySelectorAll('*')) {
    for (const key of Object.keys(element).filter((name) => name.startsWith('__reactFiber$'))) {
      const fiber: unknown = (element as unknown as Record<string, unknown>)[key];
      Object.defineProperty(element, key, { value: fiber, enumerable: false });
    }
  }
}
