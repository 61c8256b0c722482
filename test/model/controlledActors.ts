import { fromCallback, fromPromise, type CallbackActorLogic, type EventObject, type PromiseActorLogic } from 'xstate';

/**
 * Promise actors whose answers the test gives: each running actor waits on a deferred,
 * keyed by its id (the invoke id, which is also the '<id>' in 'xstate.done.actor.<id>'),
 * until the driver resolves or rejects it.
 */

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * A watcher's own work: a `fromCallback` body (it subscribes, sends back, returns its cleanup),
 * given everything xstate gives one (the actor system too, where a watcher finds other flows).
 */
type WatcherStart<TEvent extends EventObject, TInput> = (
  params: Parameters<Parameters<typeof fromCallback<TEvent, TInput>>[0]>[0],
) => (() => void) | void;

/** The event a controlled watcher fails on (see `callback`). */
const FAIL = 'controlled.fail';

export interface ControlledActors {
  /** Logic to `.provide()` in place of a service; it waits for `resolve`/`reject`. */
  promise: <TOutput, TInput>() => PromiseActorLogic<TOutput, TInput>;
  /**
   * Callback logic (a watcher) that does `start`'s work and waits, like a promise actor, for a
   * `reject` that makes it fail (the path's `xstate.error.actor.<id>` step). It is listed as
   * waiting while it runs.
   */
  callback: <TEvent extends EventObject, TInput = unknown>(
    start: WatcherStart<TEvent, TInput>,
  ) => CallbackActorLogic<TEvent, TInput>;
  /** A bound watcher (a `fromCallback` logic) made failable as `callback` is: its own work runs unchanged. */
  failable: <TEvent extends EventObject, TInput = unknown>(
    logic: CallbackActorLogic<TEvent, TInput>,
  ) => CallbackActorLogic<TEvent, TInput>;
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

  const callback = <TEvent extends EventObject, TInput = unknown>(start: WatcherStart<TEvent, TInput>) =>
    fromCallback<TEvent, TInput>((params) => {
      const { self, receive } = params;
      const deferred: Deferred = {
        resolve: () => {
          throw new Error(`'${self.id}' is a watcher: it never finishes, it can only fail`);
        },
        // A callback actor fails when handling an event throws: the failure travels as an event.
        reject: (error) => self.send({ type: FAIL, error } as unknown as TEvent),
      };
      pending.set(self.id, deferred);
      receive((event) => {
        if (event.type === FAIL) throw (event as unknown as { error: unknown }).error;
      });
      const stop = start(params);
      return () => {
        if (pending.get(self.id) === deferred) pending.delete(self.id);
        stop?.();
      };
    });

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
    callback,
    // fromCallback keeps its body as the logic's `config`.
    failable: <TEvent extends EventObject, TInput = unknown>(logic: CallbackActorLogic<TEvent, TInput>) =>
      callback((logic as unknown as { config: WatcherStart<TEvent, TInput> }).config),
    resolve: (actorId, output) => take(actorId).resolve(output),
    reject: (actorId, error) => take(actorId).reject(error),
    waiting: () => [...pending.keys()],
  };
}
