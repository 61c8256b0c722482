import { render } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import type { Actor } from 'xstate';
import type { MintEntrySigningInput } from '../../../machines/mintEntrySigning';
import { bindMintEntrySigning, type MintEntrySigningLogic } from '../../../src/app/bindings/mintEntrySigning';
import { MintEntryScreen } from '../../../src/views/mint/MintEntryScreen';
import type { Driver } from '../driver';
import { standaloneFlowDriver, type ServiceAnswer } from '../jsdomHarness';
import { mintPageHoldingStill } from '../mintPage/mintPageStandIn';

/**
 * Renders the real MintEntry screen in jsdom around the bound signing chart, whose two calls are
 * controlled actors. The mint page around it holds still, as it does while it signs: its session
 * is idle, no wallet is connected, and its only child is this chart.
 */

export interface MintEntrySigningUi {
  user: UserEvent;
  actor: Actor<MintEntrySigningLogic>;
  lastAnswer: ServiceAnswer | null;
}

export function createMintEntrySigningJsdomDriver(
  options: { adjustFlow?: (flow: MintEntrySigningLogic) => MintEntrySigningLogic } = {},
): Driver<MintEntrySigningInput, MintEntrySigningUi> {
  return standaloneFlowDriver({
    bind: ({ controlled }) =>
      bindMintEntrySigning({ services: () => Promise.reject(new Error('the calls are controlled')) }).provide({
        actors: { signForMint: controlled.promise(), fetchThumbnails: controlled.promise() },
        actions: { logFailure: () => {} },
      }),
    adjustFlow: options.adjustFlow,
    ui: (actor) => ({ user: userEvent.setup(), actor, lastAnswer: null }),
    render: (actor) => render(<MintEntryScreen mint={mintPageHoldingStill({ mintEntrySigning: actor })} />).unmount,
  });
}
