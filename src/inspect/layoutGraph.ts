import type { ELK, ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { GraphEdge, GraphNode, MachineGraph } from './graphModel';

/**
 * Places a machine's graph model for drawing: elkjs's layered layout with compound nodes for
 * nesting and parallel regions, edges routed across levels. Coordinates come back absolute, so the
 * drawing needs no nesting of its own. The caller gives the elkjs engine (the viewer's runs in a
 * Web Worker, ./loadElk.ts; tests import the module).
 */

export interface PlacedNode {
  node: GraphNode;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedEdge {
  /** The edge and the one target this line goes to (an edge with two targets is two lines). */
  edge: GraphEdge;
  target: string;
  points: Array<{ x: number; y: number }>;
  label: { x: number; y: number; width: number; height: number };
}

export interface PlacedGraph {
  width: number;
  height: number;
  nodes: PlacedNode[];
  edges: PlacedEdge[];
}

/** Text metrics of the drawing's 12 px labels, close enough for layout without measuring. */
const CHAR_WIDTH = 7;
const LABEL_HEIGHT = 16;
const TITLE_HEIGHT = 24;

const textWidth = (text: string) => Math.ceil(text.length * CHAR_WIDTH) + 16;

function elkNode(node: GraphNode, byId: Map<string, GraphNode>): ElkNode {
  const children = node.children.map((id) => elkNode(byId.get(id)!, byId));
  if (children.length === 0) return { id: node.id, width: Math.max(72, textWidth(node.key)), height: 32 };
  return {
    id: node.id,
    children,
    labels: [{ text: node.key, width: textWidth(node.key), height: LABEL_HEIGHT }],
    layoutOptions: {
      'elk.padding': `[top=${TITLE_HEIGHT + 8},left=12,bottom=12,right=12]`,
      // Regions of a parallel state side by side, the states of a compound one top to bottom.
      'elk.direction': node.kind === 'parallel' ? 'RIGHT' : 'DOWN',
    },
  };
}

export async function layoutGraph(graph: MachineGraph, elk: ELK): Promise<PlacedGraph> {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const edgeOf = new Map<string, { edge: GraphEdge; target: string }>();
  const edges: ElkExtendedEdge[] = graph.edges.flatMap((edge) =>
    edge.targets.map((target) => {
      const id = `${edge.id}>${target}`;
      edgeOf.set(id, { edge, target });
      return {
        id,
        sources: [edge.source],
        targets: [target],
        labels: [{ text: edge.label, width: textWidth(edge.label), height: LABEL_HEIGHT }],
      };
    }),
  );
  const root = elkNode(graph.nodes[0]!, byId);
  const laid: ElkNode = await elk.layout({
    id: '@graph',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.direction': 'DOWN',
      'elk.edgeLabels.inline': 'false',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '24',
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
    },
    children: [root],
    edges,
  });

  // Absolute positions: every child is placed relative to its parent.
  const offsets = new Map<string, { x: number; y: number }>([['@graph', { x: 0, y: 0 }]]);
  const nodes: PlacedNode[] = [];
  const place = (elk: ElkNode, parent: { x: number; y: number }) => {
    const x = parent.x + (elk.x ?? 0);
    const y = parent.y + (elk.y ?? 0);
    offsets.set(elk.id, { x, y });
    const node = byId.get(elk.id);
    if (node) nodes.push({ node, x, y, width: elk.width ?? 0, height: elk.height ?? 0 });
    for (const child of elk.children ?? []) place(child, { x, y });
  };
  for (const child of laid.children ?? []) place(child, { x: 0, y: 0 });

  const placedEdges: PlacedEdge[] = [];
  const collect = (elk: ElkNode) => {
    for (const edge of elk.edges ?? []) {
      const found = edgeOf.get(edge.id);
      const section = edge.sections?.[0];
      if (!found || !section) continue;
      // An edge's coordinates are relative to the node elk put it in (its container).
      const base = offsets.get((edge as { container?: string }).container ?? elk.id) ?? { x: 0, y: 0 };
      const shift = (point: { x: number; y: number }) => ({ x: base.x + point.x, y: base.y + point.y });
      const label = edge.labels?.[0];
      placedEdges.push({
        ...found,
        points: [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(shift),
        label: label
          ? { ...shift({ x: label.x ?? 0, y: label.y ?? 0 }), width: label.width ?? 0, height: label.height ?? 0 }
          : { ...shift(section.startPoint), width: 0, height: 0 },
      });
    }
    for (const child of elk.children ?? []) collect(child);
  };
  collect(laid);
  return { width: laid.width ?? 0, height: laid.height ?? 0, nodes, edges: placedEdges };
}
