import { parseArgs } from 'node:util';

/** The reference backend's port for the benchmark: apart from the chain suite's (4176) and start:chain's (4186). */
export const MINT_DAY_BACKEND_PORT = 4196;

/** The crowd: 5,000 visitors within 2 s of an opening, and a backend of 500 requests a second. */
export const MINT_DAY_DEFAULTS = { visitors: 5000, withinSeconds: 2, perSecond: 500 } as const;

/** Reads `--visitors N --within W --rate-limit C`; a value that is not a positive number ends the run with a clear message. */
export function readMintDayArgs(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      visitors: { type: 'string' },
      within: { type: 'string' },
      'rate-limit': { type: 'string' },
    },
  });
  const positive = (name: string, text: string | undefined, fallback: number, whole: boolean) => {
    if (text === undefined) return fallback;
    const value = Number(text);
    if (!(value > 0) || (whole && !Number.isInteger(value))) {
      throw new Error(`--${name} takes a ${whole ? 'whole ' : ''}number above 0, not "${text}"`);
    }
    return value;
  };
  return {
    visitors: positive('visitors', values.visitors, MINT_DAY_DEFAULTS.visitors, true),
    withinSeconds: positive('within', values.within, MINT_DAY_DEFAULTS.withinSeconds, false),
    perSecond: positive('rate-limit', values['rate-limit'], MINT_DAY_DEFAULTS.perSecond, true),
  };
}
