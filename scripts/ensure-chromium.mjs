// Makes sure the browser the Playwright tests launch exists: Debian's `chromium` at
// /usr/bin/chromium (Playwright's own browser download is not available here; never run
// `playwright install`). Prints nothing when the browser is present.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`ensure-chromium: "${command} ${args.join(' ')}" failed with exit code ${result.status}`);
    process.exit(result.status ?? 1);
  }
}

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `ensure-chromium: ${CHROMIUM} is missing. The browser tests use the Debian package "chromium".\n` +
        'Install it as root with:\n' +
        '  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium',
    );
    process.exit(1);
  }
  console.info(`ensure-chromium: ${CHROMIUM} is missing; installing the Debian package "chromium"`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', 'chromium'], { ...process.env, DEBIAN_FRONTEND: 'noninteractive' });
  if (!existsSync(CHROMIUM)) {
    console.error(`ensure-chromium: the package "chromium" was installed but ${CHROMIUM} is still missing`);
    process.exit(1);
  }
}
