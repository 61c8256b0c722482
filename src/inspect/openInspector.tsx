import { createRoot } from 'react-dom/client';
import type { AnyActorRef, InspectionEvent } from 'xstate';
import { InspectorPanel } from './InspectorPanel';
import { createInspectHub } from './inspectHub';

/**
 * Mounts the statechart viewer beside the page, in a React root of its own (the app's tree and
 * layout stay as they are), and returns the sink for the root actor's inspection events.
 */
export function openInspector(root: AnyActorRef, allowSend: boolean): (event: InspectionEvent) => void {
  const hub = createInspectHub();
  const container = document.body.appendChild(document.createElement('div'));
  container.id = 'statechart-viewer';
  createRoot(container).render(<InspectorPanel hub={hub} root={root} allowSend={allowSend} />);
  return hub.record;
}
