import type { GraphNode, MachineGraph } from '../../src/inspect/graphModel';

/** Words Mermaid's state-diagram grammar reads as keywords, so they cannot name a state. */
const RESERVED = new Set([
  'as',
  'class',
  'classdef',
  'click',
  'default',
  'direction',
  'end',
  'hide',
  'left',
  'note',
  'of',
  'right',
  'state',
  'style',
]);

const clean = (text: string) => text.replace(/[^A-Za-z0-9_]/g, '_') || '_';

/**
 * Mermaid state ids are global to a diagram, so two `idle` states in different parents would
 * merge. A state keeps its plain key as id when that key is unique in the machine (readable
 * charts); otherwise it gets its path (`signing_idle`) and the key as its label.
 */
export function mermaidIds(graph: MachineGraph): Map<GraphNode, string> {
  const nodes = graph.nodes;
  const root = nodes[0]!;
  const keyCounts = new Map<string, number>();
  for (const node of nodes.slice(1)) keyCounts.set(clean(node.key), (keyCounts.get(clean(node.key)) ?? 0) + 1);

  const ids = new Map<GraphNode, string>();
  const used = new Set<string>();
  const free = (id: string) => !used.has(id) && !RESERVED.has(id.toLowerCase());
  const take = (node: GraphNode, candidates: [string, ...string[]]) => {
    let id = candidates.find(free) ?? candidates[candidates.length - 1]!;
    while (!free(id)) id = `${id}_`;
    used.add(id);
    ids.set(node, id);
  };
  take(root, [clean(graph.id)]);
  for (const node of nodes.slice(1)) {
    const key = clean(node.key);
    take(node, keyCounts.get(key) === 1 ? [key, clean(node.path.join('_'))] : [clean(node.path.join('_'))]);
  }
  return ids;
}
