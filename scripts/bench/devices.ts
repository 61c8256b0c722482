/**
 * The devices the page benchmark emulates (issue 49). A fixed CPU slowdown emulates a different
 * phone on every machine (4× on a machine of index 2347 is a phone of about 590, on 2876 one of
 * about 720), so the benchmark sets each visit's slowdown from the machine's benchmark index, as
 * Chrome DevTools' CPU calibration does: the machine's index divided by the device's.
 */

/** A device to emulate: its benchmark index (Lighthouse's measure) and the targets on it. */
export interface Device {
  name: string;
  /** The device's Lighthouse benchmark index. */
  index: number;
  /** Navigation to `app:live`. */
  maxLiveMs: number;
  /** The longest main-thread task between the first contentful paint and `app:live`. */
  maxLongestTaskMs: number;
}

/**
 * Chrome DevTools' calibration anchors (its CPU throttling presets for a mid-tier and a low-tier
 * phone), with issue 49's targets on each.
 */
export const DEVICES: readonly Device[] = [
  { name: 'mid-tier phone', index: 1000, maxLiveMs: 1500, maxLongestTaskMs: 50 },
  { name: 'low-tier phone', index: 264, maxLiveMs: 3000, maxLongestTaskMs: 150 },
];

/**
 * The device Lighthouse's runs emulate: about what its default 4× slowdown emulates on the machine
 * issue 49 measured (index 2347 ÷ 4 ≈ 590-750 over its runs), held fixed so every machine runs it alike.
 */
export const LIGHTHOUSE_DEVICE_INDEX = 750;

/**
 * The CPU slowdown that makes a machine of `machineIndex` run like a device of `deviceIndex`; never
 * below 1 (the browser cannot speed up a machine slower than the device).
 */
export function calibratedRate(machineIndex: number, deviceIndex: number): number {
  if (!(machineIndex > 0) || !(deviceIndex > 0))
    throw new Error(`no rate for indexes ${machineIndex} and ${deviceIndex}`);
  return Math.max(1, machineIndex / deviceIndex);
}
