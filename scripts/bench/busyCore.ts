import { type ChildProcess, spawn } from 'node:child_process';

/**
 * `--busy-core`: one core kept busy by a busy loop at normal priority for the whole run, as a
 * machine doing other work would (issue 49). Null without the flag; kill the process at the end.
 */
export function busyCoreFor(argv: readonly string[]): ChildProcess | null {
  return argv.includes('--busy-core') ? spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }) : null;
}

/** The machine's description, with the busy core when there is one. */
export const withBusyCore = (machine: string, busyCore: ChildProcess | null) =>
  busyCore ? `${machine}, one core kept busy by a busy loop` : machine;
