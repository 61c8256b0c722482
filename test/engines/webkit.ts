import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Builder, By, type WebDriver } from 'selenium-webdriver';
import { type Engine, type PageFunction, pollUntil, type Session } from './engine';
import { startVirtualDisplay, stop } from './xvfb';

/**
 * Debian's WebKitGTK (`libwebkit2gtk-4.1-0`, Safari's engine) through its WebDriver server
 * (`webkit2gtk-driver`), which drives the library's MiniBrowser on a virtual display. WebKitGTK
 * speaks classic WebDriver only: no request interception (the fault server answers the faults) and
 * no page-error events (the page's recorder keeps them, ./pageErrors.ts).
 * selenium-webdriver is the client, a devDependency of its own: a well-kept classic WebDriver
 * client with few dependencies, used against the running server only (it downloads no driver when
 * it is given the server's address). Pinned at 4.46.0, the last release that runs on Node 20.
 *
 * The server holds one session at a time, and each session is a new MiniBrowser with an ephemeral
 * profile: a new visitor, with nothing kept from the one before.
 */

const DRIVER = 'WebKitWebDriver';
/** How long the driver may take to answer its status (measured: about 0.1 s). */
const DRIVER_START_MS = 10_000;

/** Where the library package installs MiniBrowser (under its multiarch folder). */
function miniBrowserPath(): string {
  const files = execFileSync('dpkg', ['-L', 'libwebkit2gtk-4.1-0'], { encoding: 'utf8' }).split('\n');
  const path = files.find((file) => file.endsWith('/MiniBrowser'));
  if (!path) throw new Error('libwebkit2gtk-4.1-0 installs no MiniBrowser (dpkg -L libwebkit2gtk-4.1-0)');
  return path;
}

/** A port nobody listens on now (the driver takes a port, not a listening socket). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForDriver(url: string) {
  const deadline = Date.now() + DRIVER_START_MS;
  for (;;) {
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${DRIVER} did not answer at ${url} within ${DRIVER_START_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function webDriverSession(driver: WebDriver): Session {
  const session: Session = {
    async open(url) {
      await driver.get(url);
    },
    evaluate: (async (script: string | PageFunction<unknown[], unknown>, ...args: unknown[]) =>
      driver.executeScript(
        typeof script === 'string' ? `return (${script});` : `return (${script.toString()}).apply(null, arguments);`,
        ...args,
      )) as Session['evaluate'],
    async click(selector) {
      const element = await driver.findElement(By.css(selector));
      // Centred in the viewport first, as puppeteer does: WebKit's driver, scrolling by itself,
      // found the footer's button of `/` not interactable (ElementNotInteractable for 5 s).
      await driver.executeScript("arguments[0].scrollIntoView({ block: 'center', inline: 'center' })", element);
      await element.click();
    },
    async type(selector, text) {
      await driver.findElement(By.css(selector)).sendKeys(text);
    },
    waitFor: (what, timeoutMs, predicate, ...args) => pollUntil(session, what, timeoutMs, predicate, args),
    url: () => driver.getCurrentUrl(),
    close: () => driver.quit(),
  };
  return session;
}

export async function launchWebKit(): Promise<Engine> {
  const binary = miniBrowserPath();
  const display = await startVirtualDisplay();
  const port = await freePort();
  const server = spawn(DRIVER, [`--port=${port}`, '--host=local'], {
    // Without accelerated compositing: on a virtual display its GL is Mesa's, drawn by the CPU.
    // Measured on the pages and mint files: 56 against 38 CPU-s, the same results.
    env: { ...process.env, DISPLAY: display.display, WEBKIT_DISABLE_COMPOSITING_MODE: '1' },
    // The driver and the browsers it starts write warnings no test reads (no sound card, no D-Bus).
    stdio: 'ignore',
  });
  // A worker that ends without its hooks (a crash, a kill) leaves no display or driver behind.
  const leftBehind = () => {
    server.kill();
    display.kill();
  };
  process.once('exit', leftBehind);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForDriver(url);
  } catch (error) {
    process.off('exit', leftBehind);
    await stop(server);
    await display.close();
    throw error;
  }
  const version = execFileSync('dpkg-query', ['-W', '-f=${Version}', 'libwebkit2gtk-4.1-0'], { encoding: 'utf8' });

  return {
    name: 'webkit',
    version: `WebKitGTK ${version}`,
    async newSession() {
      const driver = await new Builder()
        .usingServer(url)
        .disableEnvironmentOverrides()
        .withCapabilities({
          browserName: 'MiniBrowser',
          // `normal` (the load event), as the other engines' `open`. With `eager`, WebKitGTK 2.50's
          // driver does not answer a script sent while the page still loads (measured: no answer
          // in 30 s, whatever the script timeout), and the scenarios poll the page as it loads.
          pageLoadStrategy: 'normal',
          'webkitgtk:browserOptions': { binary, args: ['--automation'] },
        })
        .build();
      await driver.manage().window().setRect({ width: 1280, height: 800 });
      return webDriverSession(driver);
    },
    async close() {
      process.off('exit', leftBehind);
      await stop(server);
      await display.close();
    },
  };
}
