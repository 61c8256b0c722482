// @vitest-environment jsdom
import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordEarlyInput, type EarlyInput } from '../../../src/boot/earlyInput';
import { replayHydrated } from '../../../src/boot/replayInput';

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
  presses: string[];
}

function Page({ seen }: { seen: Seen }) {
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    seen.submitted.push(name);
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
    </form>
  );
}

let root: Root | null = null;
let early: EarlyInput | null = null;

afterEach(() => {
  early?.stop();
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The page as the build writes it, with the boot's recorder on it, before any React runs. */
function prerender() {
  const seen: Seen = { names: [], agreed: [], submitted: [], presses: [] };
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page seen={seen} />);
  document.body.append(container);
  early = recordEarlyInput(window, container);
  const field = container.querySelector('input:not([type])') as HTMLInputElement;
  const checkbox = container.querySelector('input[type=checkbox]') as HTMLInputElement;
  const button = container.querySelector('button') as HTMLButtonElement;
  const form = container.querySelector('form') as HTMLFormElement;
  return { seen, container, field, checkbox, button, form };
}

/**
 * Types `text` into `field` as a browser does: the value changes (through the prototype's setter, as
 * the browser's own editing bypasses what React installs on the element), then an input event.
 */
function type(field: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
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

describe('early input', () => {
  it('replays text typed before hydration as it was typed, and the app keeps it', async () => {
    const { seen, container, field } = prerender();
    type(field, 'Ada');
    hydrate(container, seen);
    expect(seen.names).toEqual([]);

    await act(() => early!.flush());
    expect(seen.names).toEqual(['A', 'Ad', 'Ada']);
    expect(field.value).toBe('Ada');
    // The app owns the value now: the next keystroke extends it.
    act(() => type(field, 's'));
    expect(seen.names).toEqual(['A', 'Ad', 'Ada', 'Adas']);
  });

  it('replays a checkbox ticked and unticked, in order, ending as the visitor left it', async () => {
    const { seen, container, checkbox } = prerender();
    checkbox.click();
    expect(checkbox.checked).toBe(true);
    checkbox.click();
    checkbox.click();
    hydrate(container, seen);

    await act(() => early!.flush());
    expect(seen.agreed).toEqual([true, false, true]);
    expect(checkbox.checked).toBe(true);
  });

  it('replays a button press once, and keeps nothing for input the app saw itself', async () => {
    const { seen, container, button } = prerender();
    button.click();
    hydrate(container, seen);
    await act(() => early!.flush());
    expect(seen.presses).toHaveLength(1);

    act(() => button.click());
    await act(() => early!.flush());
    expect(seen.presses).toHaveLength(2);
  });

  it('replays Enter in a form after the text typed before it', async () => {
    const { seen, container, field, form } = prerender();
    type(field, 'Ada');
    form.requestSubmit();
    hydrate(container, seen);

    await act(() => early!.flush());
    expect(seen.submitted).toEqual(['Ada']);
  });

  it('keeps input until its part has hydrated', async () => {
    const { seen, container, button } = prerender();
    button.click();
    await act(() => early!.flush());
    expect(seen.presses).toHaveLength(0);

    hydrate(container, seen);
    await act(() => early!.flush());
    expect(seen.presses).toHaveLength(1);
  });

  it('replays on the element that took the prerendered one’s place', async () => {
    const { seen, container, button } = prerender();
    button.click();
    // As when React renders a part anew: the same markup, new elements.
    const markup = container.innerHTML;
    container.innerHTML = markup;
    hydrate(container, seen);
    await act(() => early!.flush());
    expect(button.isConnected).toBe(false);
    expect(seen.presses).toHaveLength(1);
  });

  it('drops what it kept once stopped, and holds nothing after', async () => {
    const { seen, container, button } = prerender();
    button.click();
    early!.stop();
    hydrate(container, seen);
    await act(() => early!.flush());
    expect(seen.presses).toHaveLength(0);
  });

  it('queues text typed on the live field behind the replay still to come: the text typed last stays', async () => {
    const { seen, container, field } = prerender();
    type(field, 'Ada');
    hydrate(container, seen);
    // Live now, but the replay has not run yet (its code is still on its way).
    act(() => type(field, ' L'));
    expect(seen.names).toEqual([]);

    await act(() => early!.flush());
    expect(seen.names).toEqual(['A', 'Ad', 'Ada', 'Ada ', 'Ada L']);
    expect(field.value).toBe('Ada L');
  });

  it('applies a choice made on the live page after the one made before it, not before', async () => {
    const { seen, container, checkbox } = prerender();
    checkbox.click();
    hydrate(container, seen);
    act(() => checkbox.click());

    await act(() => early!.flush());
    expect(seen.agreed).toEqual([true, false]);
    expect(checkbox.checked).toBe(false);
    // Nothing waits any more: the next press reaches the app at once.
    act(() => checkbox.click());
    expect(seen.agreed).toEqual([true, false, true]);
  });

  it('plays the rest of the kept input when one cannot be played', async () => {
    const { seen, container, button, form } = prerender();
    hydrate(container, seen);
    // A form kept with a submitter that can no longer send it (it is not a submit button).
    const failing = { kind: 'submit' as const, target: form, path: [0], submitter: button };
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let pending: unknown;
    act(() => {
      pending = replayHydrated(container, [
        failing,
        { kind: 'click', target: button, path: [0, 2], checkedAfter: null },
      ]);
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
});
