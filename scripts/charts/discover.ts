import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';

export interface FoundMachine {
  /** The machine's folder under machines/, e.g. `app`. */
  folder: string;
  machine: AnyStateMachine;
}

/** Duck-typed rather than `instanceof`, so a second copy of xstate cannot hide a machine. */
export function isStateMachine(value: unknown): value is AnyStateMachine {
  return typeof value === 'object' && value !== null && 'root' in value && 'config' in value;
}

/**
 * Every machine exported from machines/<folder>/index.ts, in folder order. New folders are
 * picked up without registering them anywhere.
 */
export async function loadMachines(machinesDir: string): Promise<FoundMachine[]> {
  const folders = readdirSync(machinesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(machinesDir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
  const found: FoundMachine[] = [];
  for (const folder of folders) {
    const exports = (await import(pathToFileURL(join(machinesDir, folder, 'index.ts')).href)) as Record<
      string,
      unknown
    >;
    for (const value of Object.values(exports)) {
      if (!isStateMachine(value) || found.some((f) => f.machine === value)) continue;
      const clash = found.find((f) => f.machine.id === value.id);
      // Charts are named by machine id; two machines with one id would overwrite each other's chart.
      if (clash) throw new Error(`machine id "${value.id}" is used in machines/${clash.folder} and machines/${folder}`);
      found.push({ folder, machine: value });
    }
  }
  return found;
}
