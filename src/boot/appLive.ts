/**
 * The signal that the app is live (issue 36): the app has started and the page's layout and page
 * have hydrated (or rendered), so the page answers input. It
 * is a User Timing mark, which the page benchmark times and Lighthouse finds in its trace, and an
 * attribute on the document element, which the browser tests wait for (a test's fake clock
 * replaces `performance` with one that keeps no marks).
 */
export const APP_LIVE_MARK = 'app:live';
export const APP_LIVE_ATTRIBUTE = 'data-app-live';

/** Signals once per document; later calls (the next page of a visit) leave the first signal. */
export function markAppLive(
  performance: Pick<Performance, 'mark'>,
  document: { documentElement: Pick<Element, 'hasAttribute' | 'setAttribute'> },
): void {
  if (document.documentElement.hasAttribute(APP_LIVE_ATTRIBUTE)) return;
  document.documentElement.setAttribute(APP_LIVE_ATTRIBUTE, 'true');
  performance.mark(APP_LIVE_MARK);
}
