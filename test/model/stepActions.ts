import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { delayOf } from './machineGraph';

/**
 * What a driver must do to make a planned event happen. Only user events reach the UI;
 * actor answers and time are controlled by the test harness (or the browser's clock).
 */
export type StepAction =
  | { kind: 'start' }
  | { kind: 'actorDone'; event: EventObject; actorId: string; output: unknown }
  | { kind: 'actorError'; event: EventObject; actorId: string; error: unknown }
  | { kind: 'delay'; event: EventObject; delayName: string; ms: number }
  | { kind: 'user'; event: EventObject };

const DONE_PREFIX = 'xstate.done.actor.';
const ERROR_PREFIX = 'xstate.error.actor.';
const AFTER_PREFIX = 'xstate.after.';

/** Classifies a planned event; `before` is the snapshot it is sent in (for delay functions). */
export function stepActionFor(machine: AnyStateMachine, event: EventObject, before: AnyMachineSnapshot): StepAction {
  const fields = event as EventObject & { output?: unknown; error?: unknown };
  if (event.type.startsWith(DONE_PREFIX)) {
    return { kind: 'actorDone', event, actorId: event.type.slice(DONE_PREFIX.length), output: fields.output };
  }
  if (event.type.startsWith(ERROR_PREFIX)) {
    return { kind: 'actorError', event, actorId: event.type.slice(ERROR_PREFIX.length), error: fields.error };
  }
  if (event.type.startsWith(AFTER_PREFIX)) {
    const delay = delayOf(machine, event.type, before.context);
    if (!delay) throw new Error(`No delayed transition of '${machine.id}' handles ${event.type}`);
    return { kind: 'delay', event, delayName: delay.name, ms: delay.ms };
  }
  return { kind: 'user', event };
}
