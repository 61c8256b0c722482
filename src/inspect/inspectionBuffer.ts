import type { InspectionEvent } from 'xstate';

/**
 * The inspection events of the time before the Stately Inspector's code has arrived, in order, to
 * hand over once it has. Every actor's registration (`@xstate.actor`) is kept: without it the
 * inspector cannot show that actor at all. Of the other events the latest `limit`, so that a page
 * whose inspector code never arrives does not hold on to every event it ever had.
 */
export function createInspectionBuffer(limit: number) {
  const kept: InspectionEvent[] = [];
  let others = 0;
  return {
    add(event: InspectionEvent) {
      kept.push(event);
      if (event.type === '@xstate.actor' || ++others <= limit) return;
      kept.splice(
        kept.findIndex((old) => old.type !== '@xstate.actor'),
        1,
      );
      others -= 1;
    },
    events(): readonly InspectionEvent[] {
      return kept;
    },
  };
}
