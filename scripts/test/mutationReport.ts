import { z } from 'zod';

/**
 * Reads StrykerJS's JSON report (the mutation-testing-report schema, version 1 or 2) and judges it
 * against the committed list of equivalent mutants (test/mutants/equivalent.ts). Pure: the runner
 * (scripts/test/mutants.ts) reads and prints.
 */

const position = z.object({ line: z.number().int().positive(), column: z.number().int().positive() });

const mutantSchema = z.object({
  id: z.string(),
  mutatorName: z.string(),
  replacement: z.string().optional(),
  status: z.enum(['Killed', 'Survived', 'NoCoverage', 'Timeout', 'CompileError', 'RuntimeError', 'Ignored', 'Pending']),
  location: z.object({ start: position, end: position }),
});

export const reportSchema = z.object({
  schemaVersion: z.string(),
  files: z.record(z.string(), z.object({ source: z.string(), mutants: z.array(mutantSchema) })),
});

export type MutationReport = z.infer<typeof reportSchema>;

/**
 * A mutant no test can kill because it does not change what the code does, and why. It is found by
 * its file, the code of the line it starts on (trimmed: the entry survives edits elsewhere in the
 * file), what it replaces and with what. Only a mutant that survived its tests can be excused: one
 * no test reaches needs a test, not an entry.
 */
export interface EquivalentMutant {
  /** From the project root. */
  file: string;
  code: string;
  mutator: string;
  /** The source text the mutant replaces, exactly. */
  original: string;
  replacement: string;
  reason: string;
  /**
   * How many mutants it excuses (the same line of code may be written twice in a file): 1 unless
   * said. The run fails when it matches more or fewer, so that an entry never hides a mutant that
   * appeared beside the one it was written for.
   */
  count?: number;
}

/** A mutant found in the source: where, and what it replaces with what. */
interface MutantAt {
  file: string;
  line: number;
  /** The code of that line, trimmed. */
  code: string;
  mutator: string;
  original: string;
  replacement: string;
}

/** A mutant the tests did not kill: it survived, or no test reached its code. */
export interface LiveMutant extends MutantAt {
  status: 'Survived' | 'NoCoverage';
}

export interface FolderScore {
  folder: string;
  mutants: number;
  killed: number;
  survived: number;
  noCoverage: number;
  /** Listed survivors, and listed mutants that timed out. */
  equivalent: number;
  /** Killed (or timed out) of those that could be killed: errors and ignored mutants do not count. */
  score: number;
  /** Survivors that the equivalent list does not explain. */
  unexplained: LiveMutant[];
  /** Entries of the equivalent list for this folder that match no surviving mutant (the code moved on). */
  stale: EquivalentMutant[];
  /** Entries that match surviving mutants, but not as many as they say they excuse. */
  miscounted: { entry: EquivalentMutant; matched: number }[];
}

/**
 * StrykerJS's incremental record without the mutants that were not killed, so that the next run
 * tests them again. StrykerJS reuses a survivor's result unless its code or the tests that reached
 * it changed, and never sees a change for a mutant of code that runs on import (stryker-js#4372,
 * #6119) or for a test strengthened under the same name: a killing test added since would not
 * count. Survivors are few, so testing them again costs little; killed mutants keep their result.
 */
export function forgetSurvivors(record: { files: Record<string, { mutants: { status: string }[] }> }): void {
  for (const file of Object.values(record.files)) {
    file.mutants = file.mutants.filter((mutant) => mutant.status !== 'Survived' && mutant.status !== 'NoCoverage');
  }
}

/** The source text between two 1-based positions (StrykerJS's locations). */
export function sourceAt(source: string, start: z.infer<typeof position>, end: z.infer<typeof position>): string {
  const lines = source.split('\n');
  const offset = (at: z.infer<typeof position>) =>
    lines.slice(0, at.line - 1).reduce((total, line) => total + line.length + 1, 0) + at.column - 1;
  return source.slice(offset(start), offset(end));
}

const sameMutant = (live: MutantAt, listed: EquivalentMutant) =>
  live.file === listed.file &&
  live.code === listed.code &&
  live.mutator === listed.mutator &&
  live.original === listed.original &&
  live.replacement === listed.replacement;

export function scoreFolder(
  folder: string,
  report: MutationReport,
  equivalents: readonly EquivalentMutant[],
): FolderScore {
  const live: LiveMutant[] = [];
  const timedOut: MutantAt[] = [];
  let killed = 0;
  let mutants = 0;
  for (const [file, { source, mutants: fileMutants }] of Object.entries(report.files)) {
    for (const mutant of fileMutants) {
      if (mutant.status === 'Ignored' || mutant.status === 'CompileError' || mutant.status === 'RuntimeError') continue;
      mutants += 1;
      const at: MutantAt = {
        file,
        line: mutant.location.start.line,
        code: (source.split('\n')[mutant.location.start.line - 1] ?? '').trim(),
        mutator: mutant.mutatorName,
        original: sourceAt(source, mutant.location.start, mutant.location.end),
        replacement: mutant.replacement ?? '',
      };
      if (mutant.status === 'Killed') killed += 1;
      else if (mutant.status === 'Timeout') timedOut.push(at);
      else if (mutant.status === 'Survived' || mutant.status === 'NoCoverage')
        live.push({ ...at, status: mutant.status });
    }
  }
  const listed = equivalents.filter((entry) => entry.file.startsWith(`${folder}/`));
  const isListed = (mutant: MutantAt) => listed.some((entry) => sameMutant(mutant, entry));
  // No test reaches a mutant of no coverage: a test is owed, whatever the list says.
  const unexplained = live.filter((mutant) => mutant.status === 'NoCoverage' || !isListed(mutant));
  // A listed mutant changes nothing a test can see, so its timeout says only that the machine was
  // slow: a code-wide mutant reruns all of the folder's tests against a limit StrykerJS derives
  // from its first run. It counts as equivalent, not as killed, and its entry is not stale.
  const timedOutListed = timedOut.filter(isListed);
  const excusable = [...live.filter((mutant) => mutant.status === 'Survived'), ...timedOutListed];
  const matchesOf = (entry: EquivalentMutant) => excusable.filter((mutant) => sameMutant(mutant, entry)).length;
  const killedOrTimedOut = killed + timedOut.length - timedOutListed.length;
  return {
    folder,
    mutants,
    killed: killedOrTimedOut,
    survived: live.filter((mutant) => mutant.status === 'Survived').length,
    noCoverage: live.filter((mutant) => mutant.status === 'NoCoverage').length,
    equivalent: live.length - unexplained.length + timedOutListed.length,
    score: mutants === 0 ? 1 : killedOrTimedOut / mutants,
    unexplained,
    stale: listed.filter((entry) => matchesOf(entry) === 0),
    miscounted: listed
      .map((entry) => ({ entry, matched: matchesOf(entry) }))
      .filter(({ entry, matched }) => matched > 0 && matched !== (entry.count ?? 1)),
  };
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

/** The per-folder table the run ends with. */
export function scoreTable(scores: readonly FolderScore[]): string {
  const rows = [
    '| folder | mutants | killed | survived | no test reaches it | equivalent | score | unexplained |',
    '|---|---|---|---|---|---|---|---|',
    ...scores.map(
      (row) =>
        `| ${row.folder} | ${row.mutants} | ${row.killed} | ${row.survived} | ${row.noCoverage} | ${row.equivalent} | ${percent(row.score)} | ${row.unexplained.length} |`,
    ),
  ];
  return rows.join('\n');
}

/** One line a person can find in the source: where, what the mutant does, and how it ended. */
export const describeLive = (mutant: LiveMutant) =>
  `${mutant.file}:${mutant.line} ${mutant.mutator} ${mutant.status === 'NoCoverage' ? '(no test reaches it)' : '(survived)'}: ${JSON.stringify(mutant.original)} -> ${JSON.stringify(mutant.replacement)}`;

/**
 * How strict a folder is (test/mutants/folders.ts): every survivor explained (`true`), or in the
 * files named, the others held to a committed count.
 */
export type Strictness = true | { files: readonly string[]; othersSurvivors: number };

/** What fails a folder's run, one line each: nothing when it passes. */
export function folderProblems(score: FolderScore, strict: Strictness): string[] {
  const strictFile = (mutant: LiveMutant) => strict === true || strict.files.includes(mutant.file);
  const problems = [
    ...score.unexplained
      .filter(strictFile)
      .map((mutant) => `not killed and not listed as equivalent: ${describeLive(mutant)}`),
    ...score.stale.map(
      (entry) =>
        `listed as equivalent but no longer surviving (remove it): ${entry.file} ${entry.mutator} ${JSON.stringify(entry.original)}`,
    ),
    ...score.miscounted.map(
      ({ entry, matched }) =>
        `listed as equivalent for ${entry.count ?? 1} mutant(s) but matches ${matched} (say how many, or kill the new one): ${entry.file} ${entry.mutator} ${JSON.stringify(entry.original)}`,
    ),
  ];
  if (strict !== true) {
    const others = score.unexplained.filter((mutant) => !strictFile(mutant)).length;
    if (others > strict.othersSurvivors)
      problems.push(
        `${others} mutants not killed in ${score.folder} outside its strict files, above the committed ${strict.othersSurvivors}: kill the new ones`,
      );
    else if (others < strict.othersSurvivors)
      problems.push(
        `${others} mutants not killed in ${score.folder} outside its strict files, below the committed ${strict.othersSurvivors}: lower othersSurvivors to ${others} in test/mutants/folders.ts`,
      );
  }
  return problems;
}
