/**
 * What the boot's early-input recorder keeps (earlyInput.ts) and its replay plays again
 * (replayInput.ts): the types and the checks both need.
 */

/** One input kept for the replay, with the element's place in the page for when React replaced it. */
export type KeptInput =
  | { kind: 'click'; target: Element; path: number[]; checkedAfter: boolean | null }
  | { kind: 'value'; target: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement; path: number[]; value: string }
  | { kind: 'submit'; target: HTMLFormElement; path: number[]; submitter: HTMLElement | null };

/**
 * The session key of the input a reload for fresh code carries to the next load (carriedInput.ts):
 * the boot loads that chunk only when it is there.
 */
export const CARRIED_INPUT_KEY = 'carried-input';

/** Whether the app has taken `element` over, so that input on it reaches the app's handlers. */
export type IsLive = (element: Element) => boolean;

/**
 * The attribute naming the part of the page an element belongs to (its nearest holder): each part
 * of the root layout that hydrates on its own (RootLayout.tsx, LandingSections.tsx) writes it on its
 * outermost element, with the name its HydrationSignal reports. Elements outside any are the
 * layout's.
 */
export const PART_ATTRIBUTE = 'data-part';

/** The part `element` belongs to (PART_ATTRIBUTE). */
export const partOf = (element: Element): string =>
  element.closest(`[${PART_ATTRIBUTE}]`)?.getAttribute(PART_ATTRIBUTE) ?? 'layout';

/**
 * Whether React has taken `element` over: it keeps its fiber on each element it hydrates or creates,
 * under a key of its own with a random suffix. A private detail of React, so never trusted alone:
 * the recorder checks that it sees it on the layout once the layout says it is live, and relies on
 * the parts' own signals when it does not (earlyInput.ts).
 */
export const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/** A checkbox or a radio: its click changes it at once, and is its change. */
export const isToggle = (element: Element): element is HTMLInputElement =>
  element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');

/** The positions of `element` (inside `root`) among its ancestors' children, from `root` down. */
export function pathOf(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node = element; node !== root; node = node.parentElement!) {
    path.unshift([...node.parentElement!.children].indexOf(node));
  }
  return path;
}
