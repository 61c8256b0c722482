import { StrictMode, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { markAppLive } from '../../../src/boot/appLive';
import { recordEarlyInput } from '../../../src/boot/earlyInput';
import { yieldToBrowser } from '../../../src/boot/yieldToBrowser';

/**
 * `?flow=earlyInput`: a prerendered text field with the boot's early-input recorder on it
 * (src/boot/earlyInput.ts), for typing before and after the page is live in a real browser (issue
 * 49). No page of the app has a text field in its first HTML, so the field is this page's own; the
 * recorder, the replay and React are the app's. The page goes live when the test says so
 * (`window.goLive()`), as the app does once its code has arrived: it hydrates, marks the page live
 * and flushes the kept input, whose replay's chunk the test may hold back.
 */

function NameForm({ onLive }: { onLive?: () => void }) {
  const [name, setName] = useState('');
  useEffect(() => onLive?.(), [onLive]);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <label>
        Name <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <output>{name ? `Hello, ${name}` : 'No name yet'}</output>
    </form>
  );
}

export function startEarlyInputHarness(root: HTMLElement): void {
  root.innerHTML = renderToString(<NameForm />);
  const earlyInput = recordEarlyInput(window, root);
  const live = () => {
    markAppLive(performance, document);
    void yieldToBrowser().then(() => earlyInput.partLive('layout'));
  };
  (window as unknown as { goLive: () => void }).goLive = () => {
    hydrateRoot(
      root,
      <StrictMode>
        <NameForm onLive={live} />
      </StrictMode>,
    );
  };
}
