import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Plan } from '../model/paths';
import { pathsCommand, planFor } from '../model/pathsCommand';

/**
 * The tester's walk in docs/testing.md is true: its commands run, one after another, and each
 * prints the lines the walk shows, in order, and exits as it says. A line's '…' stands for text
 * that varies. The commands that only print paths run here, in this process (`pathsCommand`, what
 * `npm run paths` runs), on one plan of the machine: each of them took its own Node, tsx and plan,
 * 3 CPU-s. The others run in a shell, in a copy of the project (the walk edits a chart and puts it
 * back), made before the first of them. The copy holds a tester's own uncommitted edit to that
 * chart, which the walk must leave as it found it.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
/** The chart the walk breaks and puts back. */
const WALKED_CHART = 'machines/mintPage/mintPage.machine.ts';
const TESTERS_OWN_EDIT = "\n// a tester's note, not yet committed\n";
const WALK_MARK = "<!-- the tester's walk: test/project/testersWalk.test.ts runs it -->";

interface WalkCommand {
  command: string;
  exitCode: number;
  /** Lines the output must hold, in this order. */
  expected: string[];
}

/** The walk's console block: `$ command   # exits with N`, then the lines it prints. */
function readWalk(markdown: string): WalkCommand[] {
  const start = markdown.indexOf(WALK_MARK);
  if (start < 0) throw new Error(`docs/testing.md has no "${WALK_MARK}"`);
  const block = /```console\n([\s\S]*?)```/.exec(markdown.slice(start));
  if (!block?.[1]) throw new Error('the walk has no ```console block after its mark');
  const commands: WalkCommand[] = [];
  for (const line of block[1].split('\n').filter((text) => text.trim() !== '')) {
    const command = /^\$ (.*?)(?:\s+# exits with (\d+))?$/.exec(line);
    if (command) commands.push({ command: command[1]!, exitCode: Number(command[2] ?? 0), expected: [] });
    else if (commands.length === 0) throw new Error(`the walk's output line comes before any command: ${line}`);
    else commands.at(-1)!.expected.push(line.trim());
  }
  return commands;
}

/** Whether `actual` reads as `expected`, where each '…' in `expected` stands for any text. */
function readsAs(actual: string, expected: string): boolean {
  let at = 0;
  for (const part of expected.split('…').filter(Boolean)) {
    const found = actual.indexOf(part, at);
    if (found < 0) return false;
    at = found + part.length;
  }
  return true;
}

/** The walk's lines the output does not show in order (none: the output is as the walk says). */
function missingLines(output: string, expected: readonly string[]): string[] {
  const lines = output.split('\n');
  let at = 0;
  const missing: string[] = [];
  for (const line of expected) {
    const found = lines.findIndex((actual, index) => index >= at && readsAs(actual, line));
    if (found < 0) missing.push(line);
    else at = found + 1;
  }
  return missing;
}

/** A copy of the project's files (tracked or new, not ignored), with its packages linked, as a git repository. */
function copyProject(): string {
  const copy = mkdtempSync(join(tmpdir(), 'testers-walk-'));
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(join(root, file))) continue; // deleted in the work tree, not yet in a commit
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(join(root, file), join(copy, file));
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  const git = (...args: string[]) =>
    spawnSync('git', ['-c', 'user.name=walk', '-c', 'user.email=walk@example.invalid', ...args], { cwd: copy });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'the project as the walk starts');
  // A tester's own work in progress, in the file the walk edits: the walk must leave it as it is.
  appendFileSync(join(copy, WALKED_CHART), TESTERS_OWN_EDIT);
  return copy;
}

/** What the walk's shell commands leave changed in the copy (`git status`): only the tester's own edit. */
function changedFiles(copy: string): string[] {
  const status = spawnSync('git', ['status', '--porcelain'], { cwd: copy, encoding: 'utf8' });
  return status.stdout.split('\n').filter(Boolean);
}

/** The environment of a person at a terminal: none of this test runner's own variables. */
const terminalEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(VITEST|VITE_|PATHS_RUN$|NODE_ENV$|TEST$)/.test(key)),
  );

/** `npm run paths -- <words>`, for a command that prints (a run starts a test runner of its own). */
const PRINTING_PATHS = /^npm run paths -- ((?:(?!--run\b)[\w-]+ ?)+)$/;

/** One plan per machine and kind: every printing command runs before the walk edits a chart. */
const plans = new Map<string, Plan<unknown>>();
const planOnce = (machine: string, simple: boolean) => {
  const key = `${machine} ${simple}`;
  if (!plans.has(key)) plans.set(key, planFor(machine, simple));
  return plans.get(key)!;
};

/** Runs a printing `npm run paths` command here: its output and exit code. */
async function printPaths(words: string): Promise<{ output: string; status: number }> {
  let output = '';
  const write = (text: string) => (output += text);
  const status = await pathsCommand(words.trim().split(' '), { out: write, err: write }, planOnce);
  return { output, status };
}

/**
 * Time for one command, from the work it does. Measured alone on the two-core machine: planning
 * the mint page and printing takes 3-6 s, running one of its paths in jsdom 14-17 s (Vitest's
 * start, the app's modules, the path). Four times that, for a machine half as fast running the
 * other test files beside it.
 */
const PRINT_MS = 30_000;
const RUN_MS = 70_000;
const timeFor = (command: string) => (command.includes('--run') ? RUN_MS : PRINT_MS);

const markdown = readFileSync(join(root, 'docs/testing.md'), 'utf8');
const walk = readWalk(markdown);
let copy: string | undefined;

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe("the tester's walk in docs/testing.md", () => {
  it(
    'lists, filters, prints and runs a path, then breaks a guard and restores it',
    async () => {
      // The walk runs a path that passes and, once the guard is broken, the same path failing.
      expect(walk.filter((step) => step.command.includes('--run')).map((step) => step.exitCode)).toEqual([0, 1]);
      for (const step of walk) {
        const printing = PRINTING_PATHS.exec(step.command);
        // Planned here from the project's own files: the copy is made, and edited, after these.
        expect(printing && copy, `'${step.command}' runs after the walk changed the project`).toBeFalsy();
        let output: string;
        let status: number | null;
        if (printing) {
          ({ output, status } = await printPaths(printing[1]!));
        } else {
          copy ??= copyProject();
          const result = spawnSync('bash', ['-c', step.command], {
            cwd: copy,
            env: terminalEnv(),
            encoding: 'utf8',
            timeout: timeFor(step.command),
          });
          expect(result.error, `$ ${step.command}`).toBeUndefined();
          output = `${result.stdout}${result.stderr}`;
          status = result.status;
        }
        const said = `$ ${step.command}\n${output}`;
        expect(status, said).toBe(step.exitCode);
        expect(missingLines(output, step.expected), said).toEqual([]);
      }
      // The walk puts back what it broke and nothing more: the tester's own edit is still there.
      expect(copy, 'the walk ran no shell command').toBeDefined();
      expect(changedFiles(copy!)).toEqual([` M ${WALKED_CHART}`]);
      expect(readFileSync(join(copy!, WALKED_CHART), 'utf8')).toBe(
        readFileSync(join(root, WALKED_CHART), 'utf8') + TESTERS_OWN_EDIT,
      );
    },
    walk.reduce((total, step) => total + timeFor(step.command), 10_000),
  );

  it('prints with the command `npm run paths` runs', () => {
    const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.paths).toBe('tsx test/model/pathsCli.ts');
    expect(readFileSync(join(root, 'test/model/pathsCli.ts'), 'utf8')).toContain(
      'await pathsCommand(process.argv.slice(2)',
    );
  });

  it('would notice a line the output does not show', () => {
    expect(missingLines('a\nThe path passed (812 ms).\n', ['The path passed (… ms).'])).toEqual([]);
    expect(missingLines('a\nThe path failed.\n', ['The path passed (… ms).'])).toEqual(['The path passed (… ms).']);
    // In order: a line before the one matched last does not count.
    expect(missingLines('second\nfirst\n', ['first', 'second'])).toEqual(['second']);
  });
});
