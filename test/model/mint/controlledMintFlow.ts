import { fromPromise, type CallbackActorLogic } from 'xstate';
import type { MintEvent } from '../../../machines/mint';
import { bindMintFlow, type MintFlowLogic } from '../../../src/app/bindings/mint';
import type { MintingFlowLogic } from '../../../src/app/bindings/minting';
import type { PreparedTransaction } from '../../../src/services/mintBackend/mintBackend.types';
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
    sessionStorage: edge.storage,
    flags: { treatReceiptErrorAsSuccess: false, treatWaitForMintAsSuccess: false },
    online: () => true,
    captchaBypassed: true,
    nativeShare: null,
  });
  const implementations = bound.implementations.actors;
  return bound.provide({
    actors: {
      loadSale: controlled.promise(),
      phaseTimer: controlled.promise(),
      addToWhitelist: controlled.promise(),
      signForMint: controlled.promise(),
      fetchThumbnails: controlled.promise(),
      // The on-chain mint runs for real until its first call, which never answers: the plan
      // answers for the whole mint (it is a chart of its own, with its own tests).
      minting: (implementations.minting as MintingFlowLogic).provide({
        actors: { prepareMint: fromPromise(() => new Promise<PreparedTransaction>(() => {})) },
      }) as never,
      watchUser: controlled.failable(
        bound.implementations.actors.watchUser as unknown as CallbackActorLogic<MintEvent>,
      ) as never,
    },
  });
}
