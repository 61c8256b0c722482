import { act } from '@testing-library/react';
import {
  createActor,
  type Actor,
  type ActorOptions,
  type AnyActorRef,
  type AnyStateMachine,
  type EventObject,
  type InputFrom,
  type InspectionEvent,
  type SimulatedClock,
  type StateValue,
} from 'xstate';
import { READY_ATTRIBUTE } from '../../src/app/appActor';
import type { MountedApp } from '../support/mountApp';
import { createControlledActors, type ControlledActors } from './controlledActors';
import type { Driver } from './driver';
import { TimedClock } from './timedClock';

/**
 * The one jsdom harness of the path drivers: what every driver does the same way (a path's
 * controlled actors and simulated clock, answering an actor, moving the clock, letting React
 * settle, unmounting), and the two kinds of driver built on it: a flow rendered alone in its view
 * (`standaloneFlowDriver`) and a flow inside the real <App/> (`appFlowDriver`).
 */

/** Lets promise callbacks run and React re-render before the runner looks. */
export const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/**
 * The steps every jsdom driver with controlled actors and a simulated clock takes the same way:
 * answer an actor, fail it, move the clock; each then lets the app settle.
 */
export function controlledSteps(current: () => { controlled: ControlledActors; clock: SimulatedClock }) {
  return {
    async resolveActor(actorId: string, output: unknown) {
      await act(async () => current().controlled.resolve(actorId, output));
      await settle();
    },
    async rejectActor(actorId: string, error: unknown) {
      await act(async () => current().controlled.reject(actorId, error));
      await settle();
    },
    /** Fires the planned timer of `ms`: the clock moves to its due time (see TimedClock). */
    async advanceClock(ms: number) {
      const { clock } = current();
      await act(async () => clock.increment(clock instanceof TimedClock ? clock.timeUntil(ms) : ms));
      await settle();
    },
  };
}

/** Unmounts the app and undoes its effects outside its root, so that the next path starts clean. */
export async function unmountApp(app: MountedApp): Promise<void> {
  await act(async () => app.unmount());
  document.documentElement.removeAttribute(READY_ATTRIBUTE);
  document.title = '';
}

/** A service's answer to a controlled actor: its output, or the error it failed with. */
export interface ServiceAnswer {
  actorId: string;
  output?: unknown;
  error?: unknown;
}

/** A flow rendered alone in its small view, with controlled actors and a simulated clock. */
export interface StandaloneFlow<
  TUi extends { actor: AnyActorRef; lastAnswer: ServiceAnswer | null } = {
    actor: AnyActorRef;
    lastAnswer: ServiceAnswer | null;
  },
> {
  ui: TUi;
  controlled: ControlledActors;
  clock: SimulatedClock;
  unmount: () => void;
}

/**
 * The steps of a driver for one flow rendered alone: every actor answer is recorded on the UI
 * handle (as `lastAnswer`, for assertions that show what the service said), events go straight
 * to the flow's actor, and stopping unmounts the view and stops the actor.
 */
export function standaloneFlowSteps(mounted: () => StandaloneFlow | undefined, forget: () => void) {
  const current = () => {
    const flow = mounted();
    if (!flow) throw new Error('the view is not rendered');
    return flow;
  };
  const steps = controlledSteps(current);
  return {
    ...steps,
    async resolveActor(actorId: string, output: unknown) {
      current().ui.lastAnswer = { actorId, output };
      await steps.resolveActor(actorId, output);
    },
    async rejectActor(actorId: string, error: unknown) {
      current().ui.lastAnswer = { actorId, error };
      await steps.rejectActor(actorId, error);
    },
    async send(event: EventObject) {
      await act(async () => current().ui.actor.send(event));
      await settle();
    },
    async readStateValue() {
      return current().ui.actor.getSnapshot().value;
    },
    async stop() {
      const flow = mounted();
      if (!flow) return;
      forget();
      await act(async () => flow.unmount());
      flow.ui.actor.stop();
    },
  };
}

/** A path's own controlled service calls and simulated clock, fresh for each path. */
export interface PathRun {
  controlled: ControlledActors;
  clock: TimedClock;
}

/** The UI handle of a flow rendered alone: its actor and the service's last answer. */
export interface StandaloneUi<TActor extends AnyActorRef = AnyActorRef> {
  actor: TActor;
  lastAnswer: ServiceAnswer | null;
}

/**
 * The driver of a flow rendered alone in its view (no app around it). Each path gets fresh
 * controlled actors and a simulated clock; `bind` binds the flow with them, `adjustFlow` (tests
 * that prove a broken flow fails) changes it, `ui` builds the handle before the actor starts (to
 * listen to what it emits), and `render` mounts the view and says how to unmount it.
 */
export function standaloneFlowDriver<TLogic extends AnyStateMachine, TUi extends StandaloneUi<Actor<TLogic>>>(setup: {
  bind: (run: PathRun) => TLogic;
  adjustFlow?: (flow: TLogic) => TLogic;
  ui: (actor: Actor<TLogic>, run: PathRun) => TUi;
  render: (actor: Actor<TLogic>) => () => void;
}): Driver<InputFrom<TLogic>, TUi> {
  let mounted: StandaloneFlow<TUi> | undefined;
  return {
    async start(input, inspect) {
      const run: PathRun = { controlled: createControlledActors(), clock: new TimedClock() };
      const bound = setup.bind(run);
      const flow = setup.adjustFlow?.(bound) ?? bound;
      const actor = createActor(flow, { input, clock: run.clock, inspect } as ActorOptions<TLogic>);
      const ui = setup.ui(actor, run);
      actor.start();
      const unmount = setup.render(actor);
      mounted = { ui, ...run, unmount };
      await settle();
      return ui;
    },
    ...standaloneFlowSteps(
      () => mounted,
      () => (mounted = undefined),
    ),
  };
}

/** A path that runs inside the real <App/> (test/support/mountApp.tsx). */
export interface AppRun<TUi> extends PathRun {
  ui: TUi;
  app: MountedApp;
}

/**
 * The driver of a flow that runs inside the real <App/>: fresh controlled actors and a simulated
 * clock per path, handed to `mount`, which mounts the app with them; `flow` names the actor the
 * plan's events go to and whose state it reads. Stopping unmounts the app and undoes its marks
 * on the document. A driver spreads the result and replaces the steps it does differently; it
 * reads the path under way with `current`.
 */
export function appFlowDriver<TInput, TUi>(setup: {
  mount: (
    run: PathRun,
    input: TInput,
    inspect: (event: InspectionEvent) => void,
  ) => Promise<{ ui: TUi; app: MountedApp }>;
  flow: (app: MountedApp) => AnyActorRef;
}) {
  let mounted: AppRun<TUi> | undefined;
  const current = (): AppRun<TUi> => {
    if (!mounted) throw new Error('the app is not started');
    return mounted;
  };
  return {
    current,
    ...controlledSteps(current),
    async start(input: TInput, inspect: (event: InspectionEvent) => void) {
      const run: PathRun = { controlled: createControlledActors(), clock: new TimedClock() };
      const { ui, app } = await setup.mount(run, input, inspect);
      mounted = { ...run, ui, app };
      return ui;
    },
    async send(event: EventObject) {
      await act(async () => setup.flow(current().app).send(event));
      await settle();
    },
    async readStateValue(): Promise<StateValue> {
      return setup.flow(current().app).getSnapshot().value;
    },
    async stop() {
      if (!mounted) return;
      const { app } = mounted;
      mounted = undefined;
      await unmountApp(app);
    },
  } satisfies Driver<TInput, TUi> & { current: () => AppRun<TUi> };
}
