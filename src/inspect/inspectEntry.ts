import type { InspectionEvent } from 'xstate';
import type { AppActor } from '../app/appActor';
import { isInspectShortcut } from './inspectShortcut';

/**
 * The live statechart viewer's hook into the app (issue 12): `?inspect` opens it at start,
 * Alt+Shift+S at any time. Until it opens, the root actor's inspect callback checks one variable
 * per event and does nothing else; the viewer and its layout engine are chunks of their own.
 * src/app/createApp.tsx includes this only outside production builds (or with VITE_INSPECT=on). Kept small:
 * it is in the start-up bundle of those builds.
 */
export function createInspectEntry(search: string) {
  let sink: ((event: InspectionEvent) => void) | undefined;
  return {
    inspect: (event: InspectionEvent) => sink?.(event),
    /** `allowSend`: mock mode, where the viewer may send events and force mint page states. */
    attach(actor: AppActor, allowSend: boolean) {
      // Loaded once (import() caches the module); from then on the viewer answers the shortcut itself.
      const open = () =>
        import('./openInspector').then((viewer) => {
          sink ??= viewer.openInspector(actor, allowSend);
        });
      if (/[?&]inspect\b/.test(search)) void open();
      addEventListener('keydown', (event) => isInspectShortcut(event) && void open());
    },
  };
}
