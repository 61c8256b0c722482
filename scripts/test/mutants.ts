/**
 * `npm run test:mutants [folder ...]`: StrykerJS on each folder of test/mutants/folders.ts (all of
 * them unless named; `machines` names every chart's folder), then a score table per folder. Every
 * mutant the tests do not kill in a strict file must be listed in test/mutants/equivalent.ts with
 * the reason no test can kill it, and each entry must match as many survivors as it says, or the
 * run fails and names them; so does a listed mutant that no longer survives (the list follows the
 * code). A folder's other files are held to a committed count (mutationReport.ts, folderProblems).
 * Not part of `npm test`: a full run takes tens of minutes on two cores (incremental runs far less).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EQUIVALENT_MUTANTS } from '../../test/mutants/equivalent';
import { foldersNamed, MUTATED_FOLDERS } from '../../test/mutants/folders';
import {
  folderProblems,
  forgetSurvivors,
  reportSchema,
  scoreFolder,
  scoreTable,
  type FolderScore,
} from './mutationReport';

const root = fileURLToPath(new URL('../../', import.meta.url));
const named = process.argv.slice(2);
const unknown = named.filter((name) => foldersNamed(name).length === 0);
if (unknown.length > 0) {
  console.error(
    `Unknown folder ${unknown.join(', ')}: one of ${MUTATED_FOLDERS.map((entry) => entry.folder).join(', ')}, or a folder holding some of them (machines).`,
  );
  process.exit(2);
}
const folders = named.length === 0 ? MUTATED_FOLDERS : [...new Set(named.flatMap(foldersNamed))];

const scores: FolderScore[] = [];
let failed = false;
for (const { folder, strict } of folders) {
  console.info(`\nStrykerJS on ${folder}`);
  const slug = folder.replaceAll('/', '-');
  // Where stryker.config.mjs keeps the folder's incremental record.
  const record = join(root, 'reports/mutation/incremental', `${slug}.json`);
  if (existsSync(record)) {
    const kept = JSON.parse(readFileSync(record, 'utf8')) as Parameters<typeof forgetSurvivors>[0];
    forgetSurvivors(kept);
    writeFileSync(record, JSON.stringify(kept));
  }
  const run = spawnSync('npx', ['stryker', 'run'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, MUTATED_FOLDER: folder },
  });
  if (run.status !== 0) {
    console.error(`StrykerJS failed on ${folder} (exit ${run.status}).`);
    process.exit(1);
  }
  const report = reportSchema.parse(JSON.parse(readFileSync(join(root, 'reports/mutation', `${slug}.json`), 'utf8')));
  const score = scoreFolder(folder, report, EQUIVALENT_MUTANTS);
  scores.push(score);
  const problems = folderProblems(score, strict);
  for (const problem of problems) console.error(problem);
  failed ||= problems.length > 0;
}

console.info(`\n${scoreTable(scores)}`);
if (failed) process.exit(1);
