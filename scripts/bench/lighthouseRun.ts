/**
 * One Lighthouse run in Debian's chromium: Lighthouse's default configuration, which is a mobile
 * visit (Moto G Power screen, slow 4G) with storage and cache cleared first, so every run is a new
 * visitor, except its CPU slowdown: calibrated to a device of index LIGHTHOUSE_DEVICE_INDEX from the
 * machine's index, measured in the same browser right before the run (issue 49). Only the
 * performance category is gathered. The throttling is Lighthouse's default, simulated (the page
 * runs at full speed and its tasks are scaled after), or `devtools` (the CPU and network really
 * slowed while the page loads).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { APP_LIVE_MARK } from '../../src/boot/appLive.ts';
import { benchmarkIndexAt } from './benchmarkIndex.ts';
import { calibratedRate, LIGHTHOUSE_DEVICE_INDEX } from './devices.ts';
import type { LighthouseRun } from './pageBenchReport.ts';

export type BenchBrowser = Awaited<ReturnType<typeof chromeLauncher.launch>>;

/** Debian's chromium, headless, as scripts/ensure-chromium.mjs installs it, with `flags` added. */
export function launchBenchBrowser(flags: readonly string[] = []): Promise<BenchBrowser> {
  return chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', ...flags],
    logLevel: 'silent',
  });
}

export type ThrottlingMethod = 'simulate' | 'devtools';

/** Runs Lighthouse once on `url`; fails on a run Lighthouse could not complete (a runtime error). */
export async function lighthouseRun(
  browser: BenchBrowser,
  url: string,
  throttlingMethod: ThrottlingMethod,
): Promise<LighthouseRun> {
  const benchmarkIndex = await benchmarkIndexAt(browser.port);
  const rate = calibratedRate(benchmarkIndex, LIGHTHOUSE_DEVICE_INDEX);
  const result = await lighthouse(url, {
    port: browser.port,
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod,
    // Merged into the mobile preset's throttling: only the CPU's slowdown changes.
    throttling: { cpuSlowdownMultiplier: rate },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.configSettings.throttling.cpuSlowdownMultiplier !== rate)
    throw new Error(`Lighthouse on ${url} did not take the CPU slowdown ${rate}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metric = (audit: string) => {
    const value = lhr.audits[audit]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse on ${url} reported no ${audit}`);
    return value;
  };
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error(`Lighthouse on ${url} reported no performance score`);
  // The marks the trace holds (the user-timings audit lists them).
  const marks = (lhr.audits['user-timings']?.details as { items?: { name?: string }[] } | undefined)?.items ?? [];
  return {
    appLive: marks.some((mark) => mark.name === APP_LIVE_MARK),
    benchmarkIndex,
    rate,
    score: score * 100,
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}
