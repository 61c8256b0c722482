import type { AnyActorRef, InspectionEvent } from 'xstate';

/** How many events the viewer keeps (issue 12: the last 200). */
export const EVENT_LOG_SIZE = 200;

export interface LoggedEvent {
  /** Increasing, for React keys. */
  seq: number;
  time: number;
  /** The session id of the actor the event was sent to. */
  target: string;
  event: { type: string } & Record<string, unknown>;
}

export interface ActorEntry {
  ref: AnyActorRef;
  /** The id the parent gave it ('user', 'phaseTimer'), or xstate's generated one ('x:7') for a spawn without id. */
  id: string;
  /** What people call it: its id, or its machine's id when the id is a generated one ('app', 'mintPage'). */
  name: string;
  /** The machine it runs ('mintPage'), or null for promise and callback actors. */
  machineId: string | null;
  sessionId: string;
  depth: number;
  /** Whether it runs a state machine (only those are drawn). */
  machine: boolean;
}

/**
 * What the viewer knows of the running app: the events the root actor's inspection reports
 * (the last 200) and a change counter to re-render on. The running actors are read from the
 * actor tree itself, so a viewer opened late still lists every one.
 */
export function createInspectHub(now: () => number = Date.now) {
  let events: LoggedEvent[] = [];
  let version = 0;
  let seq = 0;
  const listeners = new Set<() => void>();
  const changed = () => {
    version += 1;
    for (const listener of listeners) listener();
  };
  return {
    record(inspection: InspectionEvent) {
      if (inspection.type === '@xstate.event') {
        const event = inspection.event as LoggedEvent['event'];
        seq += 1;
        events = [
          ...events.slice(-(EVENT_LOG_SIZE - 1)),
          { seq, time: now(), target: inspection.actorRef.sessionId, event },
        ];
        changed();
      } else if (inspection.type === '@xstate.snapshot' || inspection.type === '@xstate.actor') {
        changed();
      }
    },
    events: () => events,
    version: () => version,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type InspectHub = ReturnType<typeof createInspectHub>;

const isMachineSnapshot = (snapshot: unknown): snapshot is { children: Record<string, AnyActorRef> } =>
  typeof snapshot === 'object' && snapshot !== null && 'children' in snapshot;

/** Every actor under `root`, depth first, with its depth in the tree. */
export function actorTree(root: AnyActorRef): ActorEntry[] {
  const entries: ActorEntry[] = [];
  const visit = (ref: AnyActorRef, id: string, depth: number) => {
    const snapshot: unknown = ref.getSnapshot();
    const machine = isMachineSnapshot(snapshot);
    const { logic } = ref as AnyActorRef & { logic?: { id?: unknown; root?: unknown } };
    const machineId = machine && logic?.root && typeof logic.id === 'string' ? logic.id : null;
    const name = /^x:\d+$/.test(id) && machineId ? machineId : id;
    entries.push({ ref, id, name, machineId, sessionId: ref.sessionId, depth, machine });
    if (machine)
      for (const [childId, child] of Object.entries(snapshot.children)) if (child) visit(child, childId, depth + 1);
  };
  visit(root, root.id, 0);
  return entries;
}
