// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadMachines } from '../../scripts/charts/discover';
import { chartMarkdown, graphJson } from '../../scripts/charts/markdown';

/**
 * The charts' documents (docs/charts: what designers read, and what the chart viewer shows, with
 * every state's and transition's description) against the machines: `npm run charts` writes them
 * after a change. A test per chart folder. `npm run test:mutants` runs it against each chart's
 * mutants (test/mutants/folders.ts), so a mutant that only changes a description is killed here;
 * there MUTATED_FOLDER names the chart, and only its documents are compared.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const mutated = /^machines\/([^/]+)$/.exec(process.env.MUTATED_FOLDER ?? '')?.[1];
const found = await loadMachines(`${root}/machines`);
const folders = [...new Set(found.map(({ folder }) => folder))].filter((folder) => !mutated || folder === mutated);

describe('docs/charts', () => {
  it('has every chart, the app among them', () => {
    expect(found.map(({ machine }) => machine.id)).toContain('app');
  });

  it.each(folders)('match the machines of machines/%s (run `npm run charts` after changing a machine)', (folder) => {
    for (const { machine } of found.filter((entry) => entry.folder === folder)) {
      const committed = readFileSync(`${root}/docs/charts/${machine.id}.md`, 'utf8');
      expect(committed, `docs/charts/${machine.id}.md is stale: run npm run charts`).toBe(chartMarkdown(machine));
      const graph = readFileSync(`${root}/docs/charts/${machine.id}.graph.json`, 'utf8');
      expect(graph, `docs/charts/${machine.id}.graph.json is stale: run npm run charts`).toBe(graphJson(machine));
    }
  });
});
