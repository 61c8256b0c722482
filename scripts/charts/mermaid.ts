import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { allStateNodes, mermaidIds } from './ids';
import { transitionLabel } from './labels';

/**
 * A Mermaid `stateDiagram-v2` of a machine, walked from `machine.root` (the resolved
 * definition, so it always matches what runs). Pure: same machine, same text.
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
  const chart = new Chart(machine.root);
  return ['stateDiagram-v2', `  [*] --> ${chart.id(machine.root)}`, ...chart.render()].join('\n');
}

type Scope = AnyStateNode | 'top';

class Chart {
  private readonly ids: Map<AnyStateNode, string>;
  private readonly edges = new Map<Scope, string[]>();
  private readonly loops = new Map<AnyStateNode, string[]>();
  private readonly notes = new Map<AnyStateNode, string[]>();

  constructor(private readonly root: AnyStateNode) {
    this.ids = mermaidIds(root);
    for (const node of allStateNodes(root)) this.collectTransitions(node);
  }

  id(node: AnyStateNode): string {
    const id = this.ids.get(node);
    if (id === undefined) throw new Error(`state ${node.id} is not in this machine`);
    return id;
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

  private collectTransitions(node: AnyStateNode): void {
    const transitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    for (const transition of transitions) {
      const label = clean(transitionLabel(transition));
      const targets = transition.target ?? [];
      if (targets.length === 0) push(isLeaf(node) ? this.loops : this.notes, node, label);
      for (const target of targets) {
        if (target === node && (isLeaf(node) || node.parent?.type === 'compound')) push(this.loops, node, label);
        else push(this.edges, this.scopeOf(node, target), `${this.id(node)} --> ${this.id(target)} : ${label}`);
      }
    }
  }

  /** The compound block both ends belong to, or the top level. */
  private scopeOf(source: AnyStateNode, target: AnyStateNode): Scope {
    const parent = source.parent;
    return parent && source !== target && parent === target.parent && parent.type === 'compound' ? parent : 'top';
  }

  private block(node: AnyStateNode, depth: number): string[] {
    const pad = '  '.repeat(depth);
    const children = Object.values(node.states);
    if (children.length === 0) return [...this.leaf(node, pad)];

    const lines = [`${pad}state ${this.id(node)} {`];
    children.forEach((child, i) => {
      if (node.type === 'parallel' && i > 0) lines.push(`${pad}  --`);
      lines.push(...this.block(child, depth + 1));
    });
    if (node.type === 'compound') {
      for (const target of node.initial.target) lines.push(`${pad}  [*] --> ${this.id(childOn(node, target))}`);
    }
    lines.push(...(this.edges.get(node) ?? []).map((edge) => `${pad}  ${edge}`));
    for (const child of children) {
      const loop = this.loops.get(child);
      if (loop && node.type === 'compound')
        lines.push(`${pad}  ${this.id(child)} --> ${this.id(child)} : ${loop.join(', ')}`);
    }
    if (node.type === 'compound') {
      for (const child of children) if (child.type === 'final') lines.push(`${pad}  ${this.id(child)} --> [*]`);
    }
    lines.push(`${pad}}`);
    return lines;
  }

  private *leaf(node: AnyStateNode, pad: string): Generator<string> {
    const id = this.id(node);
    const name = node.type === 'history' ? `${node.key} (${node.history === 'deep' ? 'H*' : 'H'})` : node.key;
    yield name === id ? `${pad}${id}` : `${pad}state "${name.replace(/"/g, "'")}" as ${id}`;
    // A leaf directly in a parallel state has no compound block to hold its loop.
    const loop = this.loops.get(node);
    if (loop && node.parent?.type !== 'compound') yield `${pad}${id} --> ${id} : ${loop.join(', ')}`;
  }
}

const isLeaf = (node: AnyStateNode) => Object.keys(node.states).length === 0;

function push<K>(map: Map<K, string[]>, key: K, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The child of `parent` on the way to a (possibly deeper) initial target. */
function childOn(parent: AnyStateNode, target: AnyStateNode): AnyStateNode {
  let node = target;
  while (node.parent && node.parent !== parent) node = node.parent;
  return node;
}

/** Mermaid ends a statement at `;` and a label at a line break. */
const clean = (label: string) => label.replace(/;/g, ',').replace(/\s+/g, ' ');
