import { act } from '@testing-library/react';
import type { EventObject } from 'xstate';
import type { Driver } from './driver';
import { settle, type StandaloneUi } from './jsdomHarness';

/**
 * A driver whose flow's machine children `childIds` are answered as xstate answers a parent: the
 * plan's end or failure of one of them reaches the flow as `xstate.done.actor.<id>` or
 * `xstate.error.actor.<id>` (the child itself runs for real, waiting at its first call). Other
 * answers go to the driver's controlled calls.
 */
export function answeringChildren<TInput, TUi extends StandaloneUi>(
  driver: Driver<TInput, TUi>,
  childIds: readonly string[],
): Driver<TInput, TUi> {
  let ui: TUi | undefined;
  const answer = async (event: EventObject) => {
    await act(async () => ui?.actor.send(event));
    await settle();
  };
  return {
    ...driver,
    async start(input, inspect) {
      ui = await driver.start(input, inspect);
      return ui;
    },
    async resolveActor(actorId, output) {
      if (!childIds.includes(actorId)) return driver.resolveActor(actorId, output);
      if (ui) ui.lastAnswer = { actorId, output };
      await answer({ type: `xstate.done.actor.${actorId}`, output, actorId } as EventObject);
    },
    async rejectActor(actorId, error) {
      if (!childIds.includes(actorId)) return driver.rejectActor(actorId, error);
      if (ui) ui.lastAnswer = { actorId, error };
      await answer({ type: `xstate.error.actor.${actorId}`, error, actorId } as EventObject);
    },
  };
}
