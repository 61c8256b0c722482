// First, before any other module runs: the `auth` credentials leave the address.
import { launchAuth } from './app/credentialsFirst';
import { afterFirstViewport } from './boot/afterFirstViewport';
import { recordEarlyInput } from './boot/earlyInput';
import { markAppLive } from './boot/appLive';
import { preloadPageChunks } from './boot/pageChunks';
import { yieldToBrowser } from './boot/yieldToBrowser';
import { importChunk } from './boot/importChunk';
import { watchPreloads } from './boot/failedPreloads';
import { CARRIED_INPUT_KEY } from './boot/keptInput';

/*
 * The boot chunk: all the HTML loads before its first paint. A prerendered page (its root holds the
 * page) is complete without the app, so the boot fetches the app's code (every chunk the page lists,
 * at once: pageChunks.ts) and starts it once the first viewport has been painted: the app never
 * competes with it. A page without prerendered HTML (the development server, shell.html) starts at
 * once. Until a part of the page is live (hydrated), what the visitor does on it is kept and then
 * replayed (earlyInput.ts), as is what they typed before the page reloaded itself to mend its code
 * (carriedInput.ts). The boot shares no module with the app, so it never waits for the app's
 * chunks. Its imports are tried again when the network drops them (importChunk.ts).
 */
// Before the first preload: WebKit needs its failures mended before an import can retry them.
watchPreloads(document);
const root = document.getElementById('root');
const prerendered = root?.hasChildNodes() ?? false;
const earlyInput = root && prerendered ? recordEarlyInput(window, root) : null;
// What the visitor did before the page reloaded itself to mend its code comes back (its code only
// then). Blocked storage throws, which the catch takes: there is nothing to bring back.
if (root && earlyInput) {
  Promise.resolve()
    .then(async () => {
      if (sessionStorage.getItem(CARRIED_INPUT_KEY) === null) return;
      const { restoreCarriedInput } = await importChunk(() => import('./boot/carriedInput'));
      const { found, later } = restoreCarriedInput(root, location.href, window);
      await earlyInput.restore(found, later);
    })
    .catch((error: unknown) => console.error('[boot] could not replay early input', error));
}
const ready = prerendered ? afterFirstViewport(window) : Promise.resolve();
ready
  // Evaluating the libraries, then the app's modules, creating its actors and starting it are
  // separate tasks: none holds the main thread long. Every chunk the page needs is fetched at once.
  .then(() => {
    preloadPageChunks(document);
    return importChunk(() => import('./app/evaluateFramework'));
  })
  .then(async () => {
    await yieldToBrowser();
    return importChunk(() => import('./app/createApp'));
  })
  .then(async ({ createApp }) => {
    await yieldToBrowser();
    const app = createApp(launchAuth, (part) => {
      if (part === 'page') markAppLive(performance, document);
      // In a task of its own: the replay runs the app's handlers, outside React's commit.
      if (earlyInput) void yieldToBrowser().then(() => earlyInput.partLive(part));
    });
    await yieldToBrowser();
    app.start();
  })
  .catch((error: unknown) => {
    earlyInput?.stop();
    // The prerendered page stays readable and its links work; only its interactive parts are missing.
    console.error('[boot] the app could not start', error);
  });
