import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The hosts' own local runtimes (issue 40), installed on demand into `.hosts-tools/` (ignored by
 * git), not with the project's dependencies: netlify-cli is about 350 MB and wrangler brings
 * workerd, which every `npm ci` would otherwise pay for. Versions are pinned: the newest wrangler
 * needs Node 22, and these are the ones the host table in the README was checked with.
 */
export const HOST_TOOLS = { wrangler: '4.86.0', 'netlify-cli': '27.10.2' } as const;

export const HOST_TOOLS_DIR = '.hosts-tools';

export const hostToolBin = (root: string, name: 'wrangler' | 'netlify') =>
  join(root, HOST_TOOLS_DIR, 'node_modules', '.bin', name);

/** Installs the tools when a pinned version is missing; throws when the install fails. */
export function ensureHostTools(root: string): void {
  const dir = join(root, HOST_TOOLS_DIR);
  const installed = (name: string, version: string) => {
    const manifest = join(dir, 'node_modules', name, 'package.json');
    return (
      existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version === version
    );
  };
  if (Object.entries(HOST_TOOLS).every(([name, version]) => installed(name, version))) return;
  mkdirSync(dir, { recursive: true });
  // Their install scripts stay off, as the project's own are (workerd's platform package holds its binary).
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ private: true, description: 'Local runtimes of the hosts (scripts/hosts/hostTools.ts)' }, null, 2)}\n`,
  );
  const specs = Object.entries(HOST_TOOLS).map(([name, version]) => `${name}@${version}`);
  console.info(`Installing the hosts' local runtimes into ${HOST_TOOLS_DIR}/: ${specs.join(', ')} (about a minute)`);
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...specs], {
    cwd: dir,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`installing ${specs.join(', ')} failed (exit code ${result.status})`);
}
