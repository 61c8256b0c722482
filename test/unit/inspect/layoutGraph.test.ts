// @vitest-environment node
import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { newsletterSignUpMachine } from '../../../machines/newsletterSignUp';
import { userMachine } from '../../../machines/user';
import { machineGraph } from '../../../src/inspect/graphModel';
import { layoutGraph } from '../../../src/inspect/layoutGraph';

describe('layoutGraph', () => {
  it('places every state inside its parent and routes every transition with a target', async () => {
    const graph = machineGraph(userMachine);
    const placed = await layoutGraph(graph, new ELK());
    const byId = new Map(placed.nodes.map((placedNode) => [placedNode.node.id, placedNode]));
    expect(byId.size).toBe(graph.nodes.length);
    for (const { node, x, y, width, height } of placed.nodes) {
      expect(width, node.id).toBeGreaterThan(0);
      expect(height, node.id).toBeGreaterThan(0);
      const parent = node.parent === null ? undefined : byId.get(node.parent);
      if (!parent) continue;
      // Absolute coordinates: a child lies within its parent's box.
      expect(x, node.id).toBeGreaterThanOrEqual(parent.x);
      expect(y, node.id).toBeGreaterThanOrEqual(parent.y);
      expect(x + width, node.id).toBeLessThanOrEqual(parent.x + parent.width + 0.5);
      expect(y + height, node.id).toBeLessThanOrEqual(parent.y + parent.height + 0.5);
    }
    const lines = graph.edges.reduce((count, edge) => count + edge.targets.length, 0);
    expect(placed.edges).toHaveLength(lines);
    for (const edge of placed.edges) expect(edge.points.length, edge.edge.id).toBeGreaterThanOrEqual(2);
  });

  it('ends each line at its target state', async () => {
    const placed = await layoutGraph(machineGraph(newsletterSignUpMachine), new ELK());
    const byId = new Map(placed.nodes.map((placedNode) => [placedNode.node.id, placedNode]));
    for (const { target, points } of placed.edges) {
      const box = byId.get(target)!;
      const end = points.at(-1)!;
      expect(end.x).toBeGreaterThanOrEqual(box.x - 1);
      expect(end.x).toBeLessThanOrEqual(box.x + box.width + 1);
      expect(end.y).toBeGreaterThanOrEqual(box.y - 1);
      expect(end.y).toBeLessThanOrEqual(box.y + box.height + 1);
    }
  });
});
