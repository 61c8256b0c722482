// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheFileOf, compilerInput, readCache } from '../chain/harness/compileContract';

/**
 * The chain suite's compiled contract is kept between processes (issue 52): the cache must answer
 * only for the very input it was compiled from, and a file it cannot use means compiling again.
 */

const scratch = mkdtempSync(join(tmpdir(), 'solc-cache-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the compiled contract's cache", () => {
  it('names one file per compiler input, under node_modules/.cache/solc', () => {
    const input = compilerInput();
    expect(cacheFileOf(input)).toBe(cacheFileOf(compilerInput()));
    expect(cacheFileOf(input)).toMatch(/\/node_modules\/\.cache\/solc\/[0-9a-f]{64}\.json$/);
    const edited = input.replace('"runs":200', '"runs":201');
    expect(edited).not.toBe(input);
    expect(cacheFileOf(edited)).not.toBe(cacheFileOf(input));
  });

  it('uses a whole artifact, and compiles again for a missing, partial or foreign file', () => {
    const file = (name: string, text: string) => {
      writeFileSync(join(scratch, name), text);
      return join(scratch, name);
    };
    expect(readCache(join(scratch, 'missing.json'))).toBeUndefined();
    expect(readCache(file('partial.json', '{"abi":[{"type":"constr'))).toBeUndefined();
    expect(readCache(file('foreign.json', '{"abi":"x","bytecode":"0x00"}'))).toBeUndefined();
    expect(readCache(file('whole.json', '{"abi":[],"bytecode":"0x6080"}'))).toEqual({ abi: [], bytecode: '0x6080' });
  });
});
