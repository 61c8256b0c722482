// Usage: node scripts/stately-check/run.mjs [folder...]   (default: machines)
//
// Reads every machine file under the given folders as Stately's editor tools read them
// (@xstate/machine-extractor) and fails when a machine cannot be read statically, carries an
// inline guard/action/actor, has no root id, or has an invoke without an id. One line per
// machine, then a summary; exit code 1 on any failure.
//
// The parser needs xstate 4, so it lives in this folder's own node_modules (pinned by the
// committed package-lock.json), never in the project's: it is installed here on first use.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** True when every pinned dependency is installed at exactly its pinned version. */
function depsInstalled() {
  const { dependencies } = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
  return Object.entries(dependencies).every(([name, version]) => {
    const manifest = join(here, 'node_modules', name, 'package.json');
    return existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).version === version;
  });
}

function ensureDeps() {
  if (depsInstalled()) return;
  console.log('stately-check: installing its parser (npm ci in scripts/stately-check) ...');
  const npm = spawnSync('npm', ['ci', '--prefix', here, '--no-audit', '--no-fund', '--silent'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (npm.status !== 0 || !depsInstalled()) {
    console.error('stately-check: npm ci failed; run it by hand: npm ci --prefix scripts/stately-check');
    process.exit(1);
  }
}

const SOURCE = /\.tsx?$/;
const SKIPPED = /\.(test|spec)\.tsx?$|\.d\.ts$/;

/** Non-test .ts/.tsx files under a folder, sorted so the output is stable. */
function sourceFiles(folder) {
  if (!existsSync(folder)) {
    console.error(`stately-check: no such folder: ${folder}`);
    process.exit(1);
  }
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (SOURCE.test(entry.name) && !SKIPPED.test(entry.name)) {
        found.push(path);
      }
    }
  };
  if (statSync(folder).isDirectory()) walk(folder);
  else found.push(folder);
  return found.sort();
}

ensureDeps();
// Loaded only after the install: check-file.cjs requires the extractor at load time.
const { checkMachineFile } = createRequire(import.meta.url)('./check-file.cjs');

const folders = process.argv.slice(2);
const files = (folders.length ? folders : ['machines']).flatMap(sourceFiles);
let machines = 0;
let inline = 0;
let failing = 0;
for (const file of files) {
  const name = relative(process.cwd(), file);
  const result = checkMachineFile(readFileSync(file, 'utf8'));
  if (result === null) continue;
  if (result.error) {
    failing++;
    console.log(`FAIL ${name}: ${result.error}`);
  }
  for (const machine of result.machines) {
    machines++;
    inline += machine.inline;
    if (machine.problems.length) failing++;
    console.log(
      machine.problems.length
        ? `FAIL ${name} #${machine.id}: ${machine.problems.join('; ')}`
        : `ok   ${name} #${machine.id}`,
    );
    for (const note of machine.notes) console.log(`     note: ${note}`);
  }
}
console.log(`machines: ${machines}, inline implementations: ${inline}, failing: ${failing}`);
if (machines === 0) console.log('stately-check: no machine found; check the folder names');
process.exit(failing || machines === 0 ? 1 : 0);
