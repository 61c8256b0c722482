import { describe, expect, it } from 'vitest';
import {
  folderProblems,
  forgetSurvivors,
  reportSchema,
  scoreFolder,
  scoreTable,
  sourceAt,
  type EquivalentMutant,
  type MutationReport,
} from '../../scripts/test/mutationReport';

const SOURCE = ['export const limit = (n: number) =>', "  n > 3 ? 'many' : 'few';", ''].join('\n');

type Status = MutationReport['files'][string]['mutants'][number]['status'];

/** A mutant of SOURCE's second line, columns `from`-`to` (1-based, end exclusive). */
const mutant = (id: string, status: Status, from: number, to: number, replacement: string) => ({
  id,
  mutatorName: 'ConditionalExpression',
  replacement,
  status,
  location: { start: { line: 2, column: from }, end: { line: 2, column: to } },
});

const report: MutationReport = reportSchema.parse({
  schemaVersion: '2',
  files: {
    'src/domain/limit.ts': {
      source: SOURCE,
      mutants: [
        mutant('1', 'Killed', 3, 8, 'true'),
        mutant('2', 'Timeout', 3, 8, 'false'),
        mutant('3', 'Survived', 3, 8, 'n >= 3'),
        mutant('4', 'NoCoverage', 11, 17, '""'),
        mutant('5', 'CompileError', 3, 8, 'n > "3"'),
        mutant('6', 'Ignored', 20, 25, '""'),
      ],
    },
  },
});

const listed = (original: string, replacement: string): EquivalentMutant => ({
  file: 'src/domain/limit.ts',
  code: "n > 3 ? 'many' : 'few';",
  mutator: 'ConditionalExpression',
  original,
  replacement,
  reason: 'a test of the reader',
});

describe("the mutation report's reader", () => {
  it('finds the text a mutant replaces, across lines too', () => {
    expect(sourceAt(SOURCE, { line: 2, column: 3 }, { line: 2, column: 8 })).toBe('n > 3');
    expect(sourceAt(SOURCE, { line: 1, column: 35 }, { line: 2, column: 4 })).toBe('>\n  n');
  });

  it('scores killed and timed-out mutants against all that could be killed, leaving errors and ignored ones out', () => {
    const score = scoreFolder('src/domain', report, []);
    expect(score).toMatchObject({ mutants: 4, killed: 2, survived: 1, noCoverage: 1, equivalent: 0, score: 0.5 });
    expect(
      score.unexplained.map((live) => [live.line, live.code, live.original, live.replacement, live.status]),
    ).toEqual([
      [2, "n > 3 ? 'many' : 'few';", 'n > 3', 'n >= 3', 'Survived'],
      [2, "n > 3 ? 'many' : 'few';", "'many'", '""', 'NoCoverage'],
    ]);
  });

  it('explains a survivor only by an entry of the same file, line code, mutator, original and replacement', () => {
    const score = scoreFolder('src/domain', report, [listed('n > 3', 'n >= 3')]);
    expect(score.equivalent).toBe(1);
    expect(score.unexplained.map((live) => live.original)).toEqual(["'many'"]);
    expect(scoreFolder('src/domain', report, [listed('n > 3', 'n <= 3')]).equivalent).toBe(0);
    expect(scoreFolder('src/domain', report, [{ ...listed('n > 3', 'n >= 3'), code: 'n > 3' }]).equivalent).toBe(0);
    expect(
      scoreFolder('src/domain', report, [{ ...listed('n > 3', 'n >= 3'), file: 'src/domain/other.ts' }]).equivalent,
    ).toBe(0);
  });

  it('counts a listed mutant that timed out as equivalent, not as killed, and keeps its entry', () => {
    const timedOut = listed('n > 3', 'false');
    const score = scoreFolder('src/domain', report, [timedOut]);
    expect(score).toMatchObject({ killed: 1, equivalent: 1, score: 0.25, stale: [] });
    expect(score.unexplained).toHaveLength(2);
  });

  it('never excuses a mutant that no test reaches: a test is owed', () => {
    const noTest = { ...listed("'many'", '""') };
    const score = scoreFolder('src/domain', report, [noTest]);
    expect(score.unexplained.map((live) => live.status)).toEqual(['Survived', 'NoCoverage']);
    expect(score.stale).toEqual([noTest]);
  });

  it('names an entry that matches more survivors, or fewer, than it says it excuses', () => {
    const twice: MutationReport = reportSchema.parse({
      schemaVersion: '2',
      files: {
        'src/domain/limit.ts': {
          source: `${SOURCE}${SOURCE}`,
          mutants: [
            mutant('1', 'Survived', 3, 8, 'n >= 3'),
            {
              ...mutant('2', 'Survived', 3, 8, 'n >= 3'),
              location: { start: { line: 4, column: 3 }, end: { line: 4, column: 8 } },
            },
          ],
        },
      },
    });
    const entry = listed('n > 3', 'n >= 3');
    expect(scoreFolder('src/domain', twice, [entry])).toMatchObject({
      miscounted: [{ entry, matched: 2 }],
      unexplained: [],
    });
    expect(scoreFolder('src/domain', twice, [{ ...entry, count: 2 }]).miscounted).toEqual([]);
    expect(scoreFolder('src/domain', report, [{ ...entry, count: 2 }]).miscounted).toEqual([
      { entry: { ...entry, count: 2 }, matched: 1 },
    ]);
  });

  it('names entries of its folder that no longer match a survivor, and ignores other folders', () => {
    const gone = listed('n > 3', 'n < 3');
    const elsewhere = { ...gone, file: 'machines/limit.ts' };
    expect(scoreFolder('src/domain', report, [gone, elsewhere]).stale).toEqual([gone]);
  });

  it('fails a strict folder on each unexplained survivor, stale entry and miscounted entry', () => {
    const gone = listed('n > 3', 'n < 3');
    const problems = folderProblems(scoreFolder('src/domain', report, [gone]), true);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^not killed and not listed as equivalent: src\/domain\/limit\.ts:2 /);
    expect(problems[2]).toMatch(/^listed as equivalent but no longer surviving/);
    expect(folderProblems(scoreFolder('src/domain', report, [listed('n > 3', 'n >= 3')]), true)).toHaveLength(1);
  });

  it("holds a folder's other files to their committed count of survivors, above and below it", () => {
    const score = scoreFolder('src/domain', report, []);
    const others = (files: string[], othersSurvivors: number) => folderProblems(score, { files, othersSurvivors });
    // Both live mutants in a file that is not strict: the count is 2.
    expect(others([], 2)).toEqual([]);
    expect(others([], 1)).toEqual([
      '2 mutants not killed in src/domain outside its strict files, above the committed 1: kill the new ones',
    ]);
    expect(others([], 3)).toEqual([
      '2 mutants not killed in src/domain outside its strict files, below the committed 3: lower othersSurvivors to 2 in test/mutants/folders.ts',
    ]);
    // The same file named strict: each survivor is a problem of its own, and no count is left.
    expect(others(['src/domain/limit.ts'], 0)).toHaveLength(2);
  });

  it('refuses a report that is not of the schema', () => {
    expect(() =>
      reportSchema.parse({ schemaVersion: '2', files: { 'a.ts': { source: '', mutants: [{ id: 1 }] } } }),
    ).toThrow();
  });

  it('prints a row per folder', () => {
    expect(
      scoreTable([scoreFolder('src/domain', report, [])])
        .split('\n')
        .at(-1),
    ).toBe('| src/domain | 4 | 2 | 1 | 1 | 0 | 50.0 % | 2 |');
  });
});

describe('forgetting survivors before an incremental run', () => {
  it('drops every mutant that was not killed, so that StrykerJS tests it again, and keeps the rest', () => {
    const record = structuredClone(report);
    forgetSurvivors(record);
    expect(record.files['src/domain/limit.ts']!.mutants.map((kept) => kept.status)).toEqual([
      'Killed',
      'Timeout',
      'CompileError',
      'Ignored',
    ]);
  });
});
