import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fromPromise, type AnyActorRef, type EventObject, type InspectionEvent } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { mintPageMachine } from '../../../machines/mintPage';
import { App } from '../../../src/App';
import { createAppRuntime } from '../../../src/app/appRuntime';
import { browserPlatform } from '../../../src/app/browserPlatform';
import { readLaunchInput } from '../../../src/app/launch';
import { markAppLive } from '../../../src/boot/appLive';
import { getConfig } from '../../../src/config';
import { createMemoryAnalytics } from '../../../src/services/analytics/memoryAnalytics';
import { createControlledActors } from '../../model/controlledActors';
import { createCoverageRecorder, type CoverageReport } from '../../model/coverage';
import { controlledMintPage } from '../../model/mintPage/controlledMintPage';

/**
 * The whole app, as src/app/createApp.tsx wires it, with the mint flow of
 * test/model/mintPage/controlledMintPage.ts (the one the jsdom driver runs): the browser driver of
 * the mint page's paths (test/model/mintPage/mintPageBrowserDriver.ts) answers the flow's calls and
 * reads its state through `window.mintPaths`. The address is the sale's page with `?flow=mintPage`;
 * `&whitelistForm=email` shows the e-mail form on Whitelist.
 */

export interface MintPathsHandle {
  /** Answers a controlled call, or tells the flow that a machine child finished. */
  resolve: (actorId: string, output: unknown) => void;
  /** Fails a controlled call, or tells the flow that a machine child failed. */
  reject: (actorId: string, message: string) => void;
  send: (event: EventObject) => void;
  /** The mint flow's state value, or null before it runs. */
  value: () => unknown;
  /** The mint flow's context (for assertions that depend on what it holds). */
  context: () => unknown;
  coverage: () => CoverageReport[];
}

declare global {
  interface Window {
    mintPaths?: MintPathsHandle;
  }
}

export function startMintPageHarness(root: HTMLElement) {
  const config = getConfig();
  const platform = browserPlatform();
  const analytics = createMemoryAnalytics({ print: false });
  const controlled = createControlledActors();
  const recorder = createCoverageRecorder([mintPageMachine]);
  const flow = controlledMintPage({
    controlled,
    now: () => Date.now(),
    storage: platform.localStorage,
    origin: window.location.origin,
  });
  const whitelistByEmail = new URLSearchParams(window.location.search).get('whitelistForm') === 'email';
  const { actor } = createAppRuntime(
    { ...config, flags: { ...config.flags, showEmailSignUpForWhitelist: whitelistByEmail } },
    readLaunchInput(window.location, config),
    platform,
    analytics,
    {
      inspect: (event: InspectionEvent) => recorder.observe(event),
      adjustMachine: (machine) => machine.provide({ actors: { loadMintPage: fromPromise(() => flow) } }),
    },
  );
  actor.start();
  const running = () => actor.getSnapshot().context.mint as AnyActorRef | null;
  const mint = () => {
    const flowActor = running();
    if (!flowActor) throw new Error('no mint flow is running');
    return flowActor;
  };
  window.mintPaths = {
    resolve: (actorId, output) => {
      if (controlled.waiting().includes(actorId)) controlled.resolve(actorId, output);
      else mint().send({ type: `xstate.done.actor.${actorId}`, output, actorId } as EventObject);
    },
    reject: (actorId, message) => {
      const error = new Error(message);
      if (controlled.waiting().includes(actorId)) controlled.reject(actorId, error);
      else mint().send({ type: `xstate.error.actor.${actorId}`, error, actorId } as EventObject);
    },
    send: (event) => mint().send(event),
    value: () => running()?.getSnapshot().value ?? null,
    context: () => mint().getSnapshot().context,
    coverage: () => recorder.report(),
  };
  createRoot(root).render(
    <StrictMode>
      <App
        services={{
          actor,
          config,
          device: { mobile: false, walletAppLink: (path) => path },
          navigation: {
            go: (path) => navigate(path),
            leave: (href) => window.location.assign(href),
            origin: window.location.origin,
          },
          adminPlatform: { sessionStorage: platform.sessionStorage },
          analytics,
          onPartHydrated: (part) => {
            if (part === 'page') markAppLive(performance, document);
          },
        }}
      />
    </StrictMode>,
  );
}
