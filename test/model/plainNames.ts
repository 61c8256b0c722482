import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, StateValue } from 'xstate';
import { allStateNodes, stateName } from './machineGraph';
import type { MachineModel } from './modelTypes';
import { compactStateText, leafKeys } from './stateValues';

/**
 * States and transitions in a tester's words (issue 53), for `npm run paths` and the path suites'
 * titles: 'from minting in Minting, when mint transaction finishes and the pass is minted → Minted'
 * rather than the chart's keys ('loggedInPages.Minting.minting on xstate.done.actor.mintTransaction
 * #1 [isMinted] → loggedInPages.Minted'). `--keys` prints the keys instead.
 */

/** Which names a printout uses: words (the default) or the chart's keys (`--keys`). */
export type Names = 'words' | 'keys';

/** Whether a key names a page or a part of the page, as the charts write them: 'MintShare', 'Whitelist'. */
const isPageKey = (key: string) => /^[A-Z]/.test(key);

/** A key in words: a page's name as the spec writes it ('MintShare'), a camelCase key split ('loading forms'). */
export const keyWords = (key: string) =>
  isPageKey(key) ? key : key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/**
 * A state in words: its own key, then the parents that tell it apart from every other state of the
 * machine, and always the page it is a step of, or else the state or region it is in ('minting in
 * Minting', 'sign up failed in Whitelist', 'loading in lifecycle'; 'Minted' is a page of its own).
 */
function nodeWords(node: AnyStateNode, nodes: readonly AnyStateNode[]): string {
  const [own, ...parents] = [...node.path].reverse();
  let shown = 0;
  const tail = () => node.path.slice(-(shown + 1)).join('.');
  const alike = (other: AnyStateNode) => other !== node && other.path.slice(-(shown + 1)).join('.') === tail();
  while (shown < parents.length && nodes.some(alike)) shown += 1;
  // A step is named with its page, or where no page holds it, with the state or region it is in.
  if (!isPageKey(own!) && parents.length > 0) {
    const page = parents.findIndex(isPageKey);
    shown = Math.max(shown, page + 1, 1);
  }
  return [own!, ...parents.slice(0, shown)].map(keyWords).join(' in ');
}

/** Every state's words by its dotted key, for one machine (cached: plans name states thousands of times). */
const wordsByKey = new WeakMap<AnyStateMachine, Map<string, string>>();
function stateWordsOf(machine: AnyStateMachine): Map<string, string> {
  let words = wordsByKey.get(machine);
  if (!words) {
    const nodes = allStateNodes(machine);
    words = new Map(nodes.map((node) => [stateName(node), nodeWords(node, nodes)]));
    wordsByKey.set(machine, words);
  }
  return words;
}

/** One state by its dotted key ('loggedInPages.Minted' → 'Minted'). */
export const stateKeyWords = (machine: AnyStateMachine, key: string) => stateWordsOf(machine).get(key) ?? key;

/** A state value: its atomic states in words, side by side ('Minted', 'open in sign up modal, ready in lifecycle'). */
export function stateValueText(machine: AnyStateMachine, value: StateValue, names: Names = 'words'): string {
  if (names === 'keys') return compactStateText(value);
  return leafKeys(value)
    .map((key) => stateKeyWords(machine, key))
    .join(', ');
}

/** What makes a transition happen, in words. */
function triggerWords(eventType: string, model: MachineModel): string {
  if (eventType === '') return 'at once';
  if (eventType === '*') return 'on any event';
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return /^\d+$/.test(after[1]!) ? `after ${after[1]} ms` : `after ${keyWords(after[1]!)}`;
  const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (answer) return `when ${keyWords(answer[2]!)} ${answer[1] === 'done' ? 'finishes' : 'fails'}`;
  const done = /^xstate\.done\.state\.(.+)$/.exec(eventType);
  if (done) return `when ${keyWords(done[1]!.split('.').at(-1)!)} is done`;
  const words = model.eventDescriptions?.[eventType];
  // Words made from a payload need an event; the type's last part in words stands for them here.
  return typeof words === 'string' ? `when ${words}` : `on ${keyWords(eventType.split('.').at(-1)!)}`;
}

/** A guard in words: the model's, or its name split ('is same hot wallet') with its fixed params. */
function guardWords(guard: unknown, model: MachineModel): string {
  const named = typeof guard === 'string' ? { type: guard, params: undefined } : guard;
  if (typeof named !== 'object' || named === null || !('type' in named)) return 'a condition holds';
  const { type, params } = named as { type: string; params?: unknown };
  // Params made from the event or context are unknown here: only fixed ones are shown.
  const fixed = typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {};
  const words = model.guardDescriptions?.[type];
  if (typeof words === 'function') return words(fixed);
  const shown = Object.values(fixed).filter((value) => ['string', 'number', 'boolean'].includes(typeof value));
  const name = words ?? keyWords(type);
  return shown.length > 0 ? `${name} (${shown.join(', ')})` : name;
}

/**
 * A transition in words: 'from <state>, <trigger>[ and <guard>|, otherwise] → <target>' ('at once
 * if <guard>' for a transition taken on entry). A transition without a guard beside guarded ones
 * for the same trigger is their 'otherwise'.
 */
export function transitionWords(transition: AnyTransitionDefinition, model: MachineModel): string {
  const { source, eventType, guard } = transition;
  const machine = model.machine;
  const siblings: readonly AnyTransitionDefinition[] =
    eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
  const condition =
    guard !== undefined
      ? ` ${eventType === '' ? 'if' : 'and'} ${guardWords(guard, model)}`
      : siblings.some((other) => other !== transition && other.guard !== undefined)
        ? ', otherwise'
        : '';
  const targets = transition.target?.map((node) => stateKeyWords(machine, stateName(node))).join(', ');
  const from = source.path.length > 0 ? `from ${stateKeyWords(machine, stateName(source))}, ` : '';
  return `${from}${triggerWords(eventType, model)}${condition} → ${targets ?? 'stays'}`;
}
