import { createActor, fromPromise, type ActorOptions } from 'xstate';
import {
  appMachine,
  type AppInput,
  type LaunchInput,
  type MintPageLogic,
  type NewsletterFlowLogic,
} from '../../machines/app';
import { approvalMachine } from '../../machines/approval';
import { documentTitle } from '../domain/documentTitle';
import type { AnalyticsService } from '../services/analytics/analytics.types';
import type { UserFlowLogic } from './bindings/user';

/** Name of the attribute set on <html> 2 s after start (README: "The ready marker"). */
export const READY_ATTRIBUTE = 'data-app-ready';

export interface AppEdge {
  siteTitle: string;
  analytics: AnalyticsService;
  document: Document;
  /** Start-up work before the first page renders (loading the services). */
  initialise?: (input: LaunchInput) => Promise<void>;
  /** The user flow, bound to the wallet layer (src/app/bindings/user.ts). */
  userFlow: UserFlowLogic;
  /** The mint page's flow, bound (src/app/bindings/mintPage.ts), loaded on the first mint page. */
  loadMintPage?: () => Promise<MintPageLogic>;
  /** The newsletter sign-up, bound (src/app/bindings/newsletterSignUp.ts), loaded when a sign-up form first shows. */
  loadNewsletterFlow?: () => Promise<NewsletterFlowLogic>;
  /** Whether the user asked for reduced motion (the sign-up modal then closes without fading). */
  motionReduced?: () => boolean;
}

/** Binds the app machine's placeholders to real effects. */
export function provideAppMachine(edge: AppEdge) {
  return appMachine.provide({
    actors: {
      initialise: fromPromise(async ({ input }) => {
        await edge.initialise?.(input);
      }),
      user: edge.userFlow,
      approval: approvalMachine,
      loadMintPage: fromPromise(() =>
        edge.loadMintPage ? edge.loadMintPage() : Promise.reject(new Error('no mint flow is bound')),
      ),
      loadNewsletterFlow: fromPromise(() =>
        edge.loadNewsletterFlow ? edge.loadNewsletterFlow() : Promise.reject(new Error('no newsletter flow is bound')),
      ),
    },
    delays: {
      modalFadeDuration: () => (edge.motionReduced?.() ? 0 : 500),
    },
    actions: {
      setDocumentTitle: (_, params) => {
        edge.document.title = documentTitle(params.title, edge.siteTitle);
      },
      recordPageView: (_, params) => {
        edge.analytics.track({ name: 'PageView', path: params.path, title: params.title });
      },
      recordButtonPress: (_, params) => {
        edge.analytics.track({ name: 'ButtonPress', button: params.button });
      },
      markDocumentReady: () => {
        edge.document.documentElement.setAttribute(READY_ATTRIBUTE, 'true');
      },
      reportStartupError: (_, params) => {
        console.error('[app] start-up failed; continuing without it', params.error);
      },
      reportFlowError: (_, params) => {
        console.error(`[app] the ${params.flow} flow failed`, params.error);
      },
    },
  });
}

export type AppMachineLogic = ReturnType<typeof provideAppMachine>;

export interface AppActorOptions extends Omit<ActorOptions<typeof appMachine>, 'input' | 'systemId'> {
  /** Tests change the bound machine before it runs (a controlled actor, a broken guard). */
  adjustMachine?: (machine: AppMachineLogic) => AppMachineLogic;
}

export function createAppActor(edge: AppEdge, input: AppInput, { adjustMachine, ...options }: AppActorOptions = {}) {
  const machine = provideAppMachine(edge);
  return createActor(adjustMachine?.(machine) ?? machine, { ...options, input, systemId: 'app' });
}

export type AppActor = ReturnType<typeof createAppActor>;
