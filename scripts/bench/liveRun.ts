/**
 * One visit in Chromium as a device makes it (issues 36 and 49): Lighthouse's mobile network preset
 * applied for real through the DevTools protocol (150 ms round trips, 1.6 Mbps down and 750 kbps
 * up, each at Lighthouse's 0.9 of the nominal rate) on a phone's screen, and the CPU slowed by the
 * machine's benchmark index, measured in the visit's own page right before it, divided by the
 * device's. It measures what Lighthouse cannot see when the app starts after its trace ends: the
 * time from navigation to `app:live`, and the longest main-thread task between the first
 * contentful paint and that mark (Long Tasks API, which reports tasks over 50 ms).
 */
import type { Browser } from '@playwright/test';
import { APP_LIVE_MARK } from '../../src/boot/appLive.ts';
import { benchmarkIndexIn } from './benchmarkIndex.ts';
import { calibratedRate, type Device } from './devices.ts';
import type { LiveRun } from './pageBenchReport.ts';

/** Lighthouse's mobile preset (its constants.js: mobileSlow4G and the Moto G Power screen), less its CPU slowdown. */
export const MOBILE_PRESET = {
  latencyMs: 150,
  downloadBytesPerSecond: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadBytesPerSecond: ((750 * 1024) / 8) * 0.9,
  screen: { width: 412, height: 823, deviceScaleFactor: 1.75 },
} as const;

/** How long a visit may take to come alive before the run fails: ten times the device's target. */
const LIVE_LIMIT_FACTOR = 10;

export async function liveRun(browser: Browser, url: string, device: Device): Promise<LiveRun> {
  const { width, height, deviceScaleFactor } = MOBILE_PRESET.screen;
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const benchmarkIndex = await benchmarkIndexIn(page);
    const rate = calibratedRate(benchmarkIndex, device.index);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE_PRESET.latencyMs,
      downloadThroughput: MOBILE_PRESET.downloadBytesPerSecond,
      uploadThroughput: MOBILE_PRESET.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    // Long tasks from the very first one: the observer is buffered and set up before any script runs.
    await page.addInitScript(() => {
      const tasks: [number, number][] = [];
      (window as unknown as { __benchLongTasks: typeof tasks }).__benchLongTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url);
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, APP_LIVE_MARK, {
      timeout: device.maxLiveMs * LIVE_LIMIT_FACTOR,
    });
    const timings = await page.evaluate((mark) => {
      const live = performance.getEntriesByName(mark)[0]!.startTime;
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const tasks = (window as unknown as { __benchLongTasks: [number, number][] }).__benchLongTasks;
      const between = tasks.filter(([start, duration]) => start + duration > paint && start < live);
      return { liveMs: live, longestTaskMs: Math.max(0, ...between.map(([, duration]) => duration)) };
    }, APP_LIVE_MARK);
    return { ...timings, benchmarkIndex, rate };
  } finally {
    await context.close();
  }
}
