import type { CallbackActorLogic } from 'xstate';
import type { MintEvent } from '../../../machines/mint';
import { bindMintFlow, type MintFlowLogic } from '../../../src/app/bindings/mint';
import type { KeyValueStorage } from '../../../src/app/safeStorage';
import { createSocialCredentialStore } from '../../../src/services/social/socialCredentialStore';
import type { ControlledActors } from '../controlledActors';

/** The services are never reached: every call of the mint flow is a controlled actor. */
const noServices = () => Promise.reject(new Error('the services are not used: the calls are controlled'));

export interface ControlledMintEdge {
  controlled: ControlledActors;
  now: () => number;
  storage: KeyValueStorage;
  origin: string;
}

/**
 * The mint flow as the app binds it (src/app/bindings/mint.ts), except that loading, the phase
 * timer and the whitelisting are controlled actors and the user watcher can be made to fail. The
 * machine children (sign-up section, e-mail form, story reveal) stay real. Shared by the jsdom
 * driver and the browser harness, so that both run the same flow.
 */
export function controlledMintFlow(edge: ControlledMintEdge): MintFlowLogic {
  const { controlled } = edge;
  const bound = bindMintFlow({
    services: noServices,
    analytics: { track: () => {} },
    now: edge.now,
    document,
    window,
    storage: edge.storage,
    credentials: createSocialCredentialStore(edge.storage),
    widgetLogin: null,
    openPopup: () => null,
    redirect: () => {},
    returnTo: () => `${edge.origin}/bayc`,
    origin: edge.origin,
    productName: 'Storyverse',
    openTab: () => {},
  });
  return bound.provide({
    actors: {
      loadSale: controlled.promise(),
      phaseTimer: controlled.promise(),
      addToWhitelist: controlled.promise(),
      watchUser: controlled.failable(
        bound.implementations.actors.watchUser as unknown as CallbackActorLogic<MintEvent>,
      ) as never,
    },
  });
}
