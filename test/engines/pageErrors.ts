/**
 * The page errors of a visit, the same way in every engine. Playwright's `pageerror` has no match in
 * classic WebDriver (WebKit), so the fault server puts this recorder first in every page's <head>
 * (a script of the site's own origin, which its Content-Security-Policy allows), and a test reads
 * what it kept with a plain script. It keeps them in session storage: a reload the page makes for
 * itself keeps the errors of the load before.
 */

/** Where the fault server serves the recorder. */
export const RECORDER_PATH = '/__engines/errors.js';

/** The session-storage key holding the messages (a JSON array of strings). */
export const ERRORS_KEY = '__engines_errors';

/**
 * Uncaught errors and unhandled rejections, as the browser reports them to the page. The listeners
 * are not in the capture phase: a resource that fails to load (an image, a chunk) fires `error` on
 * its element, which does not bubble, and is not an error of the page's code.
 */
export const RECORDER_SCRIPT = `(() => {
  const record = (message) => {
    try {
      const kept = JSON.parse(sessionStorage.getItem(${JSON.stringify(ERRORS_KEY)}) || '[]');
      kept.push(String(message));
      sessionStorage.setItem(${JSON.stringify(ERRORS_KEY)}, JSON.stringify(kept));
    } catch (_) {}
  };
  addEventListener('error', (event) => {
    const where = event.filename ? ' (' + event.filename + ':' + event.lineno + ')' : '';
    record((event.error && event.error.stack) || event.message + where);
  });
  addEventListener('unhandledrejection', (event) => {
    const reason = event.reason;
    record('unhandled rejection: ' + ((reason && reason.stack) || reason));
  });
})();
`;

/** The script that reads the errors kept so far (an expression for `Session.evaluate`). */
export const READ_ERRORS = `JSON.parse(sessionStorage.getItem(${JSON.stringify(ERRORS_KEY)}) || '[]')`;
