import type { InspectionEvent } from 'xstate';
import type { AppActor } from '../app/appActor';
import { createInspectionBuffer } from './inspectionBuffer';
import { inspectRequestOf } from './inspectRequest';
import { isInspectShortcut } from './inspectShortcut';

/** Events of all kinds but actor registrations held for the Stately Inspector while its code loads. */
const HELD_WHILE_LOADING = 5_000;

/**
 * The statechart viewers' hook into the app: `?inspect` opens the app's own viewer at start (issue
 * 12), Alt+Shift+S at any time; `?inspect=stately` connects the Stately Inspector (issue 53), whose
 * code loads at once and is handed every event since the root actor was created. Until one of them
 * is open, the root actor's inspect callback checks one variable per event and does nothing else;
 * the viewers are chunks of their own. src/app/createApp.tsx includes this only outside production
 * builds (or with VITE_INSPECT=on). Kept small: it is in the start-up bundle of those builds.
 */
export function createInspectEntry(search: string) {
  const request = inspectRequestOf(search);
  let viewer: ((event: InspectionEvent) => void) | undefined;
  let stately: ((event: InspectionEvent) => void) | undefined;
  if (request === 'stately') {
    const buffer = createInspectionBuffer(HELD_WHILE_LOADING);
    stately = buffer.add;
    import('./statelyInspector').then(
      ({ connectStatelyInspector }) => {
        const inspect = connectStatelyInspector();
        for (const event of buffer.events()) inspect(event);
        stately = inspect;
      },
      (error: unknown) => {
        // A developer's tool: the page goes on without it, and stops holding events for it.
        stately = undefined;
        console.error('The Stately Inspector could not load:', error);
      },
    );
  }
  return {
    inspect: (event: InspectionEvent) => {
      stately?.(event);
      viewer?.(event);
    },
    /** `allowSend`: mock mode, where the viewer may send events and force mint page states. */
    attach(actor: AppActor, allowSend: boolean) {
      // Loaded once (import() caches the module); from then on the viewer answers the shortcut itself.
      const open = () =>
        import('./openInspector').then(({ openInspector }) => {
          viewer ??= openInspector(actor, allowSend);
        });
      if (request === 'viewer') void open();
      addEventListener('keydown', (event) => isInspectShortcut(event) && void open());
    },
  };
}
