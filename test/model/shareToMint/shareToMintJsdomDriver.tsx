import { render } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { fromCallback, fromPromise, type Actor } from 'xstate';
import { shareMachine } from '../../../machines/share';
import { shareToMintMachine, type ShareToMintInput } from '../../../machines/shareToMint';
import { MintShareScreen } from '../../../src/views/mint/MintShareScreen';
import { answeringChildren } from '../childAnswers';
import type { Driver } from '../driver';
import { standaloneFlowDriver, type ServiceAnswer } from '../jsdomHarness';
import { mintPageHoldingStill } from '../mintPage/mintPageStandIn';

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
    render: (actor) => render(<MintShareScreen mint={mintPageHoldingStill({ shareToMint: actor })} />).unmount,
  });
  return answeringChildren(driver, ['share']);
}
