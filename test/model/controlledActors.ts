import { fromPromise, type PromiseActorLogic } from 'xstate';

/**
 * Promise actors whose answers the test gives: each running actor waits on a deferred,
 * keyed by its id (the invoke id, which is also the '<id>' in 'xstate.done.actor.<id>'),
 * until the driver resolves or rejects it.
 */

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface ControlledActors {
  /** Logic to `.provide()` in place of a service; it waits for `resolve`/`reject`. */
  promise: <TOutput, TInput>() => PromiseActorLogic<TOutput, TInput>;
  resolve: (actorId: string, output: unknown) => void;
  reject: (actorId: string, error: unknown) => void;
  /** Ids of actors currently waiting for an answer. */
  waiting: () => string[];
}

export function createControlledActors(): ControlledActors {
  const pending = new Map<string, Deferred>();

  function take(actorId: string): Deferred {
    const deferred = pending.get(actorId);
    if (!deferred) {
      const waiting = [...pending.keys()].join(', ') || 'none';
      throw new Error(`no actor '${actorId}' is waiting for an answer (waiting: ${waiting})`);
    }
    pending.delete(actorId);
    return deferred;
  }

  return {
    promise: <TOutput, TInput>() =>
      fromPromise<TOutput, TInput>(
        ({ self, signal }) =>
          new Promise<TOutput>((resolve, reject) => {
            const deferred: Deferred = { resolve: (value) => resolve(value as TOutput), reject };
            pending.set(self.id, deferred);
            // A stopped actor (its state was left) can no longer be answered; a later actor
            // with the same id keeps its own deferred.
            signal.addEventListener('abort', () => {
              if (pending.get(self.id) === deferred) pending.delete(self.id);
            });
          }),
      ),
    resolve: (actorId, output) => take(actorId).resolve(output),
    reject: (actorId, error) => take(actorId).reject(error),
    waiting: () => [...pending.keys()],
  };
}
