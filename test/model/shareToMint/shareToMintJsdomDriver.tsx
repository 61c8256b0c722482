import { act, render } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { fromCallback, fromPromise, type Actor, type EventObject } from 'xstate';
import { IDLE_SESSION, type MintPageActorRef } from '../../../machines/mintPage';
import { shareMachine } from '../../../machines/share';
import { shareToMintMachine, type ShareToMintInput } from '../../../machines/shareToMint';
import { MintShareScreen } from '../../../src/views/mint/MintShareScreen';
import type { Driver } from '../driver';
import { settle, standaloneFlowDriver, type ServiceAnswer } from '../jsdomHarness';

/**
 * Renders the real MintShare screen in jsdom around the share-to-mint chart. Its code's loading is
 * a controlled call; the share runs for real until its first call, which never answers: the plan
 * answers for the share as a whole (a chart of its own, with its own model). The mint page around
 * it holds still: no failed mint, and this chart its only child.
 */

type ShareToMintLogic = typeof shareToMintMachine;

export interface ShareToMintUi {
  user: UserEvent;
  actor: Actor<ShareToMintLogic>;
  lastAnswer: ServiceAnswer | null;
}

const never = <T,>() => fromPromise<T>(() => new Promise<T>(() => {}));

/** The share, waiting at its first call. */
const waitingShare = shareMachine.provide({
  actors: {
    checkTwitterLogin: never<boolean>(),
    prepareShare: never() as never,
    shareStory: never() as never,
    watchWallet: fromCallback(() => {}),
  },
});

/** The mint page as MintShare's screen reads it while it shares. */
function mintPageWhileSharing(shareToMint: Actor<ShareToMintLogic>): MintPageActorRef {
  const snapshot = { children: { shareToMint }, context: { session: IDLE_SESSION } };
  return {
    getSnapshot: () => snapshot,
    subscribe: () => ({ unsubscribe: () => {} }),
    send: () => {},
  } as unknown as MintPageActorRef;
}

export function createShareToMintJsdomDriver(
  options: { adjustFlow?: (flow: ShareToMintLogic) => ShareToMintLogic } = {},
): Driver<ShareToMintInput, ShareToMintUi> {
  const driver = standaloneFlowDriver({
    bind: ({ controlled }) =>
      shareToMintMachine.provide({
        actors: { loadSteps: controlled.promise(), share: waitingShare },
        actions: { logFailure: () => {} },
      }),
    adjustFlow: options.adjustFlow,
    ui: (actor) => ({ user: userEvent.setup(), actor, lastAnswer: null }),
    render: (actor) => render(<MintShareScreen mint={mintPageWhileSharing(actor)} />).unmount,
  });
  let ui: ShareToMintUi | undefined;
  /** The share's end, as xstate tells the chart. */
  const answer = async (event: EventObject) => {
    await act(async () => ui?.actor.send(event as never));
    await settle();
  };
  return {
    ...driver,
    async start(input, inspect) {
      ui = await driver.start(input, inspect);
      return ui;
    },
    async resolveActor(actorId, output) {
      if (actorId !== 'share') return driver.resolveActor(actorId, output);
      if (ui) ui.lastAnswer = { actorId, output };
      await answer({ type: 'xstate.done.actor.share', output, actorId } as EventObject);
    },
    async rejectActor(actorId, error) {
      if (actorId !== 'share') return driver.rejectActor(actorId, error);
      if (ui) ui.lastAnswer = { actorId, error };
      await answer({ type: 'xstate.error.actor.share', error, actorId } as EventObject);
    },
  };
}
