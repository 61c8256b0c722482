// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { keepCarriedInput, restoreCarriedInput } from '../../../src/boot/carriedInput';
import { CARRIED_INPUT_KEY, type KeptInput } from '../../../src/boot/keptInput';
import { removeAddedNodesAfterEach } from '../../support/documentNodes';

/*
 * The input carried across a reload for fresh code (issue 77), kept from one page and restored into
 * the same prerendered HTML of the next: each kind, each part, and every entry storage may hold.
 */

const ADDRESS = 'https://storyverse.example/about';

/** The prerendered page: a field and a checkbox in the layout, a form in the footer's part. */
const PAGE = `
  <header><input type="text" aria-label="Search the site"><input type="checkbox" aria-label="Remember"></header>
  <main data-part="page"><input type="password" aria-label="Password"><textarea aria-label="Note"></textarea></main>
  <footer data-part="footer"><form><input type="email" aria-label="E-mail"><button>Subscribe</button></form></footer>`;

function page() {
  const root = document.createElement('div');
  root.innerHTML = PAGE;
  document.body.append(root);
  const get = <T extends Element>(selector: string) => root.querySelector<T>(selector)!;
  return {
    root,
    search: get<HTMLInputElement>('[aria-label="Search the site"]'),
    remember: get<HTMLInputElement>('[aria-label="Remember"]'),
    password: get<HTMLInputElement>('[aria-label="Password"]'),
    note: get<HTMLTextAreaElement>('[aria-label="Note"]'),
    email: get<HTMLInputElement>('[aria-label="E-mail"]'),
    form: get<HTMLFormElement>('form'),
    subscribe: get<HTMLButtonElement>('button'),
  };
}

/** The stored entry as keepCarriedInput wrote it. */
const stored = () => JSON.parse(sessionStorage.getItem(CARRIED_INPUT_KEY) ?? 'null') as { input: unknown[] } | null;
/** A kept input without its live element, for comparing. */
const described = (input: KeptInput) => {
  const { target, ...rest } = input;
  return { ...rest, target: target.getAttribute('aria-label') ?? target.tagName.toLowerCase() };
};

removeAddedNodesAfterEach();
afterEach(() => sessionStorage.clear());

describe('carried input', () => {
  it("carries typed text of every typed kind, never a password's, into the same fields of the next page", () => {
    const before = page();
    for (const type of ['text', 'email', 'search', 'tel', 'url', 'number']) {
      before.search.type = type;
      before.search.value = type === 'number' ? '42' : `a ${type}`;
      keepCarriedInput(before.root, ADDRESS, window, []);
      const after = page();
      after.search.type = type;
      const { found } = restoreCarriedInput(after.root, ADDRESS, window);
      expect(after.search.value, type).toBe(type === 'number' ? '42' : `a ${type}`);
      expect(found.map(described), type).toEqual([
        { kind: 'value', target: 'Search the site', path: [0, 0], value: after.search.value },
      ]);
    }
    const last = page();
    last.password.value = 'secret';
    last.note.value = 'a note';
    keepCarriedInput(last.root, ADDRESS, window, []);
    expect(JSON.stringify(stored())).not.toContain('secret');
    const after = page();
    restoreCarriedInput(after.root, ADDRESS, window);
    expect([after.password.value, after.note.value]).toEqual(['', 'a note']);
  });

  it('carries the taps and submits still waiting, in their order, by their places in their parts', () => {
    const before = page();
    const waiting: KeptInput[] = [
      { kind: 'click', target: before.remember, path: [], checkedAfter: true },
      { kind: 'click', target: before.subscribe, path: [], checkedAfter: null },
      { kind: 'submit', target: before.form, path: [], submitter: before.subscribe },
      { kind: 'submit', target: before.form, path: [], submitter: null },
      // Its button has left the page since: the form goes without it.
      { kind: 'submit', target: before.form, path: [], submitter: document.createElement('button') },
      // Typed into a field whose part is not live, then emptied by the page: the recorder's text goes.
      { kind: 'value', target: before.email, path: [], value: 'typed@example.com' },
      // Gone from the page by the time it reloads: nothing to carry.
      { kind: 'click', target: document.createElement('button'), path: [], checkedAfter: null },
    ];
    keepCarriedInput(before.root, ADDRESS, window, waiting);
    expect(stored()?.input).toEqual([
      { kind: 'click', place: { part: 'layout', path: [0, 1] }, checkedAfter: true },
      { kind: 'click', place: { part: 'footer', path: [0, 1] }, checkedAfter: null },
      { kind: 'submit', place: { part: 'footer', path: [0] }, submitter: { part: 'footer', path: [0, 1] } },
      { kind: 'submit', place: { part: 'footer', path: [0] }, submitter: null },
      { kind: 'submit', place: { part: 'footer', path: [0] }, submitter: null },
      { kind: 'value', place: { part: 'footer', path: [0, 0] }, value: 'typed@example.com' },
    ]);
    const after = page();
    const { found } = restoreCarriedInput(after.root, ADDRESS, window);
    // The checkbox shows the visitor's choice at once, as the tap did.
    expect(after.remember.checked).toBe(true);
    expect(after.email.value).toBe('typed@example.com');
    expect(found.map(described)).toEqual([
      { kind: 'click', target: 'Remember', path: [0, 1], checkedAfter: true },
      { kind: 'click', target: 'button', path: [2, 0, 1], checkedAfter: null },
      { kind: 'submit', target: 'form', path: [2, 0], submitter: after.subscribe },
      { kind: 'submit', target: 'form', path: [2, 0], submitter: null },
      { kind: 'submit', target: 'form', path: [2, 0], submitter: null },
      { kind: 'value', target: 'E-mail', path: [2, 0, 0], value: 'typed@example.com' },
    ]);
  });

  it("leaves a box's state alone for a tap kept with none (a button's, now a box's place in the new HTML)", () => {
    const entry = {
      address: ADDRESS,
      input: [{ kind: 'click', place: { part: 'layout', path: [0, 1] }, checkedAfter: null }],
    };
    sessionStorage.setItem(CARRIED_INPUT_KEY, JSON.stringify(entry));
    const after = page();
    after.remember.checked = true;
    expect(restoreCarriedInput(after.root, ADDRESS, window).found.map(described)).toEqual([
      { kind: 'click', target: 'Remember', path: [0, 1], checkedAfter: null },
    ]);
    expect(after.remember.checked).toBe(true);
  });

  it('waits for the app only with text: a tap or a submit whose place the new HTML lacks is dropped', () => {
    const missing = { part: 'layout', path: [0, 9] };
    const entry = {
      address: ADDRESS,
      input: [
        { kind: 'click', place: missing, checkedAfter: null },
        { kind: 'submit', place: missing, submitter: null },
      ],
    };
    sessionStorage.setItem(CARRIED_INPUT_KEY, JSON.stringify(entry));
    const after = page();
    const carried = restoreCarriedInput(after.root, ADDRESS, window);
    after.root.querySelector('header')!.append(...Array.from({ length: 8 }, () => document.createElement('button')));
    expect([carried.found, carried.later()]).toEqual([[], []]);
  });

  it('restores nothing, and does not fail, where session storage is blocked', () => {
    const blocked = {
      get sessionStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    const after = page();
    const carried = restoreCarriedInput(after.root, ADDRESS, blocked);
    expect([carried.found, carried.later()]).toEqual([[], []]);
  });

  it('keeps nothing when there is nothing to keep, and takes an entry back once', () => {
    keepCarriedInput(page().root, ADDRESS, window, []);
    expect(sessionStorage.getItem(CARRIED_INPUT_KEY)).toBeNull();
    const before = page();
    before.search.value = 'once';
    keepCarriedInput(before.root, ADDRESS, window, []);
    restoreCarriedInput(page().root, ADDRESS, window);
    const again = page();
    expect(restoreCarriedInput(again.root, ADDRESS, window).found).toEqual([]);
    expect(again.search.value).toBe('');
  });

  it('gives text for a field the app renders itself once that field is there, once', () => {
    const before = page();
    const box = Object.assign(document.createElement('input'), { type: 'email', value: 'later@example.com' });
    before.form.append(box);
    keepCarriedInput(before.root, ADDRESS, window, []);
    const after = page();
    const carried = restoreCarriedInput(after.root, ADDRESS, window);
    expect(carried.found).toEqual([]);
    expect(carried.later()).toEqual([]);
    const rendered = Object.assign(document.createElement('input'), { type: 'email' });
    after.form.append(rendered);
    expect(carried.later().map(described)).toEqual([
      { kind: 'value', target: 'input', path: [2, 0, 2], value: 'later@example.com' },
    ]);
    expect(rendered.value).toBe('later@example.com');
    expect(carried.later()).toEqual([]);
  });

  const place = { part: 'layout', path: [0, 0] };
  it.each([
    ['text that is not JSON', '{'],
    ['no object', '"text"'],
    ['null', 'null'],
    ['another address', { address: `${ADDRESS}?x`, input: [{ kind: 'value', place, value: 'x' }] }],
    ['no list', { address: ADDRESS, input: 'x' }],
    ['an item that is no object', { address: ADDRESS, input: [null] }],
    ['an item of no known kind', { address: ADDRESS, input: [{ kind: 'drag', place }] }],
    ['a place that is no object', { address: ADDRESS, input: [{ kind: 'value', place: 'x', value: 'x' }] }],
    ['a place that is null', { address: ADDRESS, input: [{ kind: 'value', place: null, value: 'x' }] }],
    ['a place without a part', { address: ADDRESS, input: [{ kind: 'value', place: { path: [0] }, value: 'x' }] }],
    [
      'a path that is no list',
      { address: ADDRESS, input: [{ kind: 'value', place: { part: 'x', path: 0 }, value: 'x' }] },
    ],
    [
      'a negative index',
      { address: ADDRESS, input: [{ kind: 'value', place: { part: 'layout', path: [-1] }, value: 'x' }] },
    ],
    [
      'an index that is text',
      { address: ADDRESS, input: [{ kind: 'value', place: { part: 'layout', path: ['0', 0] }, value: 'x' }] },
    ],
    [
      'a fractional index',
      { address: ADDRESS, input: [{ kind: 'value', place: { part: 'layout', path: [0.5] }, value: 'x' }] },
    ],
    ['a value that is no text', { address: ADDRESS, input: [{ kind: 'value', place, value: 1 }] }],
    [
      'a checked state that is no boolean',
      { address: ADDRESS, input: [{ kind: 'click', place, checkedAfter: 'yes' }] },
    ],
    ['a submitter of no place', { address: ADDRESS, input: [{ kind: 'submit', place, submitter: 'x' }] }],
    [
      'one good item and one bad',
      {
        address: ADDRESS,
        input: [
          { kind: 'value', place, value: 'x' },
          { kind: 'value', place },
        ],
      },
    ],
  ])('restores nothing from an entry with %s, and drops it', (_case, entry) => {
    sessionStorage.setItem(CARRIED_INPUT_KEY, typeof entry === 'string' ? entry : JSON.stringify(entry));
    const after = page();
    const carried = restoreCarriedInput(after.root, ADDRESS, window);
    expect([carried.found, carried.later()]).toEqual([[], []]);
    expect(after.search.value).toBe('');
    expect(sessionStorage.getItem(CARRIED_INPUT_KEY)).toBeNull();
  });

  it('restores a value only into a typed field, and a submit only to a form', () => {
    const entry = {
      address: ADDRESS,
      input: [
        { kind: 'value', place: { part: 'layout', path: [0, 1] }, value: 'not a text field' },
        { kind: 'submit', place: { part: 'layout', path: [0, 0] }, submitter: null },
        { kind: 'click', place: { part: 'layout', path: [0, 0, 5] }, checkedAfter: null },
        // Past the page's depth: no element there, whatever follows.
        { kind: 'click', place: { part: 'layout', path: [0, 0, 5, 0] }, checkedAfter: null },
      ],
    };
    sessionStorage.setItem(CARRIED_INPUT_KEY, JSON.stringify(entry));
    const after = page();
    expect(restoreCarriedInput(after.root, ADDRESS, window).found).toEqual([]);
    expect(after.remember.value).toBe('on');
  });
});
