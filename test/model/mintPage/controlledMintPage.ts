import { fromPromise, type CallbackActorLogic } from 'xstate';
import type { MintPageEvent } from '../../../machines/mintPage';
import { bindMintPage, type MintPageEdge, type MintPageLogic } from '../../../src/app/bindings/mintPage';
import { createMintPageParts } from '../../../src/app/bindings/mintPageParts';
import type { SignedMint } from '../../../machines/mintEntrySigning';
import type { MintEntrySigningLogic } from '../../../src/app/bindings/mintEntrySigning';
import type { ShareToMintLogic } from '../../../src/app/bindings/shareToMint';
import type { WhitelistFormsLogic } from '../../../src/app/bindings/whitelistForms';
import type { WhitelistResultLogic } from '../../../src/app/bindings/whitelistResult';
import type { MintStepLogic } from '../../../src/app/bindings/mintStep';
import type { MintTransactionLogic } from '../../../src/app/bindings/mintTransaction';
import type { LoginToMintLogic } from '../../../src/app/bindings/loginToMint';
import type { MintLoginFlowLogic } from '../../../src/app/bindings/mintLogin';
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
 * The mint flow as the app binds it (src/app/bindings/mintPage.ts), except that loading, the phase
 * timer, the whitelisting and the loading of the later parts' code are controlled actors, and the
 * user watcher can be made to fail. The later parts are loaded before the flow starts, so that a
 * planned 'loaded' answer finds them; the machine children (sign-up section, e-mail form, story
 * reveal) stay real. Shared by the jsdom driver and the browser harness, so that both run the same flow.
 */
export async function controlledMintPage(edge: ControlledMintEdge): Promise<MintPageLogic> {
  const { controlled } = edge;
  const mintEdge: MintPageEdge = {
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
  };
  const parts = createMintPageParts(mintEdge);
  await Promise.all([parts.loadForms(), parts.loadLogin(), parts.loadSteps(), parts.loadLoggedIn()]);
  const bound = bindMintPage(mintEdge, parts);
  const implementations = bound.implementations.actors;
  return bound.provide({
    actors: {
      loadSale: controlled.promise(),
      findPhasePage: controlled.promise(),
      phaseTimer: controlled.promise(),
      addToWhitelist: controlled.promise(),
      // The login steps, the signing and the on-chain mint run for real until their first call,
      // which never answers: the plan answers for each as a whole (they are charts of their own,
      // with their own tests), so a logged-in visitor's login does not end before the plan says so.
      loginToMint: (implementations.loginToMint as LoginToMintLogic).provide({
        actors: {
          loadLogin: controlled.promise(),
          mintLogin: (parts.loaded.login as MintLoginFlowLogic).provide({
            actors: { detectWalletProvider: fromPromise(() => new Promise<boolean>(() => {})) },
          }) as never,
        },
      }) as never,
      // The Whitelist page's form runs for real; its code's loading is the plan's (or its own model's).
      whitelistForms: (implementations.whitelistForms as WhitelistFormsLogic).provide({
        actors: { loadForms: controlled.promise() },
      }) as never,
      // MintShare's share runs for real too; its code's loading is the plan's (or its own model's).
      shareToMint: (implementations.shareToMint as ShareToMintLogic).provide({
        actors: { loadSteps: controlled.promise() },
      }) as never,
      // WhitelistChecked's result runs for real; its story's code loading is the plan's (or its own model's).
      whitelistResult: (implementations.whitelistResult as WhitelistResultLogic).provide({
        actors: { loadForms: controlled.promise() },
      }) as never,
      mintEntrySigning: (implementations.mintEntrySigning as MintEntrySigningLogic).provide({
        actors: { signForMint: fromPromise(() => new Promise<SignedMint>(() => {})) },
      }) as never,
      // Minting's mint runs for real: its code's loading is the plan's, its on-chain mint waits.
      mintStep: (implementations.mintStep as MintStepLogic).provide({
        actors: {
          loadSteps: controlled.promise(),
          mintTransaction: (parts.loaded.steps?.mintTransaction as MintTransactionLogic).provide({
            actors: { prepareMint: fromPromise(() => new Promise<PreparedTransaction>(() => {})) },
          }) as never,
        },
      }) as never,
      watchUser: controlled.failable(
        bound.implementations.actors.watchUser as unknown as CallbackActorLogic<MintPageEvent>,
      ) as never,
    },
  });
}
