/**
 * One chunk for the app's start-up code. Everything src/app/createApp.tsx imports statically runs on
 * every page, yet the bundler splits it into a dozen small chunks wherever a lazy chunk shares a
 * module (the theme, the button styles, the user chart…). Each is a request, a module record and,
 * since the boot imports the app dynamically, a `<link rel=modulepreload>` the boot inserts: work
 * on the main thread right after the first paint. Grouped, the start-up is one chunk of the app's
 * code and one of the libraries it runs on; lazy chunks import what they share from them. The
 * error catalogue, shared by every flow's lazy code, is one chunk too.
 */
import type { Plugin } from 'vite';

/** What the build's `codeSplitting.groups` take (rolldown's group, the fields used here). */
export interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
  priority?: number;
  includeDependenciesRecursively?: boolean;
}

/**
 * The mint page's selectors: the landing and sale pages' mint section reads the sale from them
 * before the mint page's charts are needed. In the charts' group they made every such page fetch
 * and evaluate the charts, their bindings and the error catalogue before it could come alive
 * (issue 49), so they travel with the small modules those pages share instead.
 */
const MINT_PAGE_SELECTORS = /[\\/]machines[\\/]mintPage[\\/]mintPage\.selectors\.ts$/;

/**
 * The catalogue's base class and the one error the landing and sale pages throw (a remaining count
 * that could not be fetched, src/domain/sale/saleState.ts): with the rest of the catalogue, every
 * such page fetched the catalogue's chunk before it could come alive, for one class (issue 49).
 * They travel with the small modules those pages share; the catalogue imports them from there.
 * `check:size` fails when those pages start with any other module of the catalogue.
 */
export const CATALOGUE_BASE = /[\\/]src[\\/]domain[\\/]errors[\\/](appError|remainingCountError)\.ts$/;

/** Libraries every page runs on: React, emotion, XState and the router. */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|@emotion|stylis|xstate|@xstate|use-sync-external-store|wouter|regexparam|mitt)[\\/]/;

/*
 * Modules of a few hundred bytes each that the landing and sale pages fetch before they are live:
 * the boot's entry to the framework (src/app/evaluateFramework.ts), and what most pages share beside
 * the app (the page announcement, the features with the collections, the visually-hidden style).
 * Each a chunk of its own, each was a request, with the hosting server's 2 kB of headers, on the
 * way to live (issue 49); they travel with the framework's and the app's chunks. (The bundler's
 * runtime helpers stay a chunk of their own: rolldown places that module itself, and groups never
 * see it.) `check:size` fails when a page starts with a chunk this small again.
 */
const WITH_FRAMEWORK = /[\\/]src[\\/]app[\\/]evaluateFramework\.ts$/;
const WITH_APP =
  /[\\/]src[\\/](app[\\/]usePage|views[\\/]hydration[\\/]useFeatures|content[\\/]landing[\\/]collections|views[\\/]components[\\/]visuallyHidden)\.ts$/;

/**
 * A plugin that records, once the module graph is complete, the modules `startModule` imports
 * statically, directly or not, less those `bootModule` does (the boot runs before the first paint
 * and must not wait for the app's chunk: what it shares with the app stays out of it). Both are
 * paths relative to the project root. And the groups that put the framework's and then the app's
 * share of them into a chunk each.
 */
export function startupChunks(bootModule: string, startModule: string): { plugin: Plugin; groups: ChunkGroup[] } {
  const startup = new Set<string>();
  const plugin: Plugin = {
    name: 'startup-chunks',
    apply: 'build',
    buildEnd() {
      startup.clear();
      const ids = [...this.getModuleIds()];
      const find = (path: string) => ids.find((id) => id.replace(/\\/g, '/').endsWith(`/${path}`));
      const staticGraph = (from: string) => {
        const seen = new Set<string>();
        const pending = [from];
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const boot = find(bootModule);
      const start = find(startModule);
      // The prerender's server build has neither: nothing to group there.
      if (!boot || !start) return;
      const bootGraph = staticGraph(boot);
      for (const id of staticGraph(start)) if (!bootGraph.has(id)) startup.add(id);
    },
  };
  return {
    plugin,
    groups: [
      {
        name: 'framework',
        test: (id) => (startup.has(id) && FRAMEWORK.test(id)) || WITH_FRAMEWORK.test(id),
        priority: 2,
      },
      // Not the dependencies the app shares with the boot (Vite's preload helper): they stay with the boot.
      {
        name: 'app',
        test: (id) => startup.has(id) || WITH_APP.test(id),
        priority: 1,
        includeDependenciesRecursively: false,
      },
      /*
       * The error catalogue (src/domain/errors/): its six small modules are shared by the charts and
       * services of every flow, and split apart they became several chunks on the landing page (each a
       * request and a module record). Grouped, `check:size` measured /, fetched before any action,
       * 149.94 -> 148.44 kB gzip in production and 170.34 -> 168.93 kB in the mock build.
       */
      {
        name: 'errors',
        test: (id) =>
          !startup.has(id) &&
          /[\\/]src[\\/]domain[\\/]errors[\\/]/.test(id) &&
          !CATALOGUE_BASE.test(id) &&
          // Not the sign-for-mint reason: it reads the backend's body with zod, and in the group it
          // brought zod to every page that shows a sale (its state throws one of the catalogue's
          // errors). It loads with the one service that reads that body.
          !/[\\/]signForMintFailure\.ts$/.test(id),
      },
      /*
       * The REST client and the retry helper with its waits: left to themselves, the retry modules
       * became a chunk of their own beside the client's (the wallet's receipt polling shares them),
       * one more file on the landing page of every HTTP build. Grouped, `check:size` measured /,
       * fetched before any action in production, 150.19 -> 149.95 kB gzip (issue 51).
       */
      {
        name: 'restClient',
        test: (id) =>
          !startup.has(id) &&
          /[\\/]src[\\/](services[\\/]rest[\\/](restClient|restPath)|domain[\\/](retry|retryWait))\.ts$/.test(id),
      },
      /*
       * The mock services' delays, shared by each mock service's chunk: left to itself, the bundler
       * moved the module into the start-up chunk they all import, so production builds shipped it
       * on every page. A chunk of its own, it loads with the mock services. `check:size` measured /,
       * fetched before any action in production, 150.20 -> 150.03 kB (issue 36).
       */
      /*
       * Eight small modules that the landing and mint pages' lazy code shares (the sale's phases
       * and state, its media, JSON reading, the whitelist outcome, the system-actor watcher, the
       * reduced-motion hook, the frames' policies): left to themselves, each became a chunk of its
       * own on those pages. Grouped, `check:size` measured /, fetched before any action in
       * production, 150.72 -> 149.67 kB gzip (30 -> 24 files), which pays for issue 50's recovery of
       * failed chunks. The framed pages (creator, viewer, maps, whitepaper) fetch the group for
       * their frame policies: 1.3 kB more, after their page is live.
       */
      {
        name: 'shared',
        test: (id) =>
          !startup.has(id) &&
          (/[\\/]src[\\/](domain[\\/](parseJson|whitelistOutcome|sale[\\/](saleMedia|saleState|salePhases))|app[\\/]bindings[\\/]watchSystemActor|views[\\/]components[\\/]usePrefersReducedMotion|views[\\/]pages[\\/]frameSandbox)\.ts$/.test(
            id,
          ) ||
            MINT_PAGE_SELECTORS.test(id) ||
            CATALOGUE_BASE.test(id)),
        // Before the error catalogue's group, which would take the catalogue's base along with the
        // modules that import it.
        priority: 1,
        includeDependenciesRecursively: false,
      },
      /*
       * The mint page's charts (its own, the e-mail form's and the children that every mint page
       * may run, with the rules they import) and their bindings (issue 53). Left to themselves,
       * the bundler cut them into six chunks on every mint page (the children's screens import their
       * selectors), each a request and compressed alone. The charts of the logged-in pages come in
       * a chunk of their own (src/app/bindings/loggedInCharts.ts); the viewer's graphs of the charts
       * (mock builds) stay out.
       */
      {
        name: 'mintCharts',
        test: (id) =>
          !startup.has(id) &&
          ((/[\\/]machines[\\/](mintPage|phaseTimer|emailSignUp|whitelistForms|whitelistResult|loginToMint)[\\/][\w.]+\.ts$/.test(
            id,
          ) &&
            !MINT_PAGE_SELECTORS.test(id)) ||
            /[\\/]src[\\/]domain[\\/]sale[\\/](checkType|heldToken|phaseBoundary)\.ts$/.test(id) ||
            /[\\/]src[\\/]app[\\/]bindings[\\/](mintPage|mintPageParts|deferredLogic|phaseTimer|whitelistForms|whitelistResult|loginToMint)\.ts$/.test(
              id,
            )),
        includeDependenciesRecursively: false,
      },
      /*
       * The sale's section (the landing page's and the sale pages') with the sale pages' own
       * component: 517 bytes that were a chunk and a request of their own on /bayc and /mayc. The
       * landing page fetches them too, inside a chunk it fetches anyway.
       */
      {
        name: 'MintSection',
        test: (id) =>
          /[\\/]src[\\/]views[\\/](mint[\\/](MintSection|SaleHeader|SaleMedia)|pages[\\/]MintPage)\.tsx$/.test(id),
        includeDependenciesRecursively: false,
      },
      {
        name: 'mockDelays',
        test: (id) => !startup.has(id) && /[\\/]src[\\/]services[\\/]mock[\\/]mockDelays\.ts$/.test(id),
      },
    ],
  };
}
