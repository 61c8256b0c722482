import { render } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import type { IdentityProofInput } from '../../../machines/identityProof';
import { bindIdentityProofFlow } from '../../../src/app/bindings/identityProof';
import { createMemoryAnalytics } from '../../../src/services/analytics/memoryAnalytics';
import type { Services } from '../../../src/services/services.types';
import { ModalRootContext } from '../../../src/views/components/modalRoot';
import { IdentityProofSection, type IdentityProofRef } from '../../../src/views/identityProof/IdentityProofSection';
import { memoryStorage } from '../../unit/services/mock/mockHarness';
import type { Driver } from '../driver';
import { standaloneFlowDriver, type ServiceAnswer } from '../jsdomHarness';

/** The small identity-proof view in jsdom, on the bound flow with controlled actors and a simulated clock. */

export const ENROLL_LINK = 'https://tokenproof.storyverse.example/enroll';

export interface IdentityProofUi {
  user: UserEvent;
  actor: IdentityProofRef;
  lastAnswer: ServiceAnswer | null;
}

export function createIdentityProofJsdomDriver(): Driver<IdentityProofInput, IdentityProofUi> {
  return standaloneFlowDriver({
    bind: ({ controlled, clock }) =>
      bindIdentityProofFlow({
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
      }),
    ui: (actor) => ({ user: userEvent.setup(), actor, lastAnswer: null }),
    // Modals render into the layout's modal root; the page's own body stands in for it here.
    render: (actor) =>
      render(
        <ModalRootContext.Provider value={{ current: document.body }}>
          <IdentityProofSection flow={actor} enrollLink={ENROLL_LINK} />
        </ModalRootContext.Provider>,
      ).unmount,
  });
}
