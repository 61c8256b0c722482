import { render } from '@testing-library/react';
import { createMachine, type Actor } from 'xstate';
import { IDLE_SESSION, type MintSession } from '../../../machines/mintPage';
import { whitelistResultMachine, type WhitelistResultInput } from '../../../machines/whitelistResult';
import { AppProviders, type AppServices } from '../../../src/app/AppProviders';
import { readConfig } from '../../../src/config/readConfig';
import WhitelistCheckedScreen from '../../../src/views/mint/WhitelistCheckedScreen';
import type { Driver } from '../driver';
import { standaloneFlowDriver, type ServiceAnswer } from '../jsdomHarness';
import { mintPageHoldingStill } from '../mintPage/mintPageStandIn';
import { answeringChildren } from '../childAnswers';
import { COLLECTION_SALE, SALE } from '../mintPage/mintPageModel';

/**
 * Renders the real WhitelistChecked screen in jsdom around the result's chart. The story's code
 * loading is a controlled call; the story reveal is a chart that waits (the plan can make it stop).
 * The mint page around it holds still, with the session that result comes from.
 */

type WhitelistResultLogic = typeof whitelistResultMachine;

export interface WhitelistResultUi {
  actor: Actor<WhitelistResultLogic>;
  lastAnswer: ServiceAnswer | null;
}

/** The mint session each result comes from. */
const SESSIONS: Record<WhitelistResultInput['result'], MintSession> = {
  story: { ...IDLE_SESSION, eligibleAdded: 1, eligibleTokens: 1, storyKey: 'key' },
  giveaway: IDLE_SESSION,
  plain: { ...IDLE_SESSION, eligibleAdded: 1, eligibleTokens: 1 },
};

/** A story reveal that waits, with its key. */
const waitingReveal = createMachine({ id: 'storyReveal', context: ({ input }) => input as { storyKey: string } });

export function createWhitelistResultJsdomDriver(
  options: { adjustFlow?: (flow: WhitelistResultLogic) => WhitelistResultLogic } = {},
): Driver<WhitelistResultInput, WhitelistResultUi> {
  const driver = standaloneFlowDriver({
    bind: ({ controlled }) =>
      whitelistResultMachine.provide({
        actors: { loadForms: controlled.promise(), storyReveal: waitingReveal as never },
        actions: { logFailure: () => {} },
      }),
    adjustFlow: options.adjustFlow,
    ui: (actor) => ({ actor, lastAnswer: null }),
    render: (actor) => {
      const { result } = actor.getSnapshot().context;
      const sale = result === 'giveaway' ? COLLECTION_SALE : SALE;
      return render(
        // The giveaway's links come from the configuration: the only service the screen reads.
        <AppProviders services={{ config: readConfig({}) } as AppServices}>
          <WhitelistCheckedScreen
            mint={mintPageHoldingStill({ whitelistResult: actor }, SESSIONS[result])}
            sale={sale}
          />
        </AppProviders>,
      ).unmount;
    },
  });
  return answeringChildren(driver, ['storyReveal']);
}
