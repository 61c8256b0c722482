import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { InterfaceAbi } from 'ethers';
import { fileURLToPath } from 'node:url';

/**
 * Compiles the test contract with solc-js (npm `solc`, pinned in package.json) and OpenZeppelin
 * Contracts from node_modules: offline, in a few seconds, every run. There is no committed
 * artifact to go stale.
 */

const require = createRequire(import.meta.url);
const CONTRACT_NAME = 'SignatureMintPass';
const SOURCE_PATH = 'SignatureMintPass.sol';
const contractFile = fileURLToPath(new URL(`../contracts/${SOURCE_PATH}`, import.meta.url));

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

export function compileContract(): CompiledContract {
  const solc = require('solc') as { compile(input: string, callbacks: { import: typeof findImport }): string };
  const input = {
    language: 'Solidity',
    sources: { [SOURCE_PATH]: { content: readFileSync(contractFile, 'utf8') } },
    settings: {
      // Anvil's default hardfork runs the opcodes OpenZeppelin 5 uses (mcopy, push0).
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })) as SolcOutput;
  const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error');
  if (errors.length > 0) throw new Error(`solc: ${errors.map((entry) => entry.formattedMessage).join('\n')}`);
  const compiled = output.contracts?.[SOURCE_PATH]?.[CONTRACT_NAME];
  if (!compiled) throw new Error(`solc did not output ${CONTRACT_NAME}`);
  return { abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` };
}
