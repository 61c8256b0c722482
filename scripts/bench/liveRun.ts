/**
 * One visit in Chromium as a device makes it (issues 36 and 49): Lighthouse's mobile network preset
 * applied for real through the DevTools protocol (150 ms round trips, 1.6 Mbps down and 750 kbps
 * up, each at Lighthouse's 0.9 of the nominal rate) on a phone's screen, and the CPU slowed by the
 * machine's benchmark index, measured in the visit's own page right before it, divided by the
 * device's. It measures what Lighthouse cannot see when the app starts after its trace ends: the
 * time from navigation to `app:live`, and the longest main-thread task between the first
 * contentful paint and that mark (Long Tasks API, which reports tasks over 50 ms).
 *
 * The visit is driven over a bare DevTools connection that never enables the Runtime domain
 * (cdpConnection.ts says why: with it, React DOM's start alone took about 25 ms more at full speed,
 * 2-3 ms without, a cost only a browser with an inspector attached pays). Lighthouse's runs keep it:
 * they are Lighthouse's own measure.
 */
import { APP_LIVE_MARK } from '../../src/boot/appLive.ts';
import { benchmarkIndexIn } from './benchmarkIndex.ts';
import type { CdpConnection } from './cdpConnection.ts';
import { type CdpPage, openCdpPage, waitForValue } from './cdpPage.ts';
import { calibratedRate, type Device } from './devices.ts';
import type { LiveRun } from './pageBenchReport.ts';

/** Lighthouse's mobile preset (its constants.js: mobileSlow4G and the Moto G Power screen), less its CPU slowdown. */
export const MOBILE_PRESET = {
  latencyMs: 150,
  downloadBytesPerSecond: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadBytesPerSecond: ((750 * 1024) / 8) * 0.9,
  screen: { width: 412, height: 823, deviceScaleFactor: 1.75 },
} as const;

/**
 * The visits' browser's own switches. Paint holding off, as Playwright's browser (which made these
 * visits until issue 49's bare connection) always has it: with it, a new tab's first navigation from
 * its blank page showed its first paint at 1.4-2.5 s instead of 0.6-1.0 s in 6 of 14 low-tier
 * visits, the page's main thread idle meanwhile. The browser held it, not the page's code.
 */
export const VISIT_BROWSER_FLAGS = ['--disable-features=PaintHolding'];

/** How long a visit may take to come alive before the run fails: ten times the device's target. */
const LIVE_LIMIT_FACTOR = 10;

/** Records long tasks from the very first one: run in the visited document before any of its scripts. */
const RECORD_TASKS = `
  window.__benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchLongTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });`;

/** The visit's timings once the page is live (null before): a JavaScript expression. */
const TIMINGS = `(() => {
  const live = performance.getEntriesByName(${JSON.stringify(APP_LIVE_MARK)})[0];
  if (!live || !window.__benchLongTasks) return null;
  const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  const between = window.__benchLongTasks.filter(([start, duration]) => start + duration > paint && start < live.startTime);
  return { liveMs: live.startTime, longestTaskMs: Math.max(0, ...between.map(([, duration]) => duration)) };
})()`;

type Timings = Pick<LiveRun, 'liveMs' | 'longestTaskMs'>;

/** Calibrates `page` (still blank) to `device`: the phone's screen and touch, the mobile network, the CPU slowed. */
export async function emulateDevice(page: CdpPage, device: Device): Promise<Pick<LiveRun, 'benchmarkIndex' | 'rate'>> {
  const benchmarkIndex = await benchmarkIndexIn(page);
  const rate = calibratedRate(benchmarkIndex, device.index);
  const { width, height, deviceScaleFactor } = MOBILE_PRESET.screen;
  await page.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor, mobile: true });
  await page.send('Emulation.setTouchEmulationEnabled', { enabled: true });
  await page.send('Network.enable');
  await page.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_PRESET.latencyMs,
    downloadThroughput: MOBILE_PRESET.downloadBytesPerSecond,
    uploadThroughput: MOBILE_PRESET.uploadBytesPerSecond,
  });
  await page.send('Emulation.setCPUThrottlingRate', { rate });
  await page.send('Page.enable');
  return { benchmarkIndex, rate };
}

export async function liveRun(cdp: CdpConnection, url: string, device: Device): Promise<LiveRun> {
  const page = await openCdpPage(cdp);
  try {
    const calibration = await emulateDevice(page, device);
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: RECORD_TASKS });
    await page.send('Page.navigate', { url });
    const timings = await waitForValue<Timings>(page, TIMINGS, device.maxLiveMs * LIVE_LIMIT_FACTOR, `${url} live`);
    return { ...timings, ...calibration };
  } finally {
    await page.close();
  }
}
