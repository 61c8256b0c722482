// First, before any other module runs: the `auth` credentials leave the address.
import { launchAuth } from './app/credentialsFirst';
import { afterFirstViewport } from './boot/afterFirstViewport';
import { yieldToBrowser } from './boot/yieldToBrowser';

/*
 * The boot chunk: all the HTML loads before its first paint. A prerendered page (its root holds the
 * page) is complete without the app, so the app's code is fetched once the first viewport has been
 * painted and never competes with it; a page without prerendered HTML (the development server,
 * shell.html) starts at once. The boot shares no module with the app, so it never waits for the
 * app's chunks.
 */
const prerendered = document.getElementById('root')?.hasChildNodes() ?? false;
const ready = prerendered ? afterFirstViewport(window) : Promise.resolve();
ready
  .then(() => import('./app/createApp'))
  // Evaluating the app's modules, creating its actors and starting it are separate tasks: none holds
  // the main thread long.
  .then(async ({ createApp }) => {
    await yieldToBrowser();
    const app = createApp(launchAuth);
    await yieldToBrowser();
    app.start();
  })
  .catch((error: unknown) => {
    // The prerendered page stays readable and its links work; only its interactive parts are missing.
    console.error('[boot] the app could not start', error);
  });
