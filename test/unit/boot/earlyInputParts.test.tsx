// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAIL_OPEN_MS, recordEarlyInput, type EarlyInput } from '../../../src/boot/earlyInput';
import { keepCarriedInput, restoreCarriedInput } from '../../../src/boot/carriedInput';
import { CARRIED_INPUT_KEY } from '../../../src/boot/keptInput';
import { importChunk } from '../../../src/boot/importChunk';
import { afterEveryTry } from '../../support/afterEveryTry';
import { removeAddedNodesAfterEach } from '../../support/documentNodes';
import { hideReactMarks } from '../../support/hideReactMarks';

/**
 * The boot's early input by the parts of the page (issue 77): input waits for its own part's
 * signal, the recorder fails open when React's private mark cannot be read or a live part's
 * control never shows it, and text typed before a reload comes back into its field and to the app.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Page({ seen }: { seen: string[] }) {
  const [email, setEmail] = useState('');
  return (
    <div>
      <main data-part="page">
        <button type="button" onClick={() => seen.push('page')}>
          Page
        </button>
      </main>
      <footer data-part="footer">
        <input
          type="email"
          aria-label="E-mail"
          value={email}
          onChange={(event) => {
            seen.push(`typed ${event.target.value}`);
            setEmail(event.target.value);
          }}
        />
        <button type="button" onClick={() => seen.push('footer')}>
          Footer
        </button>
      </footer>
    </div>
  );
}

let root: Root | null = null;
let early: EarlyInput | null = null;
removeAddedNodesAfterEach();
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  early?.stop();
  act(() => root?.unmount());
  root = null;
});

const replay = () => import('../../../src/boot/replayInput');
const ADDRESS = 'https://storyverse.example/about';

function prerender(restore = false) {
  const seen: string[] = [];
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page seen={seen} />);
  document.body.append(container);
  early = recordEarlyInput(window, container, { loadReplay: replay });
  if (restore) {
    const { found, later } = restoreCarriedInput(container, ADDRESS, window);
    void early.restore(found, later);
  }
  const button = (name: string) =>
    [...container.querySelectorAll('button')].find((element) => element.textContent === name)!;
  return { seen, container, button, field: container.querySelector('input')! };
}

const hydrate = (container: HTMLElement, seen: string[]) =>
  act(() => {
    root = hydrateRoot(container, <Page seen={seen} />);
  });

/**
 * A hydrated page on fake timers whose footer button never shows React's mark, as one in a nested
 * part React has not hydrated: `reached` counts the clicks that get to it.
 */
function hydratedButUnmarkedFooter() {
  vi.useFakeTimers();
  const { seen, container, button } = prerender();
  hydrate(container, seen);
  const footerButton = button('Footer');
  for (const key of Object.keys(footerButton).filter((name) => name.startsWith('__reactFiber$'))) {
    delete (footerButton as unknown as Record<string, unknown>)[key];
  }
  const reached = vi.fn();
  footerButton.addEventListener('click', reached);
  return { footerButton, reached };
}

describe('early input by part', () => {
  it("holds a hydrated control's input until its own part says it is live", async () => {
    const { seen, container, button } = prerender();
    hydrate(container, seen);
    await act(() => early!.partLive('layout'));
    await act(() => early!.partLive('page'));
    act(() => button('Footer').click());
    act(() => button('Page').click());
    expect(seen).toEqual(['page']);

    await act(() => early!.partLive('footer'));
    expect(seen).toEqual(['page', 'footer']);
  });

  it("takes each part's signal alone when React's mark is not on the live layout (a React that renamed it)", async () => {
    const { seen, container, button } = prerender();
    button('Page').click();
    // A React whose mark the recorder cannot see (as one that renamed it): React reads it, the
    // recorder's look at the element's keys finds nothing.
    hydrate(container, seen);
    hideReactMarks(container);
    await act(() => early!.partLive('layout'));
    await act(() => early!.partLive('page'));
    expect(seen).toEqual(['page']);
    await act(() => early!.partLive('footer'));
    // Every part is live: nothing is held any more.
    act(() => button('Footer').click());
    expect(seen).toEqual(['page', 'footer']);
  });

  it('takes its listeners off the window once every part of the page has said it is live, not before', async () => {
    const { seen, container } = prerender();
    const removed = vi.spyOn(window, 'removeEventListener');
    hydrate(container, seen);
    // React's mark unseen (as above): each part's own signal decides.
    hideReactMarks(container);
    const capturing = () => removed.mock.calls.filter(([, , capture]) => capture === true).map(([type]) => type);
    await act(() => early!.partLive('layout'));
    await act(() => early!.partLive('page'));
    expect(capturing()).toEqual([]);
    await act(() => early!.partLive('footer'));
    expect(capturing()).toEqual(expect.arrayContaining(['click', 'submit']));
  });

  it(`lets input through ${FAIL_OPEN_MS} ms after the page is live where a live part's control never shows the mark`, async () => {
    const { footerButton, reached } = hydratedButUnmarkedFooter();
    for (const part of ['layout', 'page', 'footer']) await act(() => early!.partLive(part));
    footerButton.click();
    expect(reached).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(FAIL_OPEN_MS - 1));
    expect(reached).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    // The kept click is played, and the recorder's listeners are gone.
    expect(reached).toHaveBeenCalledTimes(1);
    footerButton.click();
    expect(reached).toHaveBeenCalledTimes(2);
  });

  it(`counts the ${FAIL_OPEN_MS} ms from the page's own signal, whatever part signals later`, async () => {
    const { footerButton, reached } = hydratedButUnmarkedFooter();
    // The layout and the footer first: their signals start no count.
    await act(() => early!.partLive('layout'));
    await act(() => early!.partLive('footer'));
    await act(() => vi.advanceTimersByTimeAsync(FAIL_OPEN_MS / 2));
    await act(() => early!.partLive('page'));
    footerButton.click();
    await act(() => vi.advanceTimersByTimeAsync(FAIL_OPEN_MS / 2));
    expect(reached).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(FAIL_OPEN_MS / 2));
    expect(reached).toHaveBeenCalledTimes(1);
  });

  it('keeps waiting for a part that never said it is live (its code failed), after the page went live', async () => {
    vi.useFakeTimers();
    const { seen, container, button } = prerender();
    hydrate(container, seen);
    await act(() => early!.partLive('layout'));
    await act(() => early!.partLive('page'));
    act(() => button('Footer').click());
    await act(() => vi.advanceTimersByTimeAsync(FAIL_OPEN_MS));
    expect(seen).toEqual([]);
    // Its Try again brings it: the tap kept for it is played.
    await act(() => early!.partLive('footer'));
    expect(seen).toEqual(['footer']);
  });
});

describe('text typed before the page reloaded itself', () => {
  it('comes back into its field at once, and to the app once its part is live', async () => {
    const before = prerender();
    before.field.value = 'ada@example.com';
    keepCarriedInput(before.container, ADDRESS, window, []);
    early!.stop();
    before.container.remove();

    const { seen, container, field } = prerender(true);
    expect(field.value).toBe('ada@example.com');
    hydrate(container, seen);
    for (const part of ['layout', 'page', 'footer']) await act(() => early!.partLive(part));
    expect(seen).toEqual(['typed ada@example.com']);
    expect(field.value).toBe('ada@example.com');
    // Taken once: the next load of the page starts empty.
    expect(sessionStorage.getItem(CARRIED_INPUT_KEY)).toBeNull();
  });

  it('brings a tap kept for a part that was not live to the app once that part is live after the reload', async () => {
    const before = prerender();
    before.button('Footer').click();
    // The page reloads itself for fresh code, as importChunk does once the site answers.
    before.container.id = 'root';
    const reload = vi.fn();
    vi.stubGlobal('location', { href: ADDRESS, pathname: '/about', search: '', reload });
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('0123456789abcdef0123456789abcdef')));
    vi.useFakeTimers();
    void importChunk(() => Promise.reject(new TypeError('Importing a module script failed.')), 'asked');
    await afterEveryTry();
    expect(reload).toHaveBeenCalledOnce();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    early!.stop();
    before.container.remove();

    const { seen, container } = prerender(true);
    hydrate(container, seen);
    for (const part of ['layout', 'page']) await act(() => early!.partLive(part));
    expect(seen).toEqual([]);
    await act(() => early!.partLive('footer'));
    expect(seen).toEqual(['footer']);
  });

  it('comes into a field the app renders itself once it is there (a box the query shows)', async () => {
    // The field typed in was the footer's third child, which the prerendered HTML does not have.
    sessionStorage.setItem(
      CARRIED_INPUT_KEY,
      JSON.stringify({
        address: ADDRESS,
        input: [{ kind: 'value', place: { part: 'footer', path: [2] }, value: 'ada' }],
      }),
    );
    const { seen, container } = prerender(true);
    hydrate(container, seen);
    const box = document.createElement('input');
    box.type = 'text';
    const typed = vi.fn((event: Event) => (event.target as HTMLInputElement).value);
    box.addEventListener('input', typed);
    act(() => container.querySelector('footer')!.append(box));
    // React's mark on the box: the app rendered it.
    Object.assign(box, { __reactFiber$box: {} });
    for (const part of ['layout', 'page', 'footer']) await act(() => early!.partLive(part));
    expect(box.value).toBe('ada');
    expect(typed).toHaveReturnedWith('ada');
  });

  it.each([
    [
      'another address',
      JSON.stringify({
        address: 'https://storyverse.example/',
        input: [{ kind: 'value', place: { part: 'footer', path: [0] }, value: 'x' }],
      }),
    ],
    ['malformed JSON', '{'],
    [
      'a path that is not one',
      JSON.stringify({
        address: 'https://storyverse.example/about',
        input: [{ kind: 'value', place: { part: 'footer', path: ['a'] }, value: 'x' }],
      }),
    ],
    [
      'a place that holds no text field',
      JSON.stringify({
        address: 'https://storyverse.example/about',
        input: [{ kind: 'value', place: { part: 'page', path: [0] }, value: 'x' }],
      }),
    ],
  ])('is not restored from %s', (_, stored) => {
    sessionStorage.setItem(CARRIED_INPUT_KEY, stored);
    const { field } = prerender(true);
    expect(field.value).toBe('');
    expect(sessionStorage.getItem(CARRIED_INPUT_KEY)).toBeNull();
  });

  it('never keeps a password', () => {
    const container = document.createElement('div');
    container.innerHTML = '<input type="password" value="secret"><input type="text">';
    (container.querySelector('input[type=text]') as HTMLInputElement).value = 'name';
    keepCarriedInput(container, 'https://storyverse.example/login', window, []);
    expect(JSON.parse(sessionStorage.getItem(CARRIED_INPUT_KEY)!).input).toEqual([
      { kind: 'value', place: { part: 'layout', path: [1] }, value: 'name' },
    ]);
  });
});
