import type { AnyMachineSnapshot, AnyStateMachine, AnyTransitionDefinition, InspectionEvent } from 'xstate';
import { allStateNodes, allTransitions, stateName, transitionName } from './machineGraph';

/**
 * Coverage measured from inspection events of a live actor: which state nodes were
 * active and which transition definitions were taken, per machine, against everything
 * the machine defines. Names, not objects, are compared, so a `.provide()`d copy of a
 * machine counts towards the original.
 */

export interface Tally {
  covered: number;
  total: number;
  percent: number;
  missing: string[];
}

export interface CoverageReport {
  machineId: string;
  states: Tally;
  transitions: Tally;
}

export interface CoverageRecorder {
  /** Pass as (or call from) the `inspect` option of `createActor`. */
  observe: (event: InspectionEvent) => void;
  report: () => CoverageReport[];
}

function isMachineSnapshot(snapshot: unknown): snapshot is AnyMachineSnapshot {
  return typeof snapshot === 'object' && snapshot !== null && 'machine' in snapshot && '_nodes' in snapshot;
}

/** The transitions a microstep of machine `machineId` took (none for other events or machines). */
export function transitionsTaken(event: InspectionEvent, machineId: string): AnyTransitionDefinition[] {
  if (event.type !== '@xstate.microstep') return [];
  if (!isMachineSnapshot(event.snapshot) || event.snapshot.machine.id !== machineId) return [];
  return event._transitions;
}

/** State nodes seen active in an inspection event of machine `machineId`. */
export function statesSeen(event: InspectionEvent, machineId: string): string[] {
  if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return [];
  if (!isMachineSnapshot(event.snapshot) || event.snapshot.machine.id !== machineId) return [];
  // A transient state (left at once by `always`) is in no snapshot; it was active because
  // a transition left it.
  const sources = transitionsTaken(event, machineId).map((transition) => transition.source);
  return [...event.snapshot._nodes, ...sources].filter((node) => node.path.length > 0).map(stateName);
}

function tally(all: readonly string[], seen: ReadonlySet<string>): Tally {
  const missing = all.filter((name) => !seen.has(name));
  const covered = all.length - missing.length;
  return { covered, total: all.length, percent: all.length === 0 ? 100 : (100 * covered) / all.length, missing };
}

export function createCoverageRecorder(machines: readonly AnyStateMachine[]): CoverageRecorder {
  const seen = new Map(
    machines.map((machine) => [machine.id, { states: new Set<string>(), transitions: new Set<string>() }]),
  );
  return {
    observe(event) {
      for (const [machineId, record] of seen) {
        for (const name of statesSeen(event, machineId)) record.states.add(name);
        for (const transition of transitionsTaken(event, machineId)) record.transitions.add(transitionName(transition));
      }
    },
    report() {
      return machines.map((machine) => {
        const record = seen.get(machine.id);
        return {
          machineId: machine.id,
          states: tally(allStateNodes(machine).map(stateName), record?.states ?? new Set()),
          transitions: tally(allTransitions(machine).map(transitionName), record?.transitions ?? new Set()),
        };
      });
    },
  };
}

const percentText = (tallied: Tally) =>
  `${String(tallied.covered).padStart(3)}/${String(tallied.total).padEnd(3)} ${tallied.percent.toFixed(0).padStart(3)}%`;

/** A small table, then what is missing, one name a line. */
export function formatCoverage(reports: readonly CoverageReport[]): string {
  const lines = ['machine       states            transitions'];
  for (const report of reports) {
    lines.push(`${report.machineId.padEnd(13)} ${percentText(report.states)}     ${percentText(report.transitions)}`);
  }
  for (const report of reports) {
    for (const name of report.states.missing) lines.push(`  ${report.machineId}: state never active: ${name}`);
    for (const name of report.transitions.missing) lines.push(`  ${report.machineId}: transition never taken: ${name}`);
  }
  return lines.join('\n');
}

/** Whether every state and transition of every machine was covered. */
export function isFullCoverage(reports: readonly CoverageReport[]): boolean {
  return reports.every((report) => report.states.missing.length === 0 && report.transitions.missing.length === 0);
}
