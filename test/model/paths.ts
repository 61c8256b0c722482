import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyTransitionDefinition,
  EventObject,
  InputFrom,
  StateValue,
} from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import { createCoverageRecorder, type CoverageReport } from './coverage';
import { allTransitions, transitionName } from './machineGraph';
import type { MachineModel, NamedInput } from './modelTypes';
import { planJson } from './planJson';
import { stateValueText, transitionWords } from './plainNames';
import { replay, replayTries } from './replay';
import { compactStateText } from './stateValues';
import { stepActionFor, type StepAction } from './stepActions';

/**
 * Plans the paths to run: the shortest path to every state (per input), then a
 * transition tour (for every transition definition, the shortest path that takes it), less
 * every path that is the start of a longer one. Plans are plain data: the same plan is
 * printed for testers, run in jsdom, and can be run in a browser.
 */

export interface PlannedStep {
  action: StepAction;
  /** The state value the live actor must be in once the step is done. */
  expected: StateValue;
  /** Names of the transitions this step takes in the model. */
  takes: string[];
}

export type PathOrigin = 'shortest' | 'simple' | 'tour';

export interface PlannedPath<TInput = unknown> {
  /** 1-based, in plan order. */
  number: number;
  /** Its goal in a tester's words: 'reaches Minted', 'from minting in Minting, when … → Minted'. */
  title: string;
  /** Its goal in the chart's keys (`--keys`): 'takes loggedInPages.Minting.minting when … #1 [isMinted] → …'. */
  keyTitle: string;
  origin: PathOrigin;
  input: NamedInput<TInput>;
  /** Step 0 is always the start. */
  steps: PlannedStep[];
}

export interface Plan<TInput = unknown> {
  model: MachineModel;
  paths: PlannedPath<TInput>[];
  /** Coverage the plan reaches when run against the model itself. */
  plannedCoverage: CoverageReport;
}

export interface PlanOptions {
  /** Also plan every simple path (no state twice). Grows fast; for printing, mostly. */
  simple?: boolean;
}

interface Candidate<TInput> {
  origin: PathOrigin;
  input: NamedInput<TInput>;
  events: EventObject[];
  /** For a tour path: the transition it was planned for. */
  goal?: string;
}

/**
 * The serialized state is its value, plus the part of the context the model says guards depend
 * on: the rest of the context (e.g. a page title) must not split states.
 */
const serializerFor = (model: MachineModel) => (snapshot: AnyMachineSnapshot) =>
  planJson(model.contextKey ? [snapshot.value, model.contextKey(snapshot.context)] : snapshot.value);
const eventsKey = (events: readonly EventObject[]) => events.map(planJson);

/** Events to try in a state: its own event types, as samples when the model has them. */
function eventsToTry(model: MachineModel, snapshot: AnyMachineSnapshot): EventObject[] {
  const types = [...new Set(snapshot._nodes.flatMap((node) => node.ownEvents))];
  return types
    .flatMap((type) => {
      const samples = model.sampleEvents.filter((sample) => sample.type === type);
      // A wildcard descriptor ('*', 'form.*') has no event of its own: only samples can try it.
      if (type.includes('*')) return [];
      return samples.length > 0 ? samples : [{ type }];
    })
    .filter((event) => model.canHappen?.(snapshot, event) ?? true);
}

function toEvents(path: StatePath<AnyMachineSnapshot, EventObject>): EventObject[] {
  // Graph paths start with a pseudo step for 'xstate.init'.
  return path.steps.slice(1).map((step) => step.event);
}

/**
 * Drops every candidate whose events are the start of (or equal to) another's. Each candidate's
 * events are serialized once: comparing every pair anew took half of a plan's time (issue 52).
 */
function withoutPrefixes<TInput>(candidates: readonly Candidate<TInput>[]): Candidate<TInput>[] {
  const keysOf = new Map(candidates.map((candidate) => [candidate, eventsKey(candidate.events)]));
  const kept: Candidate<TInput>[] = [];
  const sorted = [...candidates].sort((a, b) => b.events.length - a.events.length);
  for (const candidate of sorted) {
    const keys = keysOf.get(candidate)!;
    const covered = kept.some((other) => {
      const otherKeys = keysOf.get(other)!;
      return other.input === candidate.input && keys.every((key, index) => otherKeys[index] === key);
    });
    if (!covered) kept.push(candidate);
  }
  // Back to plan order: inputs first, then shortest before tour, then shorter first.
  return kept.sort((a, b) => candidates.indexOf(a) - candidates.indexOf(b));
}

/** A transition's name with xstate's own event types in words ('after switchChainTimeout'). */
export function readableTransition(name: string): string {
  return name
    .replace(/ on xstate\.after\.([^.\s]+)\.\S+/, ' after $1')
    .replace(/ on xstate\.done\.actor\.(\S+)/, ' when $1 finishes')
    .replace(/ on xstate\.error\.actor\.(\S+)/, ' when $1 fails');
}

function keyTitleOf(candidate: Candidate<unknown>, final: StateValue): string {
  if (candidate.origin === 'tour' && candidate.goal) return `takes ${readableTransition(candidate.goal)}`;
  return `reaches ${compactStateText(final)}`;
}

function titleOf(
  candidate: Candidate<unknown>,
  final: StateValue,
  model: MachineModel,
  transitions: ReadonlyMap<string, AnyTransitionDefinition>,
): string {
  const goal = candidate.origin === 'tour' && candidate.goal ? transitions.get(candidate.goal) : undefined;
  return goal ? transitionWords(goal, model) : `reaches ${stateValueText(model.machine, final)}`;
}

export function planPaths<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
  options: PlanOptions = {},
): Plan<InputFrom<TMachine>> {
  // Typed loosely inside: plans carry events of any kind (actor answers, delays) as data.
  const machine: AnyStateMachine = model.machine;
  const anyModel = model as unknown as MachineModel;
  const candidates: Candidate<InputFrom<TMachine>>[] = [];
  const tour = new Map<string, Candidate<InputFrom<TMachine>>>();

  for (const input of model.inputs) {
    const graphOptions = {
      input: input.input,
      serializeState: serializerFor(anyModel),
      serializeEvent: planJson,
      events: (snapshot: AnyMachineSnapshot) => eventsToTry(anyModel, snapshot),
    };
    const shortest = getShortestPaths(machine, graphOptions);
    for (const path of shortest) candidates.push({ origin: 'shortest', input, events: toEvents(path) });
    if (options.simple) {
      for (const path of getSimplePaths(machine, graphOptions)) {
        candidates.push({ origin: 'simple', input, events: toEvents(path) });
      }
    }

    // The tour: from every state the shortest paths reach, try every event once and keep,
    // per transition, the shortest path whose last step takes it.
    const offer = (events: EventObject[], takes: readonly string[]) => {
      for (const name of takes) {
        const best = tour.get(name);
        if (!best || best.events.length > events.length) tour.set(name, { origin: 'tour', input, events, goal: name });
      }
    };
    for (const path of [...shortest].sort((a, b) => a.steps.length - b.steps.length)) {
      const events = toEvents(path);
      if (events.length === 0) offer(events, replay(machine, input.input, events)[0]?.takes ?? []);
      const tries = eventsToTry(anyModel, path.state);
      const taken = replayTries(machine, input.input, events, tries);
      tries.forEach((event, index) => offer([...events, event], taken[index]!));
    }
  }
  // Tour paths in the machine's own order of transitions, for stable plans.
  const transitions = new Map(allTransitions(machine).map((transition) => [transitionName(transition), transition]));
  for (const name of transitions.keys()) {
    const candidate = tour.get(name);
    if (candidate) candidates.push(candidate);
  }

  const recorder = createCoverageRecorder([machine]);
  const paths = withoutPrefixes(candidates).map((candidate, index): PlannedPath<InputFrom<TMachine>> => {
    const replayed = replay(machine, candidate.input.input, candidate.events, recorder.observe);
    const steps = replayed.map((step, stepIndex): PlannedStep => {
      const event = candidate.events[stepIndex - 1];
      const before = replayed[stepIndex - 1]?.snapshot;
      return {
        action: event && before ? stepActionFor(machine, event, before) : { kind: 'start' },
        expected: step.snapshot.value,
        takes: step.takes,
      };
    });
    // The tour chose this path from its tries (replayTries); the replay from the start must agree.
    if (candidate.goal && !steps.at(-1)?.takes.includes(candidate.goal)) {
      throw new Error(`The tour planned '${candidate.goal}' on a path whose last step does not take it`);
    }
    const final = steps.at(-1)?.expected ?? {};
    return {
      number: index + 1,
      title: titleOf(candidate, final, anyModel, transitions),
      keyTitle: keyTitleOf(candidate, final),
      origin: candidate.origin,
      input: candidate.input,
      steps,
    };
  });

  const [plannedCoverage] = recorder.report();
  if (!plannedCoverage) throw new Error(`No coverage report for machine '${machine.id}'`);
  return { model: anyModel, paths, plannedCoverage };
}
