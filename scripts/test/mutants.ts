/**
 * `npm run test:mutants`: the mutant sample of scripts/test/mutantSample.ts. Each mutant changes
 * one fragment of the source, its tests run against it, and the source is put back. A mutant the
 * tests pass is a behaviour nothing checks: the run fails and names it. So does a mutant whose
 * fragment is no longer in its file (the sample must follow the code).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MUTANT_SAMPLE, type Mutant } from './mutantSample';

const root = fileURLToPath(new URL('../../', import.meta.url));

type Outcome = 'killed' | 'survived' | 'not applied';

const vitest = (tests: readonly string[]) =>
  spawnSync('npx', ['vitest', 'run', '--reporter=dot', ...tests], { cwd: root, encoding: 'utf8' });

/** Puts `file` back as it was, also when the run is interrupted. */
function withMutated<T>(file: string, mutated: string, original: string, run: () => T): T {
  const restore = () => writeFileSync(file, original);
  process.once('SIGINT', restore);
  writeFileSync(file, mutated);
  try {
    return run();
  } finally {
    restore();
    process.off('SIGINT', restore);
  }
}

function tryMutant(mutant: Mutant): Outcome {
  const file = join(root, mutant.file);
  const original = readFileSync(file, 'utf8');
  if (original.split(mutant.from).length !== 2) return 'not applied';
  const mutated = original.replace(mutant.from, () => mutant.to);
  const result = withMutated(file, mutated, original, () => vitest(mutant.tests));
  return result.status === 0 ? 'survived' : 'killed';
}

/** The sample's tests against the source as it is: they must pass, or "killed" would mean nothing. */
const allTests = [...new Set(MUTANT_SAMPLE.flatMap((mutant) => mutant.tests))];
if (vitest(allTests).status !== 0) {
  console.error(`The sample's tests fail without any mutant: npx vitest run ${allTests.join(' ')}`);
  process.exit(1);
}

const rows = MUTANT_SAMPLE.map((mutant, index) => {
  const outcome = tryMutant(mutant);
  console.info(`${String(index + 1).padStart(2)}. ${outcome.padEnd(11)} ${mutant.kind}: ${mutant.breaks}`);
  return { mutant, outcome };
});

const bad = rows.filter((row) => row.outcome !== 'killed');
console.info(`\n${rows.length - bad.length} of ${rows.length} mutants killed.`);
for (const { mutant, outcome } of bad) {
  console.error(`${outcome}: ${mutant.file}: '${mutant.from}' -> '${mutant.to}' (tests: ${mutant.tests.join(', ')})`);
}
if (bad.length > 0) process.exit(1);
