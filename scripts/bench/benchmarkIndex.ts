/**
 * The machine's benchmark index, as Lighthouse measures it (its own `computeBenchmarkIndex`), taken
 * in the browser that makes the visits, on a blank page, right before each visit (issue 49). The
 * machine's speed drifts between runs (2175 cold, 2830-3312 warm on the machine issue 49 measured),
 * so one reading at the start would set every later visit's slowdown wrong.
 *
 * Each visit's page is new, and its engine warms up over the first readings: eight readings in a row
 * on three fresh pages read 1292-1485, then 2428-2527, then 2691-3182 (2 cores, AMD EPYC). With one
 * warm-up and the second reading counted, as before, a visit's slowdown was set about 15 % low, and
 * one in five far lower (a reading of a still-cold engine: rates of 4.7 beside 9.5 for the same phone
 * within minutes). So two readings warm up, and the index is the median of the three after them.
 */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { connectCdpAt } from './cdpConnection.ts';
import { type CdpPage, openCdpPage } from './cdpPage.ts';
import { median } from './pageBenchReport.ts';

/** Readings a fresh page's engine is still warming up on: not counted. */
const WARM_UP_READINGS = 2;

/** Readings counted after the warm-up: their median is the index. */
const COUNTED_READINGS = 3;

/** Lighthouse's benchmark, as it runs it itself: the function's own source, called in the page. */
const READ_INDEX = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;

/** The index from a page's readings in the order taken: the median of those after the warm-up. */
export function steadyIndex(readings: readonly number[]): number {
  const counted = readings.slice(WARM_UP_READINGS);
  if (counted.length === 0) throw new Error(`no reading after the ${WARM_UP_READINGS} of the warm-up`);
  return median(counted);
}

/** The index measured in `page`, a new page still on its blank document. */
export async function benchmarkIndexIn(page: CdpPage): Promise<number> {
  const readings: number[] = [];
  for (let reading = 0; reading < WARM_UP_READINGS + COUNTED_READINGS; reading += 1) {
    readings.push(await page.evaluate<number>(READ_INDEX));
  }
  return steadyIndex(readings);
}

/**
 * The index measured in the browser listening on `port` (the one Lighthouse drives), in a page of
 * its own that is closed before Lighthouse's visit; the connection is closed too, the browser stays.
 */
export async function benchmarkIndexAt(port: number): Promise<number> {
  const cdp = await connectCdpAt(port);
  try {
    const page = await openCdpPage(cdp);
    try {
      return await benchmarkIndexIn(page);
    } finally {
      await page.close();
    }
  } finally {
    await cdp.close();
  }
}
