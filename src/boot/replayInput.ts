import type { IsLive, KeptInput } from './keptInput';

/**
 * The replay of the input the boot kept (earlyInput.ts): a chunk of its own, loaded only when a
 * visitor acted before the page was live.
 */

/** The element kept input goes to: the same node when hydration kept it, else the one in its place. */
function liveElement<T extends Element>(root: Element, kept: { target: T; path: number[] }): T | null {
  if (kept.target.isConnected) return kept.target;
  let node: Element | undefined = root;
  for (const index of kept.path) node = node?.children[index];
  return node && node.tagName === kept.target.tagName ? (node as T) : null;
}

/** The built-in class of a field, whatever class it was made with. */
function fieldClass(
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
): typeof HTMLInputElement | typeof HTMLTextAreaElement | typeof HTMLSelectElement {
  if (field instanceof HTMLSelectElement) return HTMLSelectElement;
  if (field instanceof HTMLTextAreaElement) return HTMLTextAreaElement;
  return HTMLInputElement;
}

/**
 * Sets a field's value so that the app sees a change. React remembers the last value it saw through
 * the element's own `value` property; the prototype's setter bypasses it, so after the first
 * assignment (which React sees) the second one (which it does not) reads as the visitor's edit.
 */
function replayValue(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  field.value = value === '' ? ' ' : '';
  // The built-in class's setter, which it always has: the field's own prototype may be a subclass's
  // without one (a customized built-in element).
  Object.getOwnPropertyDescriptor(fieldClass(field).prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * A click again. A checkbox or radio already shows the visitor's choice (its click was not held
 * back, so the page answered at once; `checkedAfter` is what it showed): it is set back to before
 * that click, which the app sees, and clicked, so the app sees the change the visitor made (a
 * radio's click always leaves it checked, so it goes back to unchecked). The click is an event
 * rather than `click()`, which an SVG `role="button"` does not have; a click event runs a
 * control's default action (a toggle, a submission) all the same, unless the page cancels it.
 */
function replayClick(target: Element, checkedAfter: boolean | null) {
  if (checkedAfter !== null) (target as HTMLInputElement).checked = !checkedAfter;
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}

/** A form sent again, by the button that sent it if that is still one of its own. */
function replaySubmit(form: HTMLFormElement, submitter: HTMLElement | null) {
  if (submitter && form.contains(submitter)) form.requestSubmit(submitter);
  else form.requestSubmit();
}

/** Plays one kept input on its live element. */
function replayOne(target: Element, input: KeptInput) {
  switch (input.kind) {
    case 'click':
      return replayClick(target, input.checkedAfter);
    case 'value':
      return replayValue(target as typeof input.target, input.value);
    case 'submit':
      return replaySubmit(target as HTMLFormElement, input.submitter);
  }
}

/**
 * Plays each kept input whose element is live (`isLive`), in order, every value as the visitor typed it
 * (the app sees the same changes it would have); returns the rest, which waits for its part.
 * Input whose element is gone without a replacement (a part that failed to load) is dropped; one
 * that cannot be played (a submitter no longer fit to send its form) is reported and the rest play.
 */
export function replayHydrated(root: Element, kept: readonly KeptInput[], isLive: IsLive): KeptInput[] {
  const pending: KeptInput[] = [];
  for (const input of kept) {
    const target = liveElement(root, input);
    if (!target) continue;
    if (!isLive(target)) {
      pending.push(input);
      continue;
    }
    try {
      replayOne(target, input);
    } catch (error) {
      console.error('[boot] could not replay an input', error);
    }
  }
  return pending;
}
