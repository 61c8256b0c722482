import { isHydrated, isToggle, partOf, pathOf, PART_ATTRIBUTE, type IsLive, type KeptInput } from './keptInput';
import { carryOnReload, importChunk } from './importChunk';

import type { replayHydrated } from './replayInput';

/**
 * Input on a prerendered page that the app could not answer yet, kept and replayed once it can
 * (issue 36). A prerendered page looks complete long before its code has loaded and hydrated, and
 * its lazily loaded parts hydrate later still (React drops a click on a part whose code has not
 * arrived). Such a tap would be lost: a button that does nothing, a radio that shows as chosen
 * while the form it chooses never appears. Like Angular's event replay and Google's jsaction, the
 * boot listens first, on the window in the capture phase: an event on a prerendered control that
 * the app has not taken yet never reaches the page's own handlers, and is kept. Each time a part of
 * the page says it is live (its HydrationSignal), the kept input whose element is now live is
 * played again, in order, the way the visitor made it. Nothing is handled twice: the page's
 * handlers never saw the first event.
 *
 * It fails open (issue 77): a control is live once its part has said so and React's mark is on it
 * (a nested part inside hydrates later than its part's signal). That mark is React's private
 * detail: when the layout says it is live and the mark is not on the layout, it is not to be
 * trusted, and each part's own signal is taken alone. FAIL_OPEN_MS after the page is live, the
 * parts' signals are taken alone anyway, and once every part has said it is live, the listeners go.
 * A part that never says so is one whose code failed, which its slot says, with Try again: its
 * input waits for it.
 *
 * Part of the boot chunk, which every page runs first, so kept small and free of dependencies; the
 * replay is a chunk of its own (replayInput.ts), loaded only when there is input to replay.
 */
/** The controls whose clicks wait for the app. Links are not among them: they work without it. */
const HELD_CONTROLS = 'button, input, select, textarea, [role="button"]';

/** How long after the page is live React's mark may be missing from a control of a live part. */
export const FAIL_OPEN_MS = 10_000;

/** The replay's chunk, loaded with the first input to replay. */
export interface ReplayModule {
  replayHydrated: typeof replayHydrated;
}

export interface EarlyInputOptions {
  /** Loads the replay's chunk. */
  loadReplay?: () => Promise<ReplayModule>;
}

export interface EarlyInput {
  /**
   * `part` of the page is live: replays, in order, the kept input whose element is live now (the
   * replay's code loads with the first input to replay); the rest waits. Resolves once done (a
   * replay whose code did not come is logged, and drops the input on live parts).
   */
  partLive(part: string): Promise<void>;
  /**
   * Input the visitor made before the page reloaded itself (carriedInput.ts), before any made on
   * this page: replayed as the rest, once its part is live; `later` gives, at each replay, what
   * has found its place since (a field the app renders itself).
   */
  restore(carried: readonly KeptInput[], later: () => KeptInput[]): Promise<void>;
  /** Stops keeping input and drops it (the app could not start: there is nothing to replay to). */
  stop(): void;
}

/** Whether React's mark is on an element of `root` (once, when the layout is live). */
const marked = (root: Element) => [...root.getElementsByTagName('*')].some(isHydrated);

const isTextField = (element: Element): element is HTMLInputElement | HTMLTextAreaElement =>
  (element instanceof HTMLInputElement && !isToggle(element)) || element instanceof HTMLTextAreaElement;

/**
 * Keeps the input made on the prerendered controls inside `root` while the app has not taken them:
 * clicks (a checkbox or radio still shows the choice; other controls wait), values typed or chosen,
 * and form submissions (Enter in a field). Elements that React or a widget adds later are never
 * held.
 */
export function recordEarlyInput(
  win: Window,
  root: Element,
  { loadReplay = () => importChunk(() => import('./replayInput')) }: EarlyInputOptions = {},
): EarlyInput {
  const prerendered = new WeakSet<Element>(root.querySelectorAll(`${HELD_CONTROLS}, form`));
  const parts = new Set(['layout', ...[...root.querySelectorAll(`[${PART_ATTRIBUTE}]`)].map(partOf)]);
  const liveParts = new Set<string>();
  let kept: KeptInput[] = [];
  let carriedLater: () => KeptInput[] = () => [];
  // A reload that mends the page's code carries what is still kept (carriedInput.ts).
  carryOnReload(() => kept);
  // Whether React's mark is to be read: until the layout shows it is not, or FAIL_OPEN_MS have
  // passed since the page went live.
  let readMark = true;
  let failOpen: ReturnType<typeof setTimeout> | undefined;
  // While the replay plays kept input: the events it dispatches go to the app.
  let replaying = false;
  const isLive: IsLive = (element) => liveParts.has(partOf(element)) && (!readMark || isHydrated(element));
  // Only inside `root`: a control a widget moved elsewhere is not React's to hydrate, so its input
  // would wait for ever.
  const waiting = (element: Element | null): element is Element =>
    !!element &&
    !replaying &&
    root.contains(element) &&
    ((prerendered.has(element) && !isLive(element)) ||
      // Live, but behind kept input that is about to be replayed: it waits its turn.
      kept.some((input) => isLive(input.target)));

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
  const removeListeners = () => {
    for (const [type, listener] of listeners) win.removeEventListener(type, listener, true);
  };

  const flush = async () => {
    kept.push(...carriedLater());
    if (kept.length > 0) {
      try {
        const { replayHydrated } = await loadReplay();
        // What the visitor did while the replay's code loaded is in `kept` too, in its place.
        replaying = true;
        kept = replayHydrated(root, kept, isLive);
      } catch (error) {
        // Without its replay, input on live parts would wait for ever and hold the visitor's next.
        kept = kept.filter((input) => !isLive(input.target));
        console.error('[boot] could not replay early input', error);
      } finally {
        replaying = false;
      }
    }
    // Nothing left to hold: every part takes its own input.
    if (!readMark && [...parts].every((part) => liveParts.has(part))) removeListeners();
  };

  return {
    stop() {
      clearTimeout(failOpen);
      removeListeners();
      kept = [];
    },
    restore(carried, later) {
      kept = [...carried, ...kept];
      carriedLater = later;
      return flush();
    },
    partLive(part) {
      liveParts.add(part);
      if (part === 'layout' && !marked(root)) readMark = false;
      if (part === 'page' && failOpen === undefined) {
        failOpen = setTimeout(() => {
          readMark = false;
          void flush();
        }, FAIL_OPEN_MS);
      }
      return flush();
    },
  };
}
