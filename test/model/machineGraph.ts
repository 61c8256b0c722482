import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';

/**
 * The static shape of a machine: its state nodes and transition definitions, named the
 * same way in plans, coverage reports and printed paths. Names are built from state paths
 * and indexes, never object identity, because `.provide()` copies every node.
 */

/** Every state node below the root (the root is always active, so it says nothing). */
export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  return getStateNodes(machine.root);
}

/** 'signUpModal.open' for a node, '(app)' for the root of machine 'app'. */
export function stateName(node: AnyStateNode): string {
  return node.path.length > 0 ? node.path.join('.') : `(${node.id})`;
}

/** Every transition definition of the machine: event transitions, delays, invoke answers, `always`. */
export function allTransitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return [machine.root, ...allStateNodes(machine)].flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]);
}

function guardText(transition: AnyTransitionDefinition): string {
  const { guard } = transition;
  if (guard === undefined) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return ` [${String(guard.type)}]`;
  return ' [inline guard]';
}

/**
 * A readable, unique name for a transition definition, e.g.
 * 'signUpModal.deciding always #1 [signUpRequested] → signUpModal.open'.
 */
export function transitionName(transition: AnyTransitionDefinition): string {
  const { source, eventType } = transition;
  const siblings: readonly AnyTransitionDefinition[] =
    eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
  const index = siblings.indexOf(transition);
  const number = siblings.length > 1 ? ` #${index + 1}` : '';
  const trigger = eventType === '' ? 'always' : `on ${eventType}`;
  const targets = transition.target?.map(stateName).join(', ') ?? '(stays, actions only)';
  return `${stateName(source)} ${trigger}${number}${guardText(transition)} → ${targets}`;
}

/** The delay of a delayed event type ('xstate.after.<delay>.<stateId>'), in milliseconds. */
export function delayOf(
  machine: AnyStateMachine,
  eventType: string,
  context: unknown,
): { name: string; ms: number } | undefined {
  for (const node of [machine.root, ...allStateNodes(machine)]) {
    const delayed = node.after.find((transition) => transition.eventType === eventType);
    if (!delayed) continue;
    const { delay } = delayed;
    if (typeof delay === 'number') return { name: `${delay} ms`, ms: delay };
    // Named delays live in the machine's implementations, as a number or a function of context.
    const configured: unknown = typeof delay === 'string' ? machine.implementations.delays[delay] : delay;
    const name = typeof delay === 'string' ? delay : 'inline delay';
    if (typeof configured === 'number') return { name, ms: configured };
    if (typeof configured === 'function') {
      const ms: unknown = configured({ context, event: { type: eventType } }, undefined);
      if (typeof ms === 'number') return { name, ms };
    }
    throw new Error(`Delay '${name}' of ${stateName(node)} is not a number of milliseconds`);
  }
  return undefined;
}
