import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import { transitionName } from './machineGraph';
import { transitionsTaken } from './coverage';

/**
 * Runs events through the real machine, headless, to learn what each step does: the
 * snapshot after it and the transition definitions it took. `getShortestPaths` only
 * reports states, so this is how the planner knows which path takes which transition
 * (including `always` transitions taken on the way).
 */

export interface ReplayedStep {
  /** The snapshot at rest after the step (after start, for the first one). */
  snapshot: AnyMachineSnapshot;
  /** Names of the transitions the step took (see transitionName). */
  takes: string[];
}

const silentMachines = new WeakMap<AnyStateMachine, AnyStateMachine>();

/**
 * Invoked actors never answer here: answers are planned events, sent like any other. One copy per
 * machine: `provide` builds the whole state tree anew, and the planner replays thousands of times
 * (each copy built its transitions again: most of the time a plan took, issue 52).
 */
function withSilentActors(machine: AnyStateMachine): AnyStateMachine {
  let silentMachine = silentMachines.get(machine);
  if (!silentMachine) {
    const silent = fromPromise(() => new Promise<never>(() => {}));
    const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((src) => [src, silent]));
    silentMachine = machine.provide({ actors });
    silentMachines.set(machine, silentMachine);
  }
  return silentMachine;
}

/** Replays `events` from a fresh start with `input`. Result 0 is the start itself. */
export function replay(
  machine: AnyStateMachine,
  input: unknown,
  events: readonly EventObject[],
  observe?: (event: InspectionEvent) => void,
): ReplayedStep[] {
  let takes: string[] = [];
  const actor = createActor(withSilentActors(machine), {
    input,
    // Nothing ever advances this clock, so delayed events happen only when planned.
    clock: new SimulatedClock(),
    inspect: (event) => {
      observe?.(event);
      takes.push(...transitionsTaken(event, machine.id).map(transitionName));
    },
  });
  const steps: ReplayedStep[] = [];
  const record = () => {
    steps.push({ snapshot: actor.getSnapshot(), takes });
    takes = [];
  };
  actor.start();
  record();
  for (const event of events) {
    actor.send(event);
    record();
  }
  actor.stop();
  return steps;
}
