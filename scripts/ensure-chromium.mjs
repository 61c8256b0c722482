// Makes sure the browsers the Playwright tests launch exist: Debian's `chromium-headless-shell`
// (most tests) and `chromium` (what needs the browser's UI, and headed runs); see
// test/support/debianChromium.ts. Playwright's own browser download is not available here; never
// run `playwright install`. Prints nothing when both are present.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Each Debian package and the program it installs. */
const PACKAGES = { chromium: '/usr/bin/chromium', 'chromium-headless-shell': '/usr/bin/chromium-headless-shell' };

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`ensure-chromium: "${command} ${args.join(' ')}" failed with exit code ${result.status}`);
    process.exit(result.status ?? 1);
  }
}

const missing = Object.keys(PACKAGES).filter((name) => !existsSync(PACKAGES[name]));
if (missing.length > 0) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `ensure-chromium: ${missing.map((name) => PACKAGES[name]).join(' and ')} missing. ` +
        `The browser tests use the Debian packages ${missing.map((name) => `"${name}"`).join(' and ')}.\n` +
        'Install them as root with:\n' +
        `  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  console.info(`ensure-chromium: installing the Debian packages ${missing.join(', ')}`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', ...missing], { ...process.env, DEBIAN_FRONTEND: 'noninteractive' });
  const stillMissing = missing.filter((name) => !existsSync(PACKAGES[name]));
  if (stillMissing.length > 0) {
    console.error(
      `ensure-chromium: installed, but ${stillMissing.map((name) => PACKAGES[name]).join(' and ')} still missing`,
    );
    process.exit(1);
  }
}
