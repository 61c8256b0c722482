import { act, render } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { createActor, type EventObject } from 'xstate';
import type { IdentityProofEvent, IdentityProofInput } from '../../../machines/identityProof';
import { bindIdentityProofFlow } from '../../../src/app/bindings/identityProof';
import { createMemoryAnalytics } from '../../../src/services/analytics/memoryAnalytics';
import type { Services } from '../../../src/services/services.types';
import { ModalRootContext } from '../../../src/views/components/modalRoot';
import { IdentityProofSection, type IdentityProofRef } from '../../../src/views/identityProof/IdentityProofSection';
import { memoryStorage } from '../../unit/services/mock/mockHarness';
import { createControlledActors, type ControlledActors } from '../controlledActors';
import type { Driver } from '../driver';
import { controlledSteps, settle } from '../jsdomSteps';
import { TimedClock } from '../timedClock';

/** The small identity-proof view in jsdom, on the bound flow with controlled actors and a simulated clock. */

export const ENROLL_LINK = 'https://tokenproof.storyverse.example/enroll';

export interface IdentityProofUi {
  user: UserEvent;
  flow: IdentityProofRef;
}

interface Mounted {
  ui: IdentityProofUi;
  controlled: ControlledActors;
  clock: TimedClock;
  unmount: () => void;
}

export function createIdentityProofJsdomDriver(): Driver<IdentityProofInput, IdentityProofUi> {
  let mounted: Mounted | undefined;
  const current = (): Mounted => {
    if (!mounted) throw new Error('the view is not mounted');
    return mounted;
  };

  return {
    async start(input, inspect) {
      const controlled = createControlledActors();
      const clock = new TimedClock();
      const flowLogic = bindIdentityProofFlow({
        services: async () => ({}) as Services,
        storage: memoryStorage(),
        now: () => clock.now(),
        analytics: createMemoryAnalytics({ print: false }),
        usage: () => 'whitelist',
        widgetLogin: null,
      }).provide({
        actors: {
          restoreSession: controlled.promise(),
          providerLogin: controlled.promise(),
          verifyAccounts: controlled.promise(),
        },
      });
      const flow = createActor(flowLogic, { input, clock, inspect });
      flow.start();
      // Modals render into the layout's modal root; the page's own body stands in for it here.
      const view = render(
        <ModalRootContext.Provider value={{ current: document.body }}>
          <IdentityProofSection flow={flow} enrollLink={ENROLL_LINK} />
        </ModalRootContext.Provider>,
      );
      const ui = { user: userEvent.setup(), flow };
      mounted = {
        ui,
        controlled,
        clock,
        unmount: () => {
          view.unmount();
          flow.stop();
        },
      };
      await settle();
      return ui;
    },
    ...controlledSteps(current),
    async send(event: EventObject) {
      await act(async () => current().ui.flow.send(event as IdentityProofEvent));
      await settle();
    },
    async readStateValue() {
      return current().ui.flow.getSnapshot().value;
    },
    async stop() {
      if (!mounted) return;
      const { unmount } = mounted;
      mounted = undefined;
      await act(async () => unmount());
    },
  };
}
