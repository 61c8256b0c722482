import type { StateValue } from 'xstate';
import { formatCoverage, type Tally } from './coverage';
import type { MachineModel, NamedInput, PlannedEvent } from './modelTypes';
import type { PathOrigin, Plan, PlannedPath } from './paths';
import { planJson } from './planJson';
import { shortenAddress } from '../../src/domain/address';
import { stateKeyWords, type Names } from './plainNames';
import { leafKeys } from './stateValues';
import type { StepAction } from './stepActions';

/**
 * Plans in plain words, for testers walking a path by hand and for failure messages. A step is
 * one short line: the model's words for its event (`eventDescriptions`), or a generic line with
 * a brief summary of the payload. `verbose` adds every payload in full.
 */

export interface DescribeOptions {
  /** Shows each event's whole payload after its words. */
  verbose?: boolean;
  /** States and goals in words (the default) or in the chart's keys (`--keys`). */
  names?: Names;
}

/** The longest line a step may print without --verbose (a project test holds every model to it). */
export const STEP_LINE_LIMIT = 160;
/** Room for the words of a step: the line's limit less its indent and number ('  12. '). */
const WORDS_LIMIT = STEP_LINE_LIMIT - 8;
/** A payload summary gets what the words leave, and never less than this. */
const MIN_SUMMARY = 30;
const MAX_STRING = 40;
const HEX = /^0x[0-9a-fA-F]{40,}$/;

const ELLIPSIS = '\u2026';
const cut = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit - 1)}${ELLIPSIS}` : text);

const isMachine = (value: object): value is { id: string } =>
  'root' in value && 'implementations' in value && typeof (value as { id?: unknown }).id === 'string';

/** One level of a payload: scalars as they are, nested objects and lists folded. */
function brief(value: unknown, depth: number): string {
  // Addresses and hashes as the mint flow shows them ('0xa11c…000a').
  if (typeof value === 'string' && HEX.test(value)) return shortenAddress(value);
  if (typeof value === 'string') return JSON.stringify(cut(value, MAX_STRING));
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value !== 'object' || value === null) return String(value);
  if (value instanceof Error) return JSON.stringify(cut(value.message, MAX_STRING));
  if (isMachine(value)) return `the '${value.id}' machine`;
  if (Array.isArray(value)) {
    if (depth === 0 || value.length === 0) return `[${value.map((item) => brief(item, depth + 1)).join(', ')}]`;
    return value.length === 1 ? '[1 item]' : `[${value.length} items]`;
  }
  if (depth > 0) return Object.keys(value).length > 0 ? `{${ELLIPSIS}}` : '{}';
  const fields = Object.entries(value).map(([key, field]) => `${key}: ${brief(field, depth + 1)}`);
  return `{${fields.join(', ')}}`;
}

/** A payload in at most `limit` characters: its top-level fields, nested values folded. */
export function summarize(value: unknown, limit: number): string {
  return cut(brief(value, 0), Math.max(limit, MIN_SUMMARY));
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : (planJson(error) ?? String(error)));

/** The planned event behind a step (the start has none). */
const eventOf = (action: StepAction): PlannedEvent | undefined =>
  action.kind === 'start' ? undefined : (action.event as PlannedEvent);

/** The model's words for an event, made from the event when they are a function. */
function modelWords(event: PlannedEvent, model: MachineModel | undefined): { words: string; complete: boolean } | null {
  const words = model?.eventDescriptions?.[event.type];
  if (words === undefined) return null;
  return typeof words === 'function' ? { words: words(event), complete: true } : { words, complete: false };
}

/** The payload of an event: all but its type (and xstate's own bookkeeping of actor answers). */
function payloadOf(event: PlannedEvent): Record<string, unknown> {
  const { type: _type, actorId: _actorId, ...payload } = event;
  return payload;
}

function plainWords(action: StepAction, input: NamedInput<unknown>, model?: MachineModel): string {
  if (action.kind === 'start') return `start with ${input.name}: ${input.description}`;
  if (action.kind === 'delay') return `${action.ms} ms pass (${action.delayName})`;
  const event = action.event as PlannedEvent;
  const described = modelWords(event, model);
  if (described?.complete) return described.words;
  switch (action.kind) {
    case 'actorDone': {
      const words = described?.words ?? `the '${action.actorId}' service finishes`;
      if (action.output === undefined) return words;
      const lead = `${words} with `;
      return `${lead}${summarize(action.output, WORDS_LIMIT - lead.length)}`;
    }
    case 'actorError': {
      const lead = `${described?.words ?? `the '${action.actorId}' service fails`} (`;
      return `${lead}${cut(errorText(action.error), Math.max(WORDS_LIMIT - lead.length - 1, MIN_SUMMARY))})`;
    }
    case 'user': {
      const words = described?.words ?? `the app receives '${event.type}'`;
      const payload = payloadOf(event);
      if (Object.keys(payload).length === 0) return words;
      const lead = `${words} `;
      return `${lead}${summarize(payload, WORDS_LIMIT - lead.length)}`;
    }
  }
}

/** What a tester does (or waits for) in one step. */
export function describeAction(
  action: StepAction,
  input: NamedInput<unknown>,
  model?: MachineModel,
  options: DescribeOptions = {},
): string {
  const words = plainWords(action, input, model);
  const event = eventOf(action);
  // A failure's words already carry its error in full; an Error has no JSON of its own.
  if (!options.verbose || !event || action.kind === 'actorError') return words;
  const payload = payloadOf(event);
  return Object.keys(payload).length > 0 ? `${words}\n       payload ${planJson(payload)}` : words;
}

/**
 * What the tester should see in a state: one line per atomic state, its name (in words, or its key
 * with `names: 'keys'`) and what the model says it shows.
 */
export function describeState(
  value: StateValue,
  model: MachineModel,
  only?: (key: string) => boolean,
  names: Names = 'words',
): string[] {
  return leafKeys(value)
    .filter((key) => only?.(key) ?? true)
    .map((key) => {
      const name = names === 'keys' ? key : stateKeyWords(model.machine, key);
      const words = model.stateDescriptions?.[key];
      return words ? `${name} — ${words}` : name;
    });
}

/** Whether a line of `formatPath` is a step ('  3. the visitor presses …'), not a heading or what to see. */
export const isStepLine = (line: string) => /^ {2}\d+\. /.test(line);

/** The goal of a path in words, or in the chart's keys. */
const goalOf = (path: PlannedPath<unknown>, names: Names = 'words') => (names === 'keys' ? path.keyTitle : path.title);

/** 'Path 12 — reaches Minted (sign-up section)'. */
export const pathHeading = (path: PlannedPath<unknown>, names?: Names) =>
  `Path ${path.number} — ${goalOf(path, names)} (${path.input.name})`;

export function formatPath(path: PlannedPath<unknown>, model: MachineModel, options: DescribeOptions = {}): string {
  const lines = [pathHeading(path, options.names)];
  let before: string[] = [];
  for (const [index, step] of path.steps.entries()) {
    lines.push(`  ${index + 1}. ${describeAction(step.action, path.input, model, options)}`);
    // Only what changed: the rest was checked at an earlier step and still holds.
    const changed = describeState(step.expected, model, (key) => !before.includes(key), options.names);
    lines.push(...(changed.length > 0 ? changed.map((line) => `     see ${line}`) : ['     the state stays the same']));
    before = leafKeys(step.expected);
  }
  return lines.join('\n');
}

/** One line per path, for `--list`: its number, its goal, its input and its length. */
export function formatListLine(path: PlannedPath<unknown>, names?: Names): string {
  const steps = path.steps.length === 1 ? '1 step' : `${path.steps.length} steps`;
  return `${String(path.number).padStart(4)}  ${goalOf(path, names)} (${path.input.name}), ${steps}`;
}

const tallyText = (tally: Tally) => `${tally.covered}/${tally.total} (${tally.percent.toFixed(0)} %)`;

/** The machine, its size, its paths and the coverage they plan. */
export function formatHeader(plan: Plan<unknown>): string {
  const { model, plannedCoverage } = plan;
  const count = (origin: PathOrigin) => plan.paths.filter((path) => path.origin === origin).length;
  const origins = [
    `${count('shortest')} shortest to a state`,
    ...(count('simple') > 0 ? [`${count('simple')} simple`] : []),
    `${count('tour')} to take a transition`,
  ].join(', ');
  return [
    `Machine '${model.name}'${model.machine.id === model.name ? '' : ` (chart '${model.machine.id}')`}: ${plannedCoverage.states.total} states, ${plannedCoverage.transitions.total} transitions.`,
    `${plan.paths.length} paths: ${origins}. A path that is the start of a longer one is left out.`,
    `Planned coverage: states ${tallyText(plannedCoverage.states)}, transitions ${tallyText(plannedCoverage.transitions)}.`,
  ].join('\n');
}

export interface PrintOptions extends DescribeOptions {
  /** The paths to print (a filter's result); all by default. */
  paths?: readonly PlannedPath<unknown>[];
  /** What the filters asked for, said above the paths ('ending in Minted'). */
  selection?: string;
}

/** The header, then every path (or those chosen), then what the plan leaves uncovered, if anything. */
export function formatPlan(plan: Plan<unknown>, options: PrintOptions = {}): string {
  const paths = options.paths ?? plan.paths;
  const { states, transitions } = plan.plannedCoverage;
  const uncovered = states.missing.length + transitions.missing.length > 0;
  return [
    formatHeader(plan),
    ...(options.selection ? [`${paths.length} of ${plan.paths.length} paths ${options.selection}.`] : []),
    ...paths.map((path) => formatPath(path, plan.model, options)),
    ...(uncovered ? [`Not covered by the plan:\n${formatCoverage([plan.plannedCoverage])}`] : []),
  ].join('\n\n');
}
