import { isHydrated, isToggle, type KeptInput } from './keptInput';
import type { replayHydrated } from './replayInput';

/**
 * Input on a prerendered page that the app could not answer yet, kept and replayed once it can
 * (issue 36). A prerendered page looks complete long before its code has loaded and hydrated, and
 * its lazily loaded parts hydrate later still (React drops a click on a part whose code has not
 * arrived). Such a tap would be lost: a button that does nothing, a radio that shows as chosen
 * while the form it chooses never appears. Like Angular's event replay and Google's jsaction, the
 * boot listens first, on the window in the capture phase: an event on a prerendered control that
 * React has not hydrated yet never reaches the page's own handlers, and is kept. Each time a part of
 * the page hydrates, the kept input whose element is now live is played again, in order, the way
 * the visitor made it. Nothing is handled twice: the page's handlers never saw the first event.
 *
 * Part of the boot chunk, which every page runs first, so kept small and free of dependencies; the
 * replay is a chunk of its own (replayInput.ts), loaded only when there is input to replay.
 */
/** The controls whose clicks wait for the app. Links are not among them: they work without it. */
const HELD_CONTROLS = 'button, input, select, textarea, [role="button"]';

/** The replay's chunk, loaded with the first input to replay. */
export interface ReplayModule {
  replayHydrated: typeof replayHydrated;
}

export interface EarlyInput {
  /**
   * Replays, in order, the kept input whose element has hydrated (the replay's code loads with the
   * first input to replay); the rest waits for the next call. Resolves once done.
   */
  flush(): Promise<void>;
  /** Stops keeping input and drops it (the app could not start: there is nothing to replay to). */
  stop(): void;
}

/** The positions of `element` (inside `root`) among its ancestors' children, from `root` down. */
function pathOf(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node = element; node !== root; node = node.parentElement!) {
    path.unshift([...node.parentElement!.children].indexOf(node));
  }
  return path;
}

const isTextField = (element: Element): element is HTMLInputElement | HTMLTextAreaElement =>
  (element instanceof HTMLInputElement && !isToggle(element)) || element instanceof HTMLTextAreaElement;

/**
 * Keeps the input made on the prerendered controls inside `root` while React has not hydrated them:
 * clicks (a checkbox or radio still shows the choice; other controls wait), values typed or chosen,
 * and form submissions (Enter in a field). Elements that React or a widget adds later are never
 * held.
 */
export function recordEarlyInput(
  win: Window,
  root: Element,
  loadReplay: () => Promise<ReplayModule> = () => import('./replayInput'),
): EarlyInput {
  const prerendered = new WeakSet<Element>(root.querySelectorAll(`${HELD_CONTROLS}, form`));
  let kept: KeptInput[] = [];
  // While the replay plays kept input: the events it dispatches go to the app.
  let replaying = false;
  // Only inside `root`: a control a widget moved elsewhere is not React's to hydrate, so its input
  // would wait for ever.
  const waiting = (element: Element | null): element is Element =>
    !!element &&
    !replaying &&
    root.contains(element) &&
    ((prerendered.has(element) && !isHydrated(element)) ||
      // Live, but behind kept input that is about to be replayed: it waits its turn.
      kept.some((input) => isHydrated(input.target)));

  const onClick = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest(HELD_CONTROLS) : null;
    if (!waiting(control)) return;
    event.stopImmediatePropagation();
    if (isToggle(control)) {
      kept.push({ kind: 'click', target: control, path: pathOf(root, control), checkedAfter: control.checked });
      return;
    }
    event.preventDefault();
    kept.push({ kind: 'click', target: control, path: pathOf(root, control), checkedAfter: null });
  };

  const onValue = (event: Event) => {
    const field = event.target instanceof Element ? event.target : null;
    if (!waiting(field)) return;
    event.stopImmediatePropagation();
    // A checkbox's or radio's change is its click, kept above; a text field's `change` (on blur)
    // repeats its `input` events.
    if (event.type === 'input' ? isTextField(field) : field instanceof HTMLSelectElement) {
      const { value } = field as HTMLInputElement | HTMLSelectElement;
      kept.push({
        kind: 'value',
        target: field as HTMLInputElement | HTMLSelectElement,
        path: pathOf(root, field),
        value,
      });
    }
  };

  const onSubmit = (event: Event) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!waiting(form)) return;
    event.stopImmediatePropagation();
    event.preventDefault();
    const { submitter } = event as SubmitEvent;
    kept.push({ kind: 'submit', target: form, path: pathOf(root, form), submitter });
  };

  const listeners: [string, (event: Event) => void][] = [
    ['click', onClick],
    ['input', onValue],
    ['change', onValue],
    ['submit', onSubmit],
  ];
  for (const [type, listener] of listeners) win.addEventListener(type, listener, true);

  return {
    stop() {
      for (const [type, listener] of listeners) win.removeEventListener(type, listener, true);
      kept = [];
    },
    async flush() {
      if (kept.length === 0) return;
      try {
        const { replayHydrated } = await loadReplay();
        // What the visitor did while the replay's code loaded is in `kept` too, in its place.
        replaying = true;
        kept = replayHydrated(root, kept);
      } catch (error) {
        // Without its replay, input on live parts would wait for ever and hold the visitor's next.
        kept = kept.filter((input) => !isHydrated(input.target));
        throw error;
      } finally {
        replaying = false;
      }
    },
  };
}
