/**
 * `npm run test:under-load` (issue 38): the whole `npm test` with one of the machine's cores kept
 * busy by a CPU hog, a busy loop at normal priority, so the run gets about half of a two-core
 * machine. Proves that no test's result depends on how fast the machine is: every limit is
 * sized by the work it waits for (docs/testing.md, "Time limits"). The hog starts before the run
 * and is stopped when it ends, however it ends.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const hog = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
const stopHog = () => hog.kill('SIGKILL');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopHog();
    process.exit(130);
  });
}

console.info(`test:under-load: a busy loop holds one core (pid ${hog.pid}) while npm test runs`);
const started = performance.now();
const run = spawn('npm', ['test'], { cwd: root, stdio: 'inherit' });
run.on('close', (code) => {
  stopHog();
  const minutes = (performance.now() - started) / 60_000;
  console.info(
    `test:under-load: npm test ${code === 0 ? 'passed' : 'failed'} in ${minutes.toFixed(1)} min with one core busy`,
  );
  process.exit(code ?? 1);
});
