import { CARRIED_INPUT_KEY, partOf, pathOf, PART_ATTRIBUTE, type KeptInput } from './keptInput';

/**
 * What the visitor did on the page, carried across a reload that the boot makes to mend the page's
 * code (importChunk.ts, issue 77): the text in the page's fields, and the input the early-input
 * recorder still keeps for a part that is not live (a tap on the footer before its code came), by
 * their places in the page, in session storage for this address only. The reloaded page's boot
 * takes them back: the text into the same fields of its prerendered HTML, and all of it to its
 * recorder, which gives it to the app once its part is live, as if done then. Fields that only the
 * app renders (a dialog's) have no place in the new HTML until the app draws them: they are not
 * carried.
 *
 * A chunk of its own, loaded only to reload and after such a reload (CARRIED_INPUT_KEY), so that
 * the boot chunk every page runs first stays small.
 */

/** The kinds of input a visitor types into; never a password. */
const TYPED = new Set(['text', 'email', 'search', 'tel', 'url', 'number']);

/**
 * An element's place: its part of the page (keptInput.ts) and its path inside that part. Inside its
 * part, not the page: around the parts, the app adds what the prerendered HTML of the next load does
 * not have yet (a wallet's status), while a part whose input still waits is its prerendered HTML.
 */
interface Place {
  part: string;
  path: number[];
}

/** Kept input as stored: elements by their places in the page. */
type StoredInput =
  | { kind: 'click'; place: Place; checkedAfter: boolean | null }
  | { kind: 'value'; place: Place; value: string }
  | { kind: 'submit'; place: Place; submitter: Place | null };

/** Where the input is kept: the window's session storage, read when used (blocked storage throws). */
type StorageHolder = Pick<Window, 'sessionStorage'>;

/** The element holding `part` in `root`: `root` for the layout. Never a selector built from storage. */
const partElement = (root: Element, part: string) =>
  part === 'layout'
    ? root
    : [...root.querySelectorAll(`[${PART_ATTRIBUTE}]`)].find(
        (element) => element.getAttribute(PART_ATTRIBUTE) === part,
      );

function placeOf(root: Element, element: Element): Place {
  const part = partOf(element);
  return { part, path: pathOf(partElement(root, part) ?? root, element) };
}

/** The element at `place` in `root`, if there is one. */
function elementAtPlace(root: Element, { part, path }: Place): Element | null {
  let node = partElement(root, part);
  for (const index of path) node = node?.children[index];
  return node ?? null;
}

const isTypedField = (element: Element): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && TYPED.has(element.type));

/** The recorder's kept input as stored, for what is still in `root`. */
function storedInput(root: Element, input: KeptInput): StoredInput[] {
  if (!root.contains(input.target)) return [];
  const place = placeOf(root, input.target);
  switch (input.kind) {
    case 'click':
      return [{ kind: 'click', place, checkedAfter: input.checkedAfter }];
    case 'value':
      return [{ kind: 'value', place, value: input.value }];
    case 'submit':
      return [
        {
          kind: 'submit',
          place,
          submitter: input.submitter && root.contains(input.submitter) ? placeOf(root, input.submitter) : null,
        },
      ];
  }
}

/**
 * Keeps, for `address`, every text field in `root` that holds text, then `waiting`: the input the
 * recorder still waits to replay, in its order.
 */
export function keepCarriedInput(
  root: Element,
  address: string,
  win: StorageHolder,
  waiting: readonly KeptInput[],
): void {
  const input: StoredInput[] = [
    ...[...root.querySelectorAll('input, textarea')]
      .filter(isTypedField)
      .filter((field) => field.value !== '')
      .map((field): StoredInput => ({ kind: 'value', place: placeOf(root, field), value: field.value })),
    ...waiting.flatMap((kept) => storedInput(root, kept)),
  ];
  try {
    if (input.length > 0) win.sessionStorage.setItem(CARRIED_INPUT_KEY, JSON.stringify({ address, input }));
  } catch {
    // Storage full or blocked: the reload goes on without it.
  }
}

const isPlace = (place: unknown): place is Place =>
  typeof place === 'object' &&
  place !== null &&
  typeof (place as Place).part === 'string' &&
  Array.isArray((place as Place).path) &&
  (place as Place).path.every((index) => Number.isInteger(index) && index >= 0);

/** Whether `item` has the shape keepCarriedInput stores. */
function isStoredInput(item: unknown): item is StoredInput {
  if (typeof item !== 'object' || item === null) return false;
  const input = item as Record<string, unknown>;
  if (!isPlace(input.place)) return false;
  switch (input.kind) {
    case 'click':
      return input.checkedAfter === null || typeof input.checkedAfter === 'boolean';
    case 'value':
      return typeof input.value === 'string';
    case 'submit':
      return input.submitter === null || isPlace(input.submitter);
    default:
      return false;
  }
}

/** The stored entry's input, if it has the shape keepCarriedInput writes and is for `address`. */
function readEntry(text: string | null, address: string): StoredInput[] {
  let entry: unknown;
  try {
    entry = JSON.parse(text ?? 'null');
  } catch {
    return [];
  }
  if (typeof entry !== 'object' || entry === null) return [];
  const { address: storedFor, input } = entry as Record<string, unknown>;
  return storedFor === address && Array.isArray(input) && input.every(isStoredInput) ? input : [];
}

/** The input kept at `stored`'s place in `root`, if that place holds an element of its kind. */
function keptInputOf(root: Element, stored: StoredInput): KeptInput[] {
  const target = elementAtPlace(root, stored.place);
  if (!target) return [];
  // The recorder's own path, from the root, for a part React renders anew.
  const path = pathOf(root, target);
  switch (stored.kind) {
    case 'click':
      // A checkbox or radio shows the visitor's choice at once, as its click did.
      if (stored.checkedAfter !== null && target instanceof HTMLInputElement) target.checked = stored.checkedAfter;
      return [{ kind: 'click', target, path, checkedAfter: stored.checkedAfter }];
    case 'value':
      if (!isTypedField(target)) return [];
      target.value = stored.value;
      return [{ kind: 'value', target, path, value: stored.value }];
    case 'submit': {
      const submitter = stored.submitter && elementAtPlace(root, stored.submitter);
      return target instanceof HTMLFormElement
        ? [
            {
              kind: 'submit',
              target,
              path,
              submitter: submitter instanceof HTMLElement ? submitter : null,
            },
          ]
        : [];
    }
  }
}

/** The carried input, for the recorder: what has its place now, and what comes with the app. */
export interface CarriedInput {
  found: KeptInput[];
  /**
   * Text for fields that the app renders itself (a box the page's query shows, a dialog), whose
   * places the prerendered HTML does not have: each call returns those that have come (once each).
   */
  later(): KeptInput[];
}

/**
 * Takes the input kept for `address` out of storage (once: a later load of the page starts empty),
 * writes its text into the fields now at its places in `root`, and returns it, for the recorder.
 */
export function restoreCarriedInput(root: Element, address: string, win: StorageHolder): CarriedInput {
  let stored: StoredInput[];
  try {
    stored = readEntry(win.sessionStorage.getItem(CARRIED_INPUT_KEY), address);
    win.sessionStorage.removeItem(CARRIED_INPUT_KEY);
  } catch {
    stored = [];
  }
  let waiting = stored.filter((input) => input.kind === 'value' && !elementAtPlace(root, input.place));
  return {
    found: stored.filter((input) => !waiting.includes(input)).flatMap((input) => keptInputOf(root, input)),
    later() {
      const come = waiting.filter((input) => elementAtPlace(root, input.place));
      waiting = waiting.filter((input) => !come.includes(input));
      return come.flatMap((input) => keptInputOf(root, input));
    },
  };
}
