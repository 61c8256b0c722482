/**
 * The size budgets (issue 24), as pure data and a pure report. scripts/check-size.ts builds, serves
 * and measures; this decides and renders.
 *
 * - Start-up JavaScript: what a page must run before React can hydrate it (the entry chunk and
 *   every chunk it imports statically, with their CSS).
 * - Fetched before any user action: every script and style sheet a first visit fetches from the
 *   site until it settles (ready marker, network idle), at Lighthouse's mobile screen (412 × 823).
 *
 * All gzip level 9, 1 kB = 1000 bytes. The numbers are the issue's: a change that does not fit them
 * comes with a saving elsewhere, never a raised number here.
 */

export type BuildName = 'production' | 'mock';

export interface Budget {
  startupBytes: number;
  fetchedBytes: number;
}

export const BUDGETS: Readonly<Record<BuildName, Budget>> = {
  // What visitors load.
  production: { startupBytes: 110_000, fetchedBytes: 150_000 },
  // The embedded mock services weigh more; its start-up is held to the same bundle.
  mock: { startupBytes: 110_000, fetchedBytes: 170_000 },
};

/** The routes a visitor lands on most: the landing page and a sale page. */
export const MEASURED_ROUTES = ['/', '/bayc'] as const;

/** Lighthouse's mobile screen: what is near the first viewport decides what loads at once. */
export const MEASURED_VIEWPORT = { width: 412, height: 823 } as const;

export interface FetchedFile {
  file: string;
  gzipBytes: number;
  /** The first ethers module the file bundles, if any. */
  ethersModule: string | null;
}

export interface RouteMeasurement {
  build: BuildName;
  route: string;
  startupBytes: number;
  fetched: readonly FetchedFile[];
}

export interface SizeReport {
  ok: boolean;
  text: string;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;
const total = (files: readonly FetchedFile[]) => files.reduce((sum, file) => sum + file.gzipBytes, 0);

/** Checks every measurement against its build's budget and renders one table (and the files of a failure). */
export function sizeReport(measurements: readonly RouteMeasurement[]): SizeReport {
  const problems: string[] = [];
  const rows = measurements.map((measurement) => {
    const budget = BUDGETS[measurement.build];
    const fetched = total(measurement.fetched);
    const where = `${measurement.build} ${measurement.route}`;
    if (measurement.startupBytes > budget.startupBytes) {
      problems.push(`${where}: start-up JavaScript ${kB(measurement.startupBytes)} over ${kB(budget.startupBytes)}`);
    }
    if (fetched > budget.fetchedBytes) {
      const files = [...measurement.fetched]
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
        .map((file) => `    ${kB(file.gzipBytes).padStart(10)}  ${file.file}`);
      problems.push(
        `${where}: fetched before any user action ${kB(fetched)} over ${kB(budget.fetchedBytes)}:\n${files.join('\n')}`,
      );
    }
    for (const file of measurement.fetched.filter((candidate) => candidate.ethersModule !== null)) {
      problems.push(
        `${where}: ${file.file} bundles ethers (${file.ethersModule}): it must load only when a wallet is used`,
      );
    }
    return [
      measurement.build,
      measurement.route,
      `${kB(measurement.startupBytes)} / ${kB(budget.startupBytes)}`,
      `${kB(fetched)} / ${kB(budget.fetchedBytes)} (${measurement.fetched.length} files)`,
    ];
  });
  const header = ['build', 'route', 'start-up JavaScript', 'fetched before any user action'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  const text = [
    `Size budgets: gzip level 9, 1 kB = 1000 bytes, at ${MEASURED_VIEWPORT.width} × ${MEASURED_VIEWPORT.height}`,
    '',
    line(header),
    ...rows.map(line),
    '',
    problems.length === 0 ? 'All within budget; no ethers before a wallet is used.' : problems.join('\n'),
  ].join('\n');
  return { ok: problems.length === 0, text };
}
