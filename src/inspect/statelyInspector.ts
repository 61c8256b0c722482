import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionEvent } from 'xstate';

/** Where the Stately Inspector runs: the inspector opens it in a window of its own. */
const STATELY_INSPECTOR_URL = 'https://stately.ai/inspect';

/**
 * How many events the inspector holds until its window says it is connected (its default is 200:
 * the app's start-up alone sends more, and the first ones register the actors).
 */
const HELD_UNTIL_CONNECTED = 5_000;

/**
 * Connects the app's actor system to the Stately Inspector (`?inspect=stately`, issue 53): opens its
 * window (the browser may ask to allow the pop-up) and returns the sink for inspection events. A
 * chunk of its own, loaded only when asked for, and never in a production build without
 * VITE_INSPECT=on (src/inspect/inspectEntry.ts is not in those).
 */
export function connectStatelyInspector(): (event: InspectionEvent) => void {
  const inspector = createBrowserInspector({ url: STATELY_INSPECTOR_URL, maxDeferredEvents: HELD_UNTIL_CONNECTED });
  return (event) => inspector.inspect.next?.(event);
}
