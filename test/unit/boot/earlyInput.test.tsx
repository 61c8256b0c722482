// @vitest-environment jsdom
import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  recordEarlyInput,
  type EarlyInput,
  type EarlyInputOptions,
  type ReplayModule,
} from '../../../src/boot/earlyInput';
import { isHydrated } from '../../../src/boot/keptInput';
import { replayHydrated } from '../../../src/boot/replayInput';
import { removeAddedNodesAfterEach } from '../../support/documentNodes';
import { hideReactMarks } from '../../support/hideReactMarks';

/**
 * The boot's early input (src/boot/earlyInput.ts) against real React: a page is rendered to HTML
 * as the build does, the visitor acts on it before hydration, then React hydrates it and the kept
 * input is flushed. What the app's handlers saw is what the visitor did, once.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Seen {
  names: string[];
  agreed: boolean[];
  submitted: string[];
  /** The value of the button that sent the form, or '' for Enter in a field. */
  submitters: string[];
  presses: string[];
  colours: string[];
  roles: string[];
  notes: string[];
}

function Page({ seen }: { seen: Seen }) {
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [colour, setColour] = useState('red');
  const [role, setRole] = useState('');
  const [note, setNote] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    seen.submitted.push(name);
    seen.submitters.push((event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') ?? '');
  };
  return (
    <form onSubmit={onSubmit}>
      <label>
        Name
        <input
          value={name}
          onChange={(event) => {
            seen.names.push(event.target.value);
            setName(event.target.value);
          }}
        />
      </label>
      <label>
        <input
          type="checkbox"
          checked={agreed}
          onChange={(event) => {
            seen.agreed.push(event.target.checked);
            setAgreed(event.target.checked);
          }}
        />
        Agree
      </label>
      <button type="button" onClick={() => seen.presses.push('Press')}>
        Press
      </button>
      <label>
        Colour
        <select
          value={colour}
          onChange={(event) => {
            seen.colours.push(event.target.value);
            setColour(event.target.value);
          }}
        >
          <option value="red">Red</option>
          <option value="blue">Blue</option>
        </select>
      </label>
      {['collector', 'owner'].map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="role"
            value={value}
            checked={role === value}
            onChange={() => {
              seen.roles.push(value);
              setRole(value);
            }}
          />
          {value}
        </label>
      ))}
      <svg role="button" aria-label="Icon" onClick={() => seen.presses.push('Icon')} />
      <button name="action" value="send">
        Send
      </button>
      <label>
        Note
        <textarea
          value={note}
          onChange={(event) => {
            seen.notes.push(event.target.value);
            setNote(event.target.value);
          }}
        />
      </label>
    </form>
  );
}

let root: Root | null = null;
let early: EarlyInput | null = null;

// Registered first, so it runs after the unmount below (Vitest runs afterEach hooks last first).
removeAddedNodesAfterEach();
afterEach(() => {
  early?.stop();
  act(() => root?.unmount());
  root = null;
});

/** The page as the build writes it, with the boot's recorder on it, before any React runs. */
function prerender(loadReplay?: EarlyInputOptions['loadReplay']) {
  const seen: Seen = {
    names: [],
    agreed: [],
    submitted: [],
    submitters: [],
    presses: [],
    colours: [],
    roles: [],
    notes: [],
  };
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page seen={seen} />);
  document.body.append(container);
  early = recordEarlyInput(window, container, { loadReplay });
  const field = container.querySelector('input:not([type])') as HTMLInputElement;
  const checkbox = container.querySelector('input[type=checkbox]') as HTMLInputElement;
  const button = container.querySelector('button') as HTMLButtonElement;
  const form = container.querySelector('form') as HTMLFormElement;
  const select = container.querySelector('select') as HTMLSelectElement;
  const radios = [...container.querySelectorAll<HTMLInputElement>('input[type=radio]')];
  const icon = container.querySelector('svg') as SVGSVGElement;
  const send = container.querySelector('button[value=send]') as HTMLButtonElement;
  const note = container.querySelector('textarea') as HTMLTextAreaElement;
  return { seen, container, field, checkbox, button, form, select, radios, icon, send, note };
}

/** Chooses `value` in `select` as a browser does: the value changes, then `input` and `change`. */
function choose(select: HTMLSelectElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, value);
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Types `text` into `field` as a browser does: the value changes (through the prototype's setter, as
 * the browser's own editing bypasses what React installs on the element), then an input event.
 */
function type(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const kind = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  const setValue = Object.getOwnPropertyDescriptor(kind.prototype, 'value')!.set!;
  for (const character of text) {
    setValue.call(field, field.value + character);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

function hydrate(container: HTMLElement, seen: Seen) {
  act(() => {
    root = hydrateRoot(container, <Page seen={seen} />);
  });
}

/** The page's part hydrates, then the kept input is flushed to it: the page goes live. */
async function goLive(container: HTMLElement, seen: Seen) {
  hydrate(container, seen);
  await act(() => early!.partLive('layout'));
}

describe('early input', () => {
  it('replays text typed before hydration as it was typed, and the app keeps it', async () => {
    const { seen, container, field } = prerender();
    type(field, 'Ada');
    hydrate(container, seen);
    expect(seen.names).toEqual([]);

    await act(() => early!.partLive('layout'));
    expect(seen.names).toEqual(['A', 'Ad', 'Ada']);
    expect(field.value).toBe('Ada');
    // The app owns the value now: the next keystroke extends it.
    act(() => type(field, 's'));
    expect(seen.names).toEqual(['A', 'Ad', 'Ada', 'Adas']);
  });

  it('replays text typed in a textarea before hydration, and the app keeps it', async () => {
    const { seen, container, note } = prerender();
    type(note, 'Hi');
    await goLive(container, seen);
    expect(seen.notes).toEqual(['H', 'Hi']);
    expect(note.value).toBe('Hi');
  });

  it('replays a checkbox ticked and unticked, in order, ending as the visitor left it', async () => {
    const { seen, container, checkbox } = prerender();
    checkbox.click();
    expect(checkbox.checked).toBe(true);
    checkbox.click();
    checkbox.click();
    await goLive(container, seen);
    expect(seen.agreed).toEqual([true, false, true]);
    expect(checkbox.checked).toBe(true);
  });

  it('replays a button press once, and keeps nothing for input the app saw itself', async () => {
    const { seen, container, button } = prerender();
    button.click();
    await goLive(container, seen);
    expect(seen.presses).toHaveLength(1);

    act(() => button.click());
    await act(() => early!.partLive('layout'));
    expect(seen.presses).toHaveLength(2);
  });

  it('replays Enter in a form after the text typed before it', async () => {
    const { seen, container, field, form } = prerender();
    type(field, 'Ada');
    form.requestSubmit();
    await goLive(container, seen);
    expect(seen.submitted).toEqual(['Ada']);
  });

  it('keeps input until its part has hydrated', async () => {
    const { seen, container, button } = prerender();
    button.click();
    // Another part of the page is live.
    await act(() => early!.partLive('footer'));
    expect(seen.presses).toHaveLength(0);

    await goLive(container, seen);
    expect(seen.presses).toHaveLength(1);
  });

  it('replays on the element that took the prerendered one’s place', async () => {
    const { seen, container, button } = prerender();
    button.click();
    // As when React renders a part anew: the same markup, new elements.
    const markup = container.innerHTML;
    container.innerHTML = markup;
    await goLive(container, seen);
    expect(button.isConnected).toBe(false);
    expect(seen.presses).toHaveLength(1);
  });

  it('drops what it kept once stopped, and holds nothing after', async () => {
    const { seen, container, button } = prerender();
    button.click();
    early!.stop();
    await goLive(container, seen);
    expect(seen.presses).toHaveLength(0);
  });

  it('queues text typed on the live field behind the replay still to come: the text typed last stays', async () => {
    const { seen, container, field } = prerender();
    type(field, 'Ada');
    hydrate(container, seen);
    // Live now, but the replay has not run yet (its code is still on its way).
    act(() => type(field, ' L'));
    expect(seen.names).toEqual([]);

    await act(() => early!.partLive('layout'));
    expect(seen.names).toEqual(['A', 'Ad', 'Ada', 'Ada ', 'Ada L']);
    expect(field.value).toBe('Ada L');
  });

  it('holds a tap on a live control while input kept before it is still to be replayed, then plays both in order', async () => {
    const { seen, container, button, checkbox } = prerender();
    button.click();
    hydrate(container, seen);
    // The layout says it is live; the replay's code is still on its way.
    let live: Promise<unknown> = Promise.resolve();
    act(() => {
      live = early!.partLive('layout');
    });
    act(() => checkbox.click());
    expect([seen.presses, seen.agreed]).toEqual([[], []]);

    await act(() => live);
    expect([seen.presses, seen.agreed]).toEqual([['Press'], [true]]);
  });

  it("lets a tap through as soon as the layout is live where React's mark cannot be read (a React that renamed it)", async () => {
    const { seen, container, button } = prerender();
    hydrate(container, seen);
    hideReactMarks(container);
    await act(() => early!.partLive('layout'));
    act(() => button.click());
    expect(seen.presses).toEqual(['Press']);
  });

  it('applies a choice made on the live page after the one made before it, not before', async () => {
    const { seen, container, checkbox } = prerender();
    checkbox.click();
    hydrate(container, seen);
    act(() => checkbox.click());

    await act(() => early!.partLive('layout'));
    expect(seen.agreed).toEqual([true, false]);
    expect(checkbox.checked).toBe(false);
    // Nothing waits any more: the next press reaches the app at once.
    act(() => checkbox.click());
    expect(seen.agreed).toEqual([true, false, true]);
  });

  it('plays the rest of the kept input when one cannot be played', async () => {
    const { seen, container, button, form } = prerender();
    await goLive(container, seen);
    // A form kept with a submitter that can no longer send it (it is not a submit button).
    const failing = { kind: 'submit' as const, target: form, path: [0], submitter: button };
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let pending: unknown;
    act(() => {
      pending = replayHydrated(
        container,
        [failing, { kind: 'click', target: button, path: [0, 2], checkedAfter: null }],
        isHydrated,
      );
    });
    expect(pending).toEqual([]);
    expect(seen.submitted).toEqual([]);
    expect(seen.presses).toEqual(['Press']);
    expect(error).toHaveBeenCalledWith('[boot] could not replay an input', expect.any(Error));
    error.mockRestore();
  });

  it('never holds a control the page did not prerender, even while kept input waits for a part that is not live yet', () => {
    const { container, button } = prerender();
    button.click();
    const added = document.createElement('button');
    const pressed = vi.fn();
    added.addEventListener('click', pressed);
    container.append(added);
    added.click();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('sends a form once, by the submit button pressed before hydration', async () => {
    const { seen, container, send } = prerender();
    send.click();
    await goLive(container, seen);
    expect(seen.submitters).toEqual(['send']);
  });

  it('replays a choice made in a select, once', async () => {
    const { seen, container, select } = prerender();
    choose(select, 'blue');
    await goLive(container, seen);
    expect(seen.colours).toEqual(['blue']);
    expect(select.value).toBe('blue');
  });

  it("keeps a text field's change (on leaving it) out of the replay: it repeats what was typed", async () => {
    const { seen, container, field } = prerender();
    type(field, 'Ad');
    field.dispatchEvent(new Event('change', { bubbles: true }));
    await goLive(container, seen);
    expect(seen.names).toEqual(['A', 'Ad']);
  });

  it('replays text that starts with a space', async () => {
    const { seen, container, field } = prerender();
    type(field, ' A');
    await goLive(container, seen);
    expect(seen.names).toEqual([' ', ' A']);
  });

  it('replays a field the visitor emptied as empty', async () => {
    const { seen, container, field } = prerender();
    type(field, 'A');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, '');
    field.dispatchEvent(new Event('input', { bubbles: true }));
    await goLive(container, seen);
    expect(seen.names).toEqual(['A', '']);
    expect(field.value).toBe('');
  });

  it('shows a radio chosen before hydration at once, and replays each choice in order', async () => {
    const { seen, container, radios } = prerender();
    const [collector, owner] = radios as [HTMLInputElement, HTMLInputElement];
    collector.click();
    expect(collector.checked).toBe(true);
    owner.click();
    await goLive(container, seen);
    expect(seen.roles).toEqual(['collector', 'owner']);
    expect([collector.checked, owner.checked]).toEqual([false, true]);
  });

  it('replays a click on a control that has no click() of its own (an SVG button)', async () => {
    const { seen, container, icon } = prerender();
    const error = vi.spyOn(console, 'error');
    icon.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await goLive(container, seen);
    expect(seen.presses).toEqual(['Icon']);
    expect(error).not.toHaveBeenCalled();
  });

  it('holds input again after a flush that found nothing live, until its part hydrates', async () => {
    const { seen, container, button } = prerender();
    button.click();
    await act(() => early!.partLive('footer'));
    button.click();
    await goLive(container, seen);
    expect(seen.presses).toEqual(['Press', 'Press']);
  });

  it('lets clicks through to the page once stopped', () => {
    const { button } = prerender();
    const pressed = vi.fn();
    button.addEventListener('click', pressed);
    early!.stop();
    button.click();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it("does not load the replay's code when nothing was kept", async () => {
    const loadReplay = vi.fn(() => import('../../../src/boot/replayInput'));
    const { seen, container } = prerender(loadReplay);
    await goLive(container, seen);
    expect(loadReplay).not.toHaveBeenCalled();
  });

  it('never holds a prerendered control a widget moved out of the page', () => {
    const { button } = prerender();
    document.body.append(button);
    const pressed = vi.fn();
    button.addEventListener('click', pressed);
    button.click();
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});

describe("early input when the replay's code does not load", () => {
  function Part({ name, seen }: { name: string; seen: string[] }) {
    return (
      <button type="button" onClick={() => seen.push(name)}>
        {name}
      </button>
    );
  }

  const roots: Root[] = [];
  afterEach(() => {
    act(() => roots.splice(0).forEach((part) => part.unmount()));
  });

  it('fails the flush and drops the input on live parts, so the visitor is not held; the rest replays later', async () => {
    const seen: string[] = [];
    const page = document.createElement('div');
    page.innerHTML = ['A', 'B']
      .map((name) => `<div>${renderToString(<Part name={name} seen={seen} />)}</div>`)
      .join('');
    document.body.append(page);
    const loadReplay = vi
      .fn<() => Promise<ReplayModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(() => import('../../../src/boot/replayInput'));
    early = recordEarlyInput(window, page, { loadReplay });
    const [partA, partB] = [...page.children] as [HTMLElement, HTMLElement];
    partA.querySelector('button')!.click();
    partB.querySelector('button')!.click();
    act(() => void roots.push(hydrateRoot(partA, <Part name="A" seen={seen} />)));

    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await early.partLive('layout');
    expect(logged).toHaveBeenCalledWith('[boot] could not replay early input', expect.any(TypeError));
    logged.mockRestore();
    // A is live and nothing kept for it waits any more: the visitor's next press reaches it at once.
    act(() => partA.querySelector('button')!.click());
    expect(seen).toEqual(['A']);

    act(() => void roots.push(hydrateRoot(partB, <Part name="B" seen={seen} />)));
    await act(() => early!.partLive('layout'));
    expect(seen).toEqual(['A', 'B']);
  });
});

describe('the replay', () => {
  const fiber = <T extends Element>(element: T) => Object.assign(element, { __reactFiber$test: {} });

  it('drops input whose element is gone and whose place is empty', () => {
    const container = document.createElement('div');
    container.innerHTML = '<p>Gone</p>';
    const field = document.createElement('input');
    expect(
      replayHydrated(container, [{ kind: 'value', target: field, path: [0, 0, 0], value: 'x' }], isHydrated),
    ).toEqual([]);
  });

  it('does not play a click on an element of another kind that took the place of the one clicked', () => {
    const container = document.createElement('div');
    container.innerHTML = '<form><a href="#top">Top</a></form>';
    const link = fiber(container.querySelector('a')!);
    const clicked = vi.fn((event: Event) => event.preventDefault());
    link.addEventListener('click', clicked);
    const gone = document.createElement('button');
    expect(
      replayHydrated(container, [{ kind: 'click', target: gone, path: [0, 0], checkedAfter: null }], isHydrated),
    ).toEqual([]);
    expect(clicked).not.toHaveBeenCalled();
  });

  it('plays on the element itself while it is in the page, wherever the page around it moved it', () => {
    const container = document.createElement('div');
    container.innerHTML = '<section><button>Kept</button></section>';
    document.body.append(container);
    const button = fiber(container.querySelector('button')!);
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    container.prepend(document.createElement('header'));
    expect(
      replayHydrated(container, [{ kind: 'click', target: button, path: [0, 0], checkedAfter: null }], isHydrated),
    ).toEqual([]);
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('toggles a checkbox once for a click kept with no state (a button of an older deploy, in the place the box now holds)', () => {
    const container = document.createElement('div');
    container.innerHTML = '<section><input type="checkbox"></section>';
    document.body.append(container);
    const box = fiber(container.querySelector('input')!);
    replayHydrated(container, [{ kind: 'click', target: box, path: [0, 0], checkedAfter: null }], isHydrated);
    expect(box.checked).toBe(true);
  });

  it("lets the page cancel a replayed click's default action", () => {
    const container = document.createElement('div');
    container.innerHTML = '<form><button>Send</button></form>';
    document.body.append(container);
    const button = fiber(container.querySelector('button')!);
    button.addEventListener('click', (event) => event.preventDefault());
    const sent = vi.fn((event: Event) => event.preventDefault());
    container.querySelector('form')!.addEventListener('submit', sent);
    replayHydrated(container, [{ kind: 'click', target: button, path: [0, 0], checkedAfter: null }], isHydrated);
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends a form without the button that sent it when that button has left the form', () => {
    const container = document.createElement('div');
    container.innerHTML = '<form><input name="q"></form>';
    document.body.append(container);
    const form = fiber(container.querySelector('form')!);
    const sent = vi.fn((event: Event) => {
      event.preventDefault();
      return (event as SubmitEvent).submitter;
    });
    form.addEventListener('submit', sent);
    const error = vi.spyOn(console, 'error');
    const departed = document.createElement('button');
    expect(
      replayHydrated(container, [{ kind: 'submit', target: form, path: [0], submitter: departed }], isHydrated),
    ).toEqual([]);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.results[0]!.value).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });
});
