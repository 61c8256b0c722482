import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InspectionEvent,
  type Snapshot,
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

interface SilentActorOptions {
  /** Restores the actor from this snapshot instead of starting it afresh. */
  snapshot?: Snapshot<unknown>;
  /** Hears the names of the transitions the machine itself takes in each microstep. */
  onTaken?: (names: string[]) => void;
  /** Hears every inspection event (the plan's coverage). */
  observe?: (event: InspectionEvent) => void;
}

/**
 * An actor of `machine` whose children are silent, on a clock that nothing advances: delayed
 * events happen only when planned.
 */
function silentActor(machine: AnyStateMachine, input: unknown, options: SilentActorOptions = {}) {
  const { snapshot, onTaken, observe } = options;
  return createActor(withSilentActors(machine), {
    input,
    snapshot,
    clock: new SimulatedClock(),
    inspect: (event) => {
      observe?.(event);
      onTaken?.(transitionsTaken(event, machine.id).map(transitionName));
    },
  });
}

/** Replays `events` from a fresh start with `input`. Result 0 is the start itself. */
export function replay(
  machine: AnyStateMachine,
  input: unknown,
  events: readonly EventObject[],
  observe?: (event: InspectionEvent) => void,
): ReplayedStep[] {
  let takes: string[] = [];
  const actor = silentActor(machine, input, { onTaken: (names) => takes.push(...names), observe });
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

/**
 * The tour's replays: for each of `tries`, the transitions it takes from the actor at rest after
 * `events`. The actor after `events` is persisted once, and each try starts from that snapshot
 * rather than from a fresh start, replaying `events` again (the planner's time, issue 52): the
 * same transitions, because the snapshot holds the state, the context and the children, and every
 * child named in the chart is a silent actor here, which restores as it was (it never answers).
 * A child spawned from logic carried in an event (the app's mint flow) has no name to restore it
 * by (XState will not persist it), so from a state with one, each try is replayed from the start.
 * Plans are the same, byte for byte, as with every try replayed from the start.
 */
export function replayTries(
  machine: AnyStateMachine,
  input: unknown,
  events: readonly EventObject[],
  tries: readonly EventObject[],
): string[][] {
  const prefix = silentActor(machine, input);
  prefix.start();
  for (const event of events) prefix.send(event);
  const children = Object.values(prefix.getSnapshot().children as Record<string, AnyActorRef>);
  const inline = children.some((child) => typeof child.src !== 'string');
  const persisted = inline ? null : prefix.getPersistedSnapshot();
  prefix.stop();
  if (!persisted) return tries.map((event) => replay(machine, input, [...events, event]).at(-1)?.takes ?? []);
  return tries.map((event) => {
    const takes: string[] = [];
    const actor = silentActor(machine, input, { snapshot: persisted, onTaken: (names) => takes.push(...names) });
    actor.start();
    actor.send(event);
    actor.stop();
    return takes;
  });
}
