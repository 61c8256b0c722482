import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { InterfaceAbi } from 'ethers';
import { fileURLToPath } from 'node:url';

/**
 * Compiles the test contract with solc-js (npm `solc`, pinned in package.json) and OpenZeppelin
 * Contracts from node_modules: offline, in a few seconds. There is no committed artifact to go
 * stale. The output is kept under node_modules/.cache/solc, named by a hash of everything it comes
 * from (the compiler's input, and the versions of solc and OpenZeppelin that its imports resolve
 * to), so that a change to any of them compiles again. The world deploys the contract twice (the
 * Character Pass and the story NFTs), in the chain suite's server and again in
 * `npm run start:chain`, which the suite runs: four compiles, 4 CPU-s for a process's first and
 * 1 s for each after, are now one (issue 52).
 */

const require = createRequire(import.meta.url);
const CONTRACT_NAME = 'SignatureMintPass';
const SOURCE_PATH = 'SignatureMintPass.sol';
const contractFile = fileURLToPath(new URL(`../contracts/${SOURCE_PATH}`, import.meta.url));
const cacheDir = fileURLToPath(new URL('../../../node_modules/.cache/solc/', import.meta.url));

export interface CompiledContract {
  abi: InterfaceAbi;
  /** Deployment bytecode, 0x-prefixed. */
  bytecode: string;
}

interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: InterfaceAbi; evm: { bytecode: { object: string } } }>>;
}

/** Resolves `@openzeppelin/...` imports to the installed package. */
function findImport(path: string): { contents: string } | { error: string } {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') };
  } catch {
    return { error: `not found: ${path}` };
  }
}

/** solc's standard JSON input: the contract's source and how to compile it. */
export function compilerInput(): string {
  return JSON.stringify({
    language: 'Solidity',
    sources: { [SOURCE_PATH]: { content: readFileSync(contractFile, 'utf8') } },
    settings: {
      // Anvil's default hardfork runs the opcodes OpenZeppelin 5 uses (mcopy, push0).
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  });
}

function compile(input: string): CompiledContract {
  const solc = require('solc') as { compile(input: string, callbacks: { import: typeof findImport }): string };
  const output = JSON.parse(solc.compile(input, { import: findImport })) as SolcOutput;
  const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error');
  if (errors.length > 0) throw new Error(`solc: ${errors.map((entry) => entry.formattedMessage).join('\n')}`);
  const compiled = output.contracts?.[SOURCE_PATH]?.[CONTRACT_NAME];
  if (!compiled) throw new Error(`solc did not output ${CONTRACT_NAME}`);
  return { abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` };
}

/** The cache file of this input: its name changes with the input and with either package's version. */
export function cacheFileOf(input: string): string {
  const versions = ['solc', '@openzeppelin/contracts'].map(
    (name) => (require(`${name}/package.json`) as { version: string }).version,
  );
  return `${cacheDir}${createHash('sha256')
    .update(JSON.stringify([input, versions]))
    .digest('hex')}.json`;
}

/** The artifact in `file`, or nothing when there is none or it is not a whole artifact. */
export function readCache(file: string): CompiledContract | undefined {
  try {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as Partial<CompiledContract>;
    return Array.isArray(cached.abi) && typeof cached.bytecode === 'string' ? (cached as CompiledContract) : undefined;
  } catch {
    return undefined; // not there yet, or unreadable: compile
  }
}

/** Written whole or not at all: another process may read the file meanwhile. */
function writeCache(file: string, compiled: CompiledContract): void {
  mkdirSync(cacheDir, { recursive: true });
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, JSON.stringify(compiled));
  renameSync(partial, file);
}

/** This process's artifact, for its second deployment. */
let compiledHere: CompiledContract | undefined;

/** The test contract's ABI and deployment bytecode: this process's, the cache's, or solc's. */
export function compileContract(): CompiledContract {
  if (compiledHere) return compiledHere;
  const input = compilerInput();
  const file = cacheFileOf(input);
  compiledHere = readCache(file);
  if (!compiledHere) {
    compiledHere = compile(input);
    writeCache(file, compiledHere);
  }
  return compiledHere;
}
