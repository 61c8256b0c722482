import { useEffect, useState } from 'react';
import { createActor, type Actor, type ActorOptions, type AnyActorLogic } from 'xstate';

/**
 * One actor of `logic`, running while the component is mounted.
 *
 * Not @xstate/react's useActorRef or useMachine: @xstate/react lives in the start-up chunk (for
 * useSelector), so a lazy section using them adds their code to that chunk (measured with this
 * build: +0.27 kB gzip for useActorRef, +0.36 kB for useMachine), and the start-up bundle is at
 * its budget. `createActor` is there already.
 */
export function useLocalActor<TLogic extends AnyActorLogic>(logic: TLogic, options: ActorOptions<TLogic>) {
  const [lifetime] = useState(() => actorLifetime(createActor(logic, options)));
  useEffect(() => lifetime.run(), [lifetime]);
  return lifetime.actor;
}

/**
 * StrictMode runs a new component's effects, cleans them up and runs them again at once, and a
 * stopped actor never starts again: the stop waits a microtask and is dropped when the effect has
 * run again meanwhile.
 */
function actorLifetime<TLogic extends AnyActorLogic>(actor: Actor<TLogic>) {
  let runs = 0;
  return {
    actor,
    run() {
      runs += 1;
      const run = runs;
      actor.start();
      return () =>
        queueMicrotask(() => {
          if (runs === run) actor.stop();
        });
    },
  };
}
