import type { EventObject, InspectionEvent, StateValue } from 'xstate';

/**
 * What the runner needs from the thing under test. A jsdom driver renders the app with
 * controlled actors and a simulated clock; a browser driver can route requests and use
 * the page's clock. Every method resolves once the app has settled.
 */
export interface Driver<TInput, TUi> {
  /** Mounts a fresh app started with `input`; its root actor reports to `inspect`. */
  start(input: TInput, inspect: (event: InspectionEvent) => void): Promise<TUi>;
  /** Answers the running invoked actor `actorId` with `output`. */
  resolveActor(actorId: string, output: unknown): Promise<void>;
  /** Makes the running invoked actor `actorId` fail with `error`. */
  rejectActor(actorId: string, error: unknown): Promise<void>;
  advanceClock(ms: number): Promise<void>;
  /** Sends an event straight to the root actor (for user events the UI cannot cause yet). */
  send(event: EventObject): Promise<void>;
  readStateValue(): Promise<StateValue>;
  /** Unmounts and undoes whatever the app changed outside its root (e.g. <html> attributes). */
  stop(): Promise<void>;
}

/** The planned state an assertion runs in, for what depends on other regions. */
export interface AssertedState {
  value: StateValue;
  /** Whether a state key such as 'lifecycle.ready' holds. */
  matches: (key: string) => boolean;
}

/** Checks what a state must show, given the driver's UI handle. Throws when it does not. */
export type StateAssertion<TUi> = (ui: TUi, state: AssertedState) => void | Promise<void>;

/** Performs a user event through the UI (a click, typing). */
export type UserAction<TUi> = (ui: TUi, event: EventObject) => Promise<void>;

/** The UI half of a model, per driver: what each state shows and how a user causes events. */
export interface UiModel<TUi> {
  /**
   * Keyed by state, e.g. 'lifecycle.loading'. Every atomic state at rest needs one. An assertion
   * looks each element up once and reads it as often as it needs: role queries compute accessible
   * names and styles, most of a path suite's time, and the page holds still while it runs.
   */
  assertions: Readonly<Record<string, StateAssertion<TUi>>>;
  /** Keyed by event type. An event without one is sent straight to the actor. */
  userActions?: Readonly<Record<string, UserAction<TUi>>>;
}
