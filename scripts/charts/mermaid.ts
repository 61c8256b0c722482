import type { AnyStateMachine } from 'xstate';
import { machineGraph, type GraphNode, type MachineGraph } from '../../src/inspect/graphModel';
import { mermaidIds } from './ids';

/**
 * A Mermaid `stateDiagram-v2` of a machine, written from its graph model (src/inspect/graphModel.ts,
 * which the live viewer draws too). Pure: same machine, same text.
 *
 * Layout rules, each forced by how Mermaid reads the text:
 * - The machine is one composite named by its id, so a parallel root can show its regions
 *   with `--` separators (Mermaid allows them only inside a composite).
 * - Mermaid puts a state in the last composite whose block mentions it, so an edge is
 *   written inside a block only when both ends are children of that block; every other
 *   edge goes after the diagram's outermost block, where a mention moves nothing.
 * - Transitions that change no state (actions only) on a composite are listed in a note:
 *   a self-loop on a composite is unreadable. On a leaf they are drawn as one self-loop
 *   per state, because Mermaid draws only one loop per state anyway.
 */
export function machineToMermaid(machine: AnyStateMachine): string {
  const chart = new Chart(machineGraph(machine));
  return ['stateDiagram-v2', `  [*] --> ${chart.rootId}`, ...chart.render()].join('\n');
}

type Scope = GraphNode | 'top';

class Chart {
  private readonly ids: Map<GraphNode, string>;
  private readonly byId: Map<string, GraphNode>;
  private readonly root: GraphNode;
  private readonly edges = new Map<Scope, string[]>();
  private readonly loops = new Map<GraphNode, string[]>();
  private readonly notes = new Map<GraphNode, string[]>();

  constructor(graph: MachineGraph) {
    this.ids = mermaidIds(graph);
    this.byId = new Map(graph.nodes.map((node) => [node.id, node]));
    this.root = graph.nodes[0]!;
    for (const edge of graph.edges) {
      const source = this.node(edge.source);
      const label = clean(edge.label);
      if (edge.targets.length === 0) push(isLeaf(source) ? this.loops : this.notes, source, label);
      for (const target of edge.targets.map((id) => this.node(id))) {
        if (target === source && (isLeaf(source) || this.parentOf(source)?.kind === 'compound'))
          push(this.loops, source, label);
        else push(this.edges, this.scopeOf(source, target), `${this.id(source)} --> ${this.id(target)} : ${label}`);
      }
    }
  }

  get rootId(): string {
    return this.id(this.root);
  }

  render(): string[] {
    const lines = this.block(this.root, 1);
    lines.push(...(this.edges.get('top') ?? []).map((edge) => `  ${edge}`));
    for (const [node, labels] of this.notes) {
      lines.push(`  note right of ${this.id(node)}`, '    No state change (actions only):');
      lines.push(...labels.map((label) => `    ${label}`), '  end note');
    }
    return lines;
  }

  private node(id: string): GraphNode {
    const node = this.byId.get(id);
    if (!node) throw new Error(`state ${id} is not in this machine`);
    return node;
  }

  private id(node: GraphNode): string {
    const id = this.ids.get(node);
    if (id === undefined) throw new Error(`state ${node.id} is not in this machine`);
    return id;
  }

  private parentOf(node: GraphNode): GraphNode | undefined {
    return node.parent === null ? undefined : this.node(node.parent);
  }

  /** The compound block both ends belong to, or the top level. */
  private scopeOf(source: GraphNode, target: GraphNode): Scope {
    const parent = this.parentOf(source);
    return parent && source !== target && source.parent === target.parent && parent.kind === 'compound'
      ? parent
      : 'top';
  }

  private block(node: GraphNode, depth: number): string[] {
    const pad = '  '.repeat(depth);
    const children = node.children.map((id) => this.node(id));
    if (children.length === 0) return [...this.leaf(node, pad)];

    const lines = [`${pad}state ${this.id(node)} {`];
    children.forEach((child, i) => {
      if (node.kind === 'parallel' && i > 0) lines.push(`${pad}  --`);
      lines.push(...this.block(child, depth + 1));
    });
    if (node.kind === 'compound') {
      for (const initial of node.initial) lines.push(`${pad}  [*] --> ${this.id(this.node(initial))}`);
    }
    lines.push(...(this.edges.get(node) ?? []).map((edge) => `${pad}  ${edge}`));
    for (const child of children) {
      const loop = this.loops.get(child);
      if (loop && node.kind === 'compound')
        lines.push(`${pad}  ${this.id(child)} --> ${this.id(child)} : ${loop.join(', ')}`);
    }
    if (node.kind === 'compound') {
      for (const child of children) if (child.kind === 'final') lines.push(`${pad}  ${this.id(child)} --> [*]`);
    }
    lines.push(`${pad}}`);
    return lines;
  }

  private *leaf(node: GraphNode, pad: string): Generator<string> {
    const id = this.id(node);
    const name = node.kind === 'history' ? `${node.key} (${node.history === 'deep' ? 'H*' : 'H'})` : node.key;
    yield name === id ? `${pad}${id}` : `${pad}state "${name.replace(/"/g, "'")}" as ${id}`;
    // A leaf directly in a parallel state has no compound block to hold its loop.
    const loop = this.loops.get(node);
    if (loop && this.parentOf(node)?.kind !== 'compound') yield `${pad}${id} --> ${id} : ${loop.join(', ')}`;
  }
}

const isLeaf = (node: GraphNode) => node.children.length === 0;

function push<K>(map: Map<K, string[]>, key: K, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Mermaid ends a statement at `;` and a label at a line break. */
const clean = (label: string) => label.replace(/;/g, ',').replace(/\s+/g, ' ');
