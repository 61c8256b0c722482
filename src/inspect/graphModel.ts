import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { eventLabel, guardLabel } from './labels';

/**
 * One model of a machine's chart, read from `machine.root` (the resolved definition, so it always
 * matches what runs): the nodes with their nesting, kind, initial marks and descriptions, and the
 * edges with their event, guard and delay. The Mermaid charts of `npm run charts` are written from
 * it, and the live viewer draws it; neither walks xstate's state nodes itself. Pure data, in
 * document order: same machine, same model.
 */

export type GraphNodeKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface GraphNode {
  /** The state node's id ('mint.Whitelist'), unique in the machine; the root's is the machine id. */
  id: string;
  /** Its key in its parent ('Whitelist'); the root's is the machine id. */
  key: string;
  /** Keys from the root down, empty for the root. */
  path: string[];
  /** Null for the root. */
  parent: string | null;
  kind: GraphNodeKind;
  /** For a history node: how deep it remembers. */
  history?: 'shallow' | 'deep';
  /** A compound node's initial children (the targets of its initial transition, one level down). */
  initial: string[];
  /** Children in definition order. */
  children: string[];
  description?: string;
}

export type GraphEdgeKind = 'event' | 'always' | 'after' | 'done' | 'error' | 'stateDone';

export interface GraphEdge {
  /** Unique in the model: source id, event and the transition's index among the source's. */
  id: string;
  source: string;
  /** Target node ids; empty for a transition that changes no state (actions only). */
  targets: string[];
  /** The event type xstate matches ('' for `always`). */
  eventType: string;
  kind: GraphEdgeKind;
  /** The event in chart words: 'after readyMarkerDelay', 'done: initialise', 'always'. */
  event: string;
  /** The guard in chart words ('hasWallet && !isSoldOut'), or null. */
  guard: string | null;
  /** A named or numeric delay of an `after` edge, or null. */
  delay: string | null;
  /** The event with its guard: 'always [signUpRequested]'. */
  label: string;
  description?: string;
}

export interface MachineGraph {
  id: string;
  description?: string;
  /** Every node, the root first, then depth first in definition order. */
  nodes: GraphNode[];
  edges: GraphEdge[];
}

function kindOf(node: AnyStateNode): GraphNodeKind {
  if (node.type === 'parallel' || node.type === 'final' || node.type === 'history') return node.type;
  return Object.keys(node.states).length > 0 ? 'compound' : 'atomic';
}

/** The child of `parent` on the way to a (possibly deeper) initial target. */
function childOn(parent: AnyStateNode, target: AnyStateNode): AnyStateNode {
  let node = target;
  while (node.parent && node.parent !== parent) node = node.parent;
  return node;
}

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allStateNodes)];
}

function edgeKind(eventType: string, source: AnyStateNode): GraphEdgeKind {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) return 'after';
  if (eventType === `xstate.done.state.${source.id}`) return 'stateDone';
  if (eventType.startsWith('xstate.done.actor.')) return 'done';
  if (eventType.startsWith('xstate.error.actor.')) return 'error';
  return 'event';
}

function toNode(node: AnyStateNode): GraphNode {
  const kind = kindOf(node);
  return {
    id: node.id,
    key: node.key,
    path: [...node.path],
    parent: node.parent?.id ?? null,
    kind,
    ...(kind === 'history' && { history: node.history === 'deep' ? 'deep' : 'shallow' }),
    initial: kind === 'compound' ? node.initial.target.map((target) => childOn(node, target).id) : [],
    children: Object.values(node.states).map((child) => child.id),
    ...(node.description && { description: node.description }),
  };
}

function toEdge(transition: AnyTransitionDefinition, index: number): GraphEdge {
  const { source, eventType } = transition;
  const event = eventLabel(eventType, source);
  const guard = transition.guard === undefined ? null : guardLabel(transition.guard);
  const kind = edgeKind(eventType, source);
  return {
    id: `${source.id}#${index}`,
    source: source.id,
    targets: (transition.target ?? []).map((target) => target.id),
    eventType,
    kind,
    event,
    guard,
    delay: kind === 'after' ? event.replace(/^after /, '') : null,
    label: guard === null ? event : `${event} [${guard}]`,
    ...(transition.description && { description: transition.description }),
  };
}

export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const stateNodes = allStateNodes(machine.root);
  const edges = stateNodes.flatMap((node) =>
    [...[...node.transitions.values()].flat(), ...(node.always ?? [])].map(toEdge),
  );
  return {
    id: machine.id,
    ...(machine.root.description && { description: machine.root.description }),
    nodes: stateNodes.map(toNode),
    edges,
  };
}

/**
 * The live actor's states in words, for the drawing's description and its live region: the
 * innermost active states by their paths ('phasePages.Mint'), several (parallel regions) joined
 * with 'and', in the chart's order. Null when nothing is active (a machine with no live actor).
 */
export function describeActiveStates(nodes: readonly GraphNode[], active: ReadonlySet<string>): string | null {
  const innermost = nodes.filter(
    (node) => node.parent !== null && active.has(node.id) && !node.children.some((child) => active.has(child)),
  );
  return innermost.length === 0 ? null : innermost.map((node) => node.path.join('.')).join(' and ');
}
