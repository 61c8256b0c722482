import { createActor, fromPromise, type ActorOptions } from 'xstate';
import { appMachine, type AppInput } from '../../machines/app';
import { documentTitle } from '../domain/documentTitle';
import type { AnalyticsService } from '../services/analytics/analytics.types';

/** Name of the attribute set on <html> 2 s after start (README: "The ready marker"). */
export const READY_ATTRIBUTE = 'data-app-ready';

export interface AppEdge {
  siteTitle: string;
  analytics: AnalyticsService;
  document: Document;
  /** Start-up work before the first page renders (sessions restore here as flows arrive). */
  initialise?: (input: AppInput) => Promise<void>;
}

/** Binds the app machine's placeholders to real effects. */
export function provideAppMachine(edge: AppEdge) {
  return appMachine.provide({
    actors: {
      initialise: fromPromise(async ({ input }) => {
        await edge.initialise?.(input);
      }),
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
    },
  });
}

export function createAppActor(
  edge: AppEdge,
  input: AppInput,
  options: Omit<ActorOptions<typeof appMachine>, 'input'> = {},
) {
  return createActor(provideAppMachine(edge), { ...options, input, systemId: 'app' });
}

export type AppActor = ReturnType<typeof createAppActor>;
