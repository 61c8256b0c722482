/** A file or a test and how long it took. */
export interface Timed {
  name: string;
  seconds: number;
}

const bySlowest = (items: Timed[], count: number) => items.sort((a, b) => b.seconds - a.seconds).slice(0, count);

/** Vitest's JSON report: each file's start and end (ms since the epoch). */
interface VitestReport {
  testResults?: { name: string; startTime?: number; endTime?: number }[];
}

/** The `count` slowest test files of a vitest JSON report, by the file's wall time. */
export function slowestVitestFiles(report: unknown, count: number): Timed[] {
  const files = (report as VitestReport).testResults ?? [];
  return bySlowest(
    files.map((file) => ({ name: file.name, seconds: ((file.endTime ?? 0) - (file.startTime ?? 0)) / 1000 })),
    count,
  );
}

/** Playwright's JSON report: suites of files and describe blocks, with specs run per project. */
interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; line?: number; tests: { projectName: string; results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

function playwrightTests(suite: PlaywrightSuite, titles: string[], file: string): Timed[] {
  const here = suite.file ? [] : [suite.title];
  const path = [...titles, ...here];
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests.map((test) => ({
      name: `[${test.projectName}] ${file}:${spec.line ?? 0} › ${[...path, spec.title].join(' › ')}`,
      seconds: test.results.reduce((sum, result) => sum + result.duration, 0) / 1000,
    })),
  );
  return [...own, ...(suite.suites ?? []).flatMap((child) => playwrightTests(child, path, file))];
}

/** The `count` slowest tests of Playwright JSON reports (all their runs, retries included). */
export function slowestPlaywrightTests(reports: readonly unknown[], count: number): Timed[] {
  const tests = reports.flatMap((report) =>
    ((report as { suites?: PlaywrightSuite[] }).suites ?? []).flatMap((suite) =>
      playwrightTests(suite, [], suite.file ?? suite.title),
    ),
  );
  return bySlowest(tests, count);
}
