/**
 * `npm run screens`: screenshots of /, /about, /create and /founders at 1280 and 390 px into
 * docs/screens/, from the production build (built first when dist/ is missing) on a preview server
 * of its own, in Debian's Chromium. Motion is reduced and the clock fixed so that each run shows
 * the same page.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'docs', 'screens');
const PORT = 4179;
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = [
  ['/', 'home'],
  ['/about', 'about'],
  ['/create?novideo', 'create'],
  ['/founders', 'founders'],
] as const;
const WIDTHS = [
  [1280, 900],
  [390, 844],
] as const;

function run(command: string, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited ${code}`))));
  });
}

async function waitForServer(deadline: number): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(BASE)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the preview server did not start on ${BASE}`);
    await new Promise((resolve_) => setTimeout(resolve_, 200));
  }
}

if (!existsSync(join(root, 'dist', 'index.html'))) await run('npx', ['vite', 'build']);
mkdirSync(out, { recursive: true });
const server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort'], {
  cwd: root,
  stdio: 'ignore',
});
try {
  await waitForServer(Date.now() + 30_000);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-quic'],
  });
  for (const [width, height] of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date('2026-11-01T12:00:00Z'));
    for (const [path, name] of PAGES) {
      await page.goto(`${BASE}${path}`);
      await page.waitForLoadState('networkidle');
      // The parts below the fold load as a visitor nears them: pass through the page once.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const file = join(out, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: path !== '/create?novideo' });
      console.info(`wrote ${file.slice(root.length + 1)}`);
    }
    await context.close();
  }
  await browser.close();
} finally {
  server.kill();
}
