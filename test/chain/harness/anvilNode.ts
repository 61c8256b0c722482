import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * One Anvil node from the npm package `@foundry-rs/anvil` (its platform package ships the
 * binary: nothing is downloaded at run time), on a given or a free port with the deterministic dev accounts,
 * its output written to `{logDir}/anvil-{chainId}.log` (kept: the suite attaches it to a failed
 * test).
 */

const require = createRequire(import.meta.url);
const START_TIMEOUT_MS = 20_000;

export interface AnvilNode {
  chainId: number;
  url: string;
  logFile: string;
  stop(): Promise<void>;
}

/** The binary of the platform package the wrapper would run (`bin.mjs` picks it the same way). */
function anvilBinary(): string {
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}`;
  return require.resolve(`${platformPackage}/bin/anvil${process.platform === 'win32' ? '.exe' : ''}`);
}

export function startAnvil({
  chainId,
  accounts,
  logDir,
  port = 0,
}: {
  chainId: number;
  accounts: number;
  logDir: string;
  /** 0: a free port. */
  port?: number;
}): Promise<AnvilNode> {
  mkdirSync(logDir, { recursive: true });
  const logFile = join(logDir, `anvil-${chainId}.log`);
  const log = createWriteStream(logFile);
  const child: ChildProcess = spawn(
    anvilBinary(),
    ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--accounts', String(accounts)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });

  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }).finally(() => log.end());

  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`anvil (chain ${chainId}) did not start in ${START_TIMEOUT_MS} ms; see ${logFile}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Listening on (127\.0\.0\.1:\d+)/.exec(output);
      if (!listening) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      resolve({ chainId, url: `http://${listening[1]}`, logFile, stop });
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`anvil (chain ${chainId}) exited with ${code}; see ${logFile}`));
    });
  });
}
