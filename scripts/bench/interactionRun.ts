/**
 * One tap as a device makes it (issue 78), in a visit calibrated as liveRun.ts's: the page comes
 * alive, the control is scrolled into view, the page is left idle, then a touch at the control's
 * centre (the protocol's touch events, as a finger's: pointer, touch, mouse and click events).
 * Measured in the page:
 * - the interaction's duration by the Event Timing API (input delay, processing and the next paint:
 *   what Core Web Vitals' INP reports), the largest of its events, with that event's input delay and
 *   processing (the rest is the wait for the next frame: a tap that changes nothing on screen waits
 *   for whatever paints next, its dialog's code from the network, say);
 * - the time from the touch until what it opens is on screen (the first frame that has it);
 * - the longest main-thread task in between (Long Tasks API: tasks over 50 ms).
 */
import { APP_LIVE_MARK } from '../../src/boot/appLive.ts';
import type { CdpConnection } from './cdpConnection.ts';
import { type CdpPage, openCdpPage, waitForValue } from './cdpPage.ts';
import type { Device } from './devices.ts';
import type { Interaction } from './interactions.ts';
import type { InteractionRun } from './interactionReport.ts';
import { emulateDevice } from './liveRun.ts';

/** The page has had no long task for this long, and was scrolled this long ago, when it is tapped. */
const IDLE_MS = 1500;
/** Between a finger's touch and its lift: a tap's usual length. */
const TOUCH_MS = 60;
/** How long the page may take to come alive, or to settle idle, before the run fails. */
const LIVE_LIMIT_MS = 30_000;
/** How long what a tap opens may take to show before the run fails: far past every target. */
const SHOWN_LIMIT_MS = 20_000;
/**
 * Event Timing's smallest threshold: an interaction shorter than this has no entry, and counts as
 * this long (an upper bound).
 */
export const EVENT_THRESHOLD_MS = 16;

/** Records long tasks, interactions' events and the touch's time from the first script on. */
const RECORDER = `
  window.__benchTap = { tasks: [], events: [], touchAt: null, shownAt: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchTap.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) window.__benchTap.events.push([
          entry.startTime,
          entry.duration,
          entry.interactionId,
          entry.processingStart - entry.startTime,
          entry.processingEnd - entry.processingStart,
        ]);
  }).observe({ type: 'event', durationThreshold: ${EVENT_THRESHOLD_MS}, buffered: true });
  addEventListener('pointerdown', (event) => {
    if (window.__benchTap.armed && window.__benchTap.touchAt === null) window.__benchTap.touchAt = event.timeStamp;
  }, { capture: true, passive: true });`;

/**
 * Brings the control to the middle of the screen and waits for the page to settle: its centre (CSS
 * pixels) once the page is live, the control on screen, and neither a long task nor a scroll for
 * IDLE_MS; else null. Scrolled again whenever it is off screen: parts above it that come alive as
 * they near the viewport (content-visibility) can move it after the first scroll.
 */
const settledControl = (control: string) => `(() => {
  const tap = window.__benchTap;
  const element = performance.getEntriesByName(${JSON.stringify(APP_LIVE_MARK)}).length > 0 ? ${control} : null;
  if (!element) return null;
  const box = element.getBoundingClientRect();
  const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  if (centre.y < 0 || centre.y > innerHeight || centre.x < 0 || centre.x > innerWidth) {
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
    tap.scrolledAt = performance.now();
    return null;
  }
  const lastTaskEnd = Math.max(tap.scrolledAt ?? 0, ...tap.tasks.map(([start, duration]) => start + duration));
  return performance.now() - lastTaskEnd >= ${IDLE_MS} ? centre : null;
})()`;

/** Arms the recorder for the touch and watches every frame for what it opens. */
const arm = (shown: string) => `(() => {
  const tap = window.__benchTap;
  if (${shown}) throw new Error('what the tap opens is shown before the tap');
  tap.armed = true;
  const check = () => {
    if (${shown}) tap.shownAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
  return true;
})()`;

/** The run's numbers once what the tap opened is shown and its interaction's entries are in (else null). */
const RESULT = `(() => {
  const { touchAt, shownAt, events, tasks } = window.__benchTap;
  if (touchAt === null || shownAt === null) return null;
  const own = events.filter(([start]) => start >= touchAt - 1);
  // The entries come once the interaction has painted; a tap under the threshold has none.
  if (own.length === 0 && performance.now() - shownAt < 1000) return null;
  const ids = new Set(own.map(([, , id]) => id));
  const longest = events
    .filter(([, , id]) => ids.has(id))
    .reduce((found, event) => (found === null || event[1] > found[1] ? event : found), null);
  const between = tasks.filter(([start, duration]) => start + duration > touchAt && start < shownAt);
  return {
    eventMs: longest?.[1] ?? null,
    inputDelayMs: longest?.[3] ?? 0,
    processingMs: longest?.[4] ?? 0,
    shownMs: shownAt - touchAt,
    longestTaskMs: Math.max(0, ...between.map(([, duration]) => duration)),
  };
})()`;

type PageResult = Omit<InteractionRun, 'eventMs' | 'benchmarkIndex' | 'rate'> & { eventMs: number | null };

/** A finger on `point`, lifted TOUCH_MS later. */
async function tap(page: CdpPage, point: { x: number; y: number }) {
  await page.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await new Promise((resolve) => setTimeout(resolve, TOUCH_MS));
  await page.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

export async function interactionRun(
  cdp: CdpConnection,
  base: string,
  interaction: Interaction,
  device: Device,
): Promise<InteractionRun> {
  const page = await openCdpPage(cdp);
  try {
    const calibration = await emulateDevice(page, device);
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: RECORDER });
    await page.send('Page.navigate', { url: new URL(interaction.route, base).href });
    const what = `${interaction.name} on ${interaction.route}`;
    // Scrolled into view, a part below the fold comes alive (content-visibility), as for a visitor.
    const point = await waitForValue<{ x: number; y: number }>(
      page,
      settledControl(interaction.control),
      LIVE_LIMIT_MS,
      `the control of ${what}, on screen and idle`,
    );
    await page.evaluate(arm(interaction.shown));
    await tap(page, point);
    const result = await waitForValue<PageResult>(
      page,
      RESULT,
      SHOWN_LIMIT_MS,
      `${interaction.opens} after ${what}`,
    ).catch(async (error: unknown) => {
      // Which half failed: the touch never reached the page, or what it opens never showed.
      const state = await page.evaluate<string>(
        'JSON.stringify({ touchedAt: window.__benchTap.touchAt, shownAt: window.__benchTap.shownAt })',
      );
      throw new Error(`${String(error)} (${state})`, { cause: error });
    });
    return { ...result, eventMs: result.eventMs ?? EVENT_THRESHOLD_MS, ...calibration };
  } finally {
    await page.close();
  }
}
