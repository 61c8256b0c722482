// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isHeadedRun } from '../support/debianChromium';

const WORKER_ARGV = ['/usr/bin/node', 'node_modules/playwright/lib/worker/workerProcessEntry.js'];

describe('which Chromium a browser test run launches', () => {
  it('is headless by default, in the main process and in its workers', () => {
    const env = {};
    expect(isHeadedRun(['node', 'playwright', 'test'], env)).toBe(false);
    expect(isHeadedRun(WORKER_ARGV, env)).toBe(false);
  });

  it.each(['--headed', '--ui', '--debug'])('is headed with %s, in the workers too, which see no flag', (flag) => {
    const env = {};
    expect(isHeadedRun(['node', 'playwright', 'test', flag], env)).toBe(true);
    expect(isHeadedRun(WORKER_ARGV, env)).toBe(true);
  });

  it('is headed when PWDEBUG is set', () => {
    expect(isHeadedRun(WORKER_ARGV, { PWDEBUG: '1' })).toBe(true);
  });
});
