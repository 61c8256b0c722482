import type { ActorRefFrom } from 'xstate';
import type { LaunchInput } from '../../machines/app';
import type { userMachine } from '../../machines/user';
import type { AppConfig } from '../config';
import type { AnalyticsService } from '../services/analytics/analytics.types';
import { loadServices } from '../services/loadServices';
import type { Services } from '../services/services.types';
import { createAppActor, type AppActor, type AppActorOptions } from './appActor';
import type { ApprovalActorRef } from './bindings/approval';
import { loadOnce } from '../domain/loadOnce';
import { yieldToBrowser } from '../boot/yieldToBrowser';
import { importChunk } from '../boot/importChunk';
import { importOnce } from '../boot/importOnce';
import { forcedPageState } from '../domain/sale/pageState';
import { bindUserFlow, type UserFlowLogic } from './bindings/user';
import { createWalletLoader, expectedChainIdOf, lazyWalletBridge } from './bindings/wallet';
import type { Platform } from './platform';

export type { Platform };

export interface AppRuntime {
  actor: AppActor;
  /** The configured services, loaded at start-up (and again on demand after a failed load). */
  services: () => Promise<Services>;
}

export type UserActorRef = ActorRefFrom<typeof userMachine>;

export interface AppRuntimeOptions extends AppActorOptions {
  /** Tests change the bound user flow before it runs (controlled actors). */
  adjustUserFlow?: (flow: UserFlowLogic) => UserFlowLogic;
  /**
   * What start-up work waits for: the page the visitor opened being live (createApp.tsx), so that
   * loading the services and the wallet layer never competes with bringing that page to life. A
   * flow that needs the services sooner (the mint page's) loads them itself. None: at once.
   */
  startupAfter?: Promise<void>;
}

/**
 * Wires the app: the root actor with its flows bound to the wallet layer, the services and the
 * router. Nothing here runs a request yet: start-up work starts with the actor.
 */
export function createAppRuntime(
  config: AppConfig,
  launch: LaunchInput,
  platform: Platform,
  analytics: AnalyticsService,
  { adjustUserFlow, startupAfter, ...actorOptions }: AppRuntimeOptions = {},
): AppRuntime {
  // The wallet layer (its adapter and the error catalogue it reports with) waits for the page to be
  // live too: the user flow watches the wallet from the start, and loading and evaluating that code
  // among the page's own hydration made the work before a visitor can act longer (issue 49).
  const loadWallet = createWalletLoader(config, platform);
  const wallet = loadOnce(async () => {
    await startupAfter;
    return loadWallet();
  });
  // The root actor is created last; the services reach its approval flow only once it runs.
  const approvalActor = (): ApprovalActorRef => {
    const approval = actor.system.get('approval') as ApprovalActorRef | undefined;
    if (!approval) throw new Error('the approval flow is not running');
    return approval;
  };
  // The mock wallet's approval (the error catalogue with it) loads with the first transaction.
  const approvalModule = importOnce(() => import('./bindings/approval'));
  const approvalRequester = loadOnce(async () => (await approvalModule()).createApprovalRequester(approvalActor));
  const services = loadOnce(async () => {
    // Only the services use the credential store (its schemas): it loads with them, off the start-up path.
    const createSocialCredentialStore = await importChunk(
      async () => (await import('../services/social/socialCredentialStore')).createSocialCredentialStore,
    );
    return loadServices(config, {
      analytics,
      storage: platform.sessionStorage,
      socialCredentials: createSocialCredentialStore(platform.localStorage),
      location: platform.location,
      now: platform.now,
      approveTransaction: async (request) => (await approvalRequester())(request),
      wallet: lazyWalletBridge(wallet),
    });
  });
  const boundUserFlow = bindUserFlow({
    wallet,
    screenWallet: async (address, signal) => (await services()).compliance.isWalletAddressSafe(address, signal),
    navigate: platform.navigate,
    origin: platform.location.origin,
    analytics,
  });
  const userFlow = adjustUserFlow?.(boundUserFlow) ?? boundUserFlow;
  // The mint page's flow (its chart, the sale rules, the phase timer, its edge) loads on the
  // first mint page, off the start-up path: in a task of its own, since the page asks for it while
  // React runs the effects of the page it has just hydrated (issue 49).
  const loadMintPage = loadOnce(async () => {
    await yieldToBrowser();
    return (await importChunk(() => import('./mintPage'))).createMintPage(config, platform, services, analytics);
  });
  // The newsletter sign-up loads only when a sign-up form shows (the signup parameter, a sign-up button).
  const loadNewsletterFlow = loadOnce(async () =>
    (await importChunk(() => import('./bindings/newsletterSignUp'))).bindNewsletterSignUpFlow({ services }),
  );
  const actor = createAppActor(
    {
      siteTitle: config.siteTitle,
      analytics,
      document: platform.document,
      userFlow,
      loadMintPage,
      loadNewsletterFlow,
      motionReduced: () => platform.window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
      initialise: async () => {
        await startupAfter;
        await services();
      },
    },
    {
      ...launch,
      user: {
        userService: config.userService,
        expectedChainId: expectedChainIdOf(config),
        serviceAddress: config.serviceAddress,
      },
      forcedMintPage: forcedPageState(launch.initialSearchParams.forcePage, config.flags.allowForcePage),
      mintWhitelistForm:
        config.flags.showEmailSignUpForWhitelist && !launch.features.showTokenproof ? 'email' : 'signUp',
    },
    actorOptions,
  );
  return { actor, services };
}
