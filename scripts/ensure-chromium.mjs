// Makes sure the browsers the browser tests launch exist: Debian's `chromium-headless-shell`
// (most tests) and `chromium` (what needs the browser's UI, and headed runs); see
// test/support/debianChromium.ts. And those of the engines suite (test/engines/): Firefox ESR, and
// WebKitGTK's WebDriver server with the library's MiniBrowser on a virtual X display (Xvfb, and
// xauth for `xvfb-run`). Playwright's own browser download is not available here; never run
// `playwright install`. Prints nothing when all are present; installs what is missing in one
// apt-get call.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

/** libwebkit2gtk-4.1-0's MiniBrowser, in the multiarch folder (`/usr/lib/x86_64-linux-gnu`). */
const MINI_BROWSER = '/usr/lib/<multiarch>/webkit2gtk-4.1/MiniBrowser';

/** Each Debian package and the program it installs. */
const PACKAGES = {
  chromium: '/usr/bin/chromium',
  'chromium-headless-shell': '/usr/bin/chromium-headless-shell',
  'firefox-esr': '/usr/bin/firefox-esr',
  'webkit2gtk-driver': '/usr/bin/WebKitWebDriver',
  'libwebkit2gtk-4.1-0': MINI_BROWSER,
  xvfb: '/usr/bin/Xvfb',
  xauth: '/usr/bin/xauth',
};

/** Whether the program `path` is there; `<multiarch>` stands for any folder of /usr/lib. */
function installed(path) {
  if (!path.includes('<multiarch>')) return existsSync(path);
  return readdirSync('/usr/lib').some((dir) => existsSync(path.replace('<multiarch>', dir)));
}

/** `a`, `a and b`, `a, b and c`. */
function listed(items) {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`ensure-chromium: "${command} ${args.join(' ')}" failed with exit code ${result.status}`);
    process.exit(result.status ?? 1);
  }
}

const missing = Object.keys(PACKAGES).filter((name) => !installed(PACKAGES[name]));
if (missing.length > 0) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `ensure-chromium: ${listed(missing.map((name) => PACKAGES[name]))} missing. ` +
        `The browser tests use the Debian packages ${listed(missing.map((name) => `"${name}"`))}.\n` +
        'Install them as root with:\n' +
        `  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  console.info(`ensure-chromium: installing the Debian packages ${missing.join(', ')}`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', ...missing], { ...process.env, DEBIAN_FRONTEND: 'noninteractive' });
  const stillMissing = missing.filter((name) => !installed(PACKAGES[name]));
  if (stillMissing.length > 0) {
    console.error(
      `ensure-chromium: installed, but ${listed(stillMissing.map((name) => PACKAGES[name]))} still missing`,
    );
    process.exit(1);
  }
}
