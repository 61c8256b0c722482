/**
 * The command line of `npm run paths`, read into what to do. Pure, so that a test can hold the
 * usage text and the parser to each other.
 */

export const PATHS_USAGE = `Usage: npm run paths -- <machine> [filters] [output]

Filters (together, a path must pass all of them):
  --to <state>          paths that end in a state: its name (Minted) or dotted path (phasePages.Whitelist)
  --through <name>      paths that pass through a state, or send an event: its type (mint.login),
                        its last part (login) or the service that answers (signForMint); may repeat

Output (one of):
  (none)                every chosen path, step by step, in plain words
  --list                one line per path: number, goal, input, steps
  --count               the number of chosen paths only
  --run <number>        runs that one path in jsdom, step by step (add --browser for Chromium: mintPage);
                        no filters: find the number with --list

  --keys                states and goals in the chart's keys (phasePages.Whitelist, [guard]), not in words
  --verbose             also each event's whole payload
  --simple              also plan every simple path (many more; not with --run)`;

export type PathsOutput = 'paths' | 'list' | 'count' | 'run';

export interface PathsArgs {
  machine: string;
  to: string | null;
  through: string[];
  output: PathsOutput;
  /** The path to run (with output 'run'). */
  run: number | null;
  browser: boolean;
  /** States and goals in the chart's keys rather than in words. */
  keys: boolean;
  verbose: boolean;
  simple: boolean;
}

export type ParsedPathsArgs = { ok: true; args: PathsArgs } | { ok: false; error: string };

const VALUED = new Set(['--to', '--through', '--run']);
const FLAGS = new Set(['--list', '--count', '--browser', '--keys', '--verbose', '--simple']);

export function parsePathsArgs(argv: readonly string[], machines: readonly string[]): ParsedPathsArgs {
  const fail = (error: string): ParsedPathsArgs => ({ ok: false, error });
  const names: string[] = [];
  const flags = new Set<string>();
  const values: Record<string, string[]> = {};
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (VALUED.has(arg)) {
      const value = argv[index + 1];
      if (value === undefined || value.startsWith('--')) return fail(`${arg} needs a value.`);
      (values[arg] ??= []).push(value);
      index += 1;
    } else if (FLAGS.has(arg)) flags.add(arg);
    else if (arg.startsWith('--')) return fail(`Unknown option ${arg}.`);
    else names.push(arg);
  }

  if (names.length !== 1) return fail(names.length === 0 ? 'Name a machine.' : 'Name one machine at a time.');
  const machine = names[0]!;
  if (!machines.includes(machine)) return fail(`No model for machine '${machine}'. Machines: ${machines.join(', ')}.`);
  if ((values['--to']?.length ?? 0) > 1) return fail('--to takes one state; use --through for more.');

  const runText = values['--run']?.[0];
  const run = runText === undefined ? null : Number(runText);
  if (run !== null && !(Number.isInteger(run) && run > 0)) return fail(`--run needs a path number, not '${runText}'.`);
  const outputs: PathsOutput[] = [
    ...(flags.has('--list') ? (['list'] as const) : []),
    ...(flags.has('--count') ? (['count'] as const) : []),
    ...(run !== null ? (['run'] as const) : []),
  ];
  if (outputs.length > 1) return fail('Choose one of --list, --count and --run.');
  if (flags.has('--browser') && run === null) return fail('--browser runs a path: give --run <number>.');
  if (flags.has('--simple') && run !== null) return fail('--run runs the plan the suites run: leave out --simple.');
  if (flags.has('--keys') && run !== null) return fail('--keys names what a printout shows: leave it out with --run.');
  // A filter beside --run would be dropped without a word: the number alone names the path.
  if (run !== null && (values['--to'] || values['--through'])) {
    return fail('--run runs the one path its number names: leave out --to and --through (they choose paths to print).');
  }

  return {
    ok: true,
    args: {
      machine,
      to: values['--to']?.[0] ?? null,
      through: values['--through'] ?? [],
      output: outputs[0] ?? 'paths',
      run,
      browser: flags.has('--browser'),
      keys: flags.has('--keys'),
      verbose: flags.has('--verbose'),
      simple: flags.has('--simple'),
    },
  };
}
