import { type ChildProcess, spawn } from 'node:child_process';

/**
 * A virtual X display for a browser that needs one (WebKitGTK's MiniBrowser has no headless mode).
 * Xvfb picks a free display number itself and writes it to a pipe (`-displayfd`): no lock-file race
 * with another display on the machine, as `xvfb-run -a` guesses one.
 */
export interface VirtualDisplay {
  /** `:N`, for the DISPLAY of the programs that draw on it. */
  readonly display: string;
  close(): Promise<void>;
  /** Ends it without waiting: for a process that is exiting. */
  kill(): void;
}

/** How long Xvfb may take to open its display (measured: about 0.1 s). */
const START_MS = 10_000;

export function startVirtualDisplay(): Promise<VirtualDisplay> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`Xvfb opened no display in ${START_MS} ms: ${output}`)), START_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      xvfb.kill();
      reject(error);
    };
    xvfb.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    xvfb.once('error', fail);
    xvfb.once('exit', (code) => fail(new Error(`Xvfb ended (${code}) before it opened a display: ${output}`)));
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      clearTimeout(timer);
      xvfb.removeAllListeners('exit');
      resolve({ display: `:${chunk.toString().trim()}`, close: () => stop(xvfb), kill: () => void xvfb.kill() });
    });
  });
}

/** Ends a child process and waits for it to be gone. */
export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill();
  });
}
