import { cpus, loadavg } from 'node:os';

/** The machine, as the closing notes must name it: its processor, cores and load when the benchmark started. */
export function describeMachine(): string {
  const processors = cpus();
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return `${processors[0]?.model.trim() ?? 'unknown processor'}, ${processors.length} cores, load average ${load}`;
}
