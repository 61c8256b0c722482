// Writes docs/charts/<machine id>.md (a Mermaid state diagram) and <machine id>.graph.json (the
// graph model the live statechart viewer draws) for every machine exported from
// machines/*/index.ts, and removes generated charts of machines that no longer exist.
// Run with `npm run charts`; test/project/charts.test.ts fails while a chart is stale.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadMachines } from './charts/discover';
import { chartMarkdown, GENERATED_NOTE, graphJson } from './charts/markdown';

const root = fileURLToPath(new URL('..', import.meta.url));
const chartsDir = join(root, 'docs', 'charts');

const machines = await loadMachines(join(root, 'machines'));
mkdirSync(chartsDir, { recursive: true });
const written = new Set<string>();
for (const { folder, machine } of machines) {
  const file = `${machine.id}.md`;
  writeFileSync(join(chartsDir, file), chartMarkdown(machine));
  writeFileSync(join(chartsDir, `${machine.id}.graph.json`), graphJson(machine));
  written.add(file);
  console.log(`wrote docs/charts/${file} and ${machine.id}.graph.json (machines/${folder})`);
}
for (const file of readdirSync(chartsDir)) {
  // Only files this script made are removed; hand-written notes in docs/charts stay.
  if (
    file.endsWith('.md') &&
    !written.has(file) &&
    readFileSync(join(chartsDir, file), 'utf8').includes(GENERATED_NOTE)
  ) {
    rmSync(join(chartsDir, file));
    rmSync(join(chartsDir, file.replace(/\.md$/, '.graph.json')), { force: true });
    console.log(`removed docs/charts/${file} (no such machine)`);
  }
}
