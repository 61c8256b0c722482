import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { CHAIN_ID, LOCAL_FLOWS, LOCAL_STACK } from './harness/chainSetup';

/**
 * `npm run start:chain` as a newcomer runs it: it comes up, its node answers eth_chainId, each
 * flow's printed link opens that flow, and Ctrl+C (SIGINT to its process group, as a terminal
 * sends it) stops everything.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Whether anything still answers at `url`. */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

test('npm run start:chain serves a mintable chain and stops cleanly on Ctrl+C', async ({ page }) => {
  test.setTimeout(180_000);
  // Its own process group, so that the test can send the whole group a terminal's Ctrl+C.
  const stack: ChildProcess = spawn('npm', ['run', 'start:chain'], { cwd: root, detached: true, stdio: 'pipe' });
  let output = '';
  stack.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  stack.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<string>((resolve) =>
    stack.once('exit', (code, signal) => resolve(signal ?? `code ${code}`)),
  );
  try {
    await expect
      .poll(() => output, { timeout: 150_000, message: 'the stack says it is ready' })
      .toContain('Press Ctrl+C');
    const rpcUrl = /RPC URL\s+(\S+)/.exec(output)?.[1];
    expect(rpcUrl).toBe(`http://127.0.0.1:${LOCAL_STACK.rpcPort}`);
    expect(output).toMatch(new RegExp(`Chain ID\\s+${CHAIN_ID}`));
    expect(output).toMatch(/Private key\s+0x[0-9a-f]{64}/);

    const chainId = await fetch(rpcUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    }).then((response) => response.json() as Promise<{ result: string }>);
    expect(Number(chainId.result)).toBe(CHAIN_ID);

    // Each printed link opens its flow.
    for (const flow of LOCAL_FLOWS) {
      const link = new RegExp(`${flow.name.replace(/[()]/g, '\\$&')}\\s+(\\S+)`).exec(output)?.[1];
      expect(link, `the link to ${flow.name}`).toBe(`http://127.0.0.1:${LOCAL_STACK.appPort}${flow.path}`);
      await page.goto(link!);
      await expect(page.getByRole(flow.shows.role, { name: flow.shows.name }), flow.name).toBeVisible();
    }
  } finally {
    if (stack.exitCode === null) process.kill(-stack.pid!, 'SIGINT');
  }
  // npm passes the Ctrl+C on to the script and ends as a terminal expects: by the same signal.
  expect(['code 0', 'SIGINT']).toContain(await exited);
  expect(await answers(`http://127.0.0.1:${LOCAL_STACK.rpcPort}`), 'the node has stopped').toBe(false);
  expect(await answers(`http://127.0.0.1:${LOCAL_STACK.appPort}`), 'the app server has stopped').toBe(false);
  expect(await answers(`http://127.0.0.1:${LOCAL_STACK.backendPort}/__harness`), 'the backend has stopped').toBe(false);
});
