import { fromCallback, type AnyActorRef, type EventObject } from 'xstate';

/**
 * A watcher a chart invokes to follow another flow of the same actor system (found by its
 * systemId): it sends back the events `report` makes of the flow's snapshot, now and on every
 * change, each only when it differs from the last one of its type (a snapshot changes far more
 * often than what a chart needs to know). A flow that is not running fails the watcher (its
 * `onError`).
 */
export function watchSystemActor<TSnapshot, TEvent extends EventObject>(
  systemId: string,
  report: (snapshot: TSnapshot) => TEvent[],
) {
  return fromCallback<TEvent>(({ system, sendBack }) => {
    const actor = system.get(systemId) as AnyActorRef | undefined;
    if (!actor) throw new Error(`the ${systemId} flow is not running`);
    const last = new Map<string, string>();
    const send = (snapshot: TSnapshot) => {
      for (const event of report(snapshot)) {
        const key = JSON.stringify(event);
        if (last.get(event.type) === key) continue;
        last.set(event.type, key);
        sendBack(event);
      }
    };
    send(actor.getSnapshot() as TSnapshot);
    const subscription = actor.subscribe((snapshot: TSnapshot) => send(snapshot));
    return () => subscription.unsubscribe();
  });
}
