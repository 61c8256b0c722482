import type { AnyMachineSnapshot, AnyStateMachine, ContextFrom, EventFromLogic, EventObject, InputFrom } from 'xstate';

/**
 * What the planner needs to know about one machine: pure data, no DOM and no bundler
 * features, so that the path printer (run by tsx) and every driver share the same plan.
 */
export interface MachineModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** The name used on the command line: `npm run paths -- <name>`. */
  name: string;
  /** The real machine, as exported from machines/ (placeholders, not bound effects). */
  machine: TMachine;
  /**
   * One entry per start-up situation. Plan with several when initial branches depend on
   * input (an `always` guard reading input), or those branches are never planned.
   */
  inputs: readonly NamedInput<InputFrom<TMachine>>[];
  /**
   * Events to try, by type. A type without a sample is tried as a bare `{ type }`. Give
   * outputs for `xstate.done.actor.<id>` (see `actorDone`), errors for
   * `xstate.error.actor.<id>` (see `actorError`) and payloads for user events.
   */
  sampleEvents: ReadonlyArray<EventFromLogic<TMachine> | ActorAnswer>;
  /**
   * Whether an event can really happen in a state (a user cannot close a dialog the page
   * does not show). Events it refuses are never planned.
   */
  canHappen?: (snapshot: AnyMachineSnapshot, event: EventObject) => boolean;
  /**
   * The part of the context that guards read, when events that change only context open new
   * transitions (a wallet announcing itself enables login). States are told apart by their
   * value and this key; by default by their value only.
   */
  contextKey?: (context: ContextFrom<TMachine>) => unknown;
  /** Plain words for testers, per state key such as 'signUpModal.open'. */
  stateDescriptions?: Readonly<Record<string, string>>;
  /**
   * Plain words for testers, per guard name ('the pass is minted' for isMinted): path titles say
   * when a transition is taken. A guard without words reads as its name split ('is same hot wallet');
   * a function reads the guard's fixed params (`{ type: 'isRoute', params: { page: 'Minted' } }`).
   */
  guardDescriptions?: Readonly<Record<string, string | ((params: Readonly<Record<string, unknown>>) => string)>>;
  /**
   * Plain words for testers, per event type: a user event as the user does it
   * ('signUpModal.close'), a service's answer summarized (`xstate.done.actor.<id>`, see
   * `whenDone`). A string is followed by a short summary of the event's payload; a function
   * reads the payload itself. Events without words get a generic line.
   */
  eventDescriptions?: Readonly<Record<string, EventWords>>;
}

/** An event as a plan carries it: its type and whatever payload the sample gave. */
export type PlannedEvent = EventObject & { readonly [key: string]: unknown };

/** How a step's event reads for a tester: fixed words, or words made from the event. */
export type EventWords = string | ((event: PlannedEvent) => string);

/** Words for the answer of an invoked actor, made from its output (`xstate.done.actor.<id>`). */
export const whenDone =
  <TOutput>(words: (output: TOutput) => string): EventWords =>
  (event) =>
    words(event.output as TOutput);

/** Words for a user event, made from its payload. */
export const withPayload =
  <TEvent extends EventObject>(words: (event: TEvent) => string): EventWords =>
  (event) =>
    words(event as unknown as TEvent);

export interface NamedInput<TInput> {
  /** Short name used in path titles, e.g. 'signup=on'. */
  name: string;
  /** How a tester sets this situation up, e.g. 'open / with ?signup=1'. */
  description: string;
  input: TInput;
}

/** Keeps the machine's own types while building a model (inputs are checked against it). */
export function defineModel<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>): MachineModel<TMachine> {
  return model;
}

/** How xstate tells a machine that an invoked actor finished or failed. */
export type ActorAnswer =
  | { type: `xstate.done.actor.${string}`; output?: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown };

/** The event xstate sends when the invoked actor `actorId` finishes with `output`. */
export function actorDone(actorId: string, output?: unknown): ActorAnswer {
  return output === undefined
    ? { type: `xstate.done.actor.${actorId}` }
    : { type: `xstate.done.actor.${actorId}`, output };
}

/** The event xstate sends when the invoked actor `actorId` fails with `error`. */
export function actorError(actorId: string, error: unknown): ActorAnswer {
  return { type: `xstate.error.actor.${actorId}`, error };
}
