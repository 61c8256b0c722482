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
 * Whether React has taken `element` over: it keeps its fiber on each element it hydrates or creates,
 * under a key of its own with a random suffix. The one internal the recorder reads, and only its
 * presence.
 */
export const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/** A checkbox or a radio: its click changes it at once, and is its change. */
export const isToggle = (element: Element): element is HTMLInputElement =>
  element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');
