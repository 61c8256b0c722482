import type { ChainNetwork } from '../config/config.types';

/** Spec section 9's sentinel chain id 999999: the mock wallet's chain. */
export const MOCK_CHAIN_ID = 999999;

const NETWORK_CHAIN_IDS: Readonly<Record<ChainNetwork, number>> = {
  mainnet: 1,
  sepolia: 11_155_111,
  local: 31_337,
};

/** The chain the configured network runs on: flows sign and send only there. */
export function chainIdOf(network: ChainNetwork): number {
  return NETWORK_CHAIN_IDS[network];
}

const CHAIN_NAMES: Readonly<Record<number, string>> = {
  1: 'Ethereum Mainnet',
  11_155_111: 'Sepolia',
  17_000: 'Holesky',
  10: 'OP Mainnet',
  56: 'BNB Smart Chain',
  137: 'Polygon',
  8453: 'Base',
  42_161: 'Arbitrum One',
  31_337: 'Local test chain',
  [MOCK_CHAIN_ID]: 'Mock chain',
};

/** A chain's name for people ('Polygon'), or 'Chain {id}' for one we do not know. */
export function chainName(chainId: number): string {
  return CHAIN_NAMES[chainId] ?? `Chain ${chainId}`;
}

/** EIP-1193 and EIP-3326 speak of chain ids as 0x-prefixed hexadecimal strings. */
export const toHexChainId = (chainId: number): string => `0x${chainId.toString(16)}`;

/** A chain id from a wallet ('0x1', 1 or '1'), or null when it is not a positive whole number. */
export function parseChainId(value: unknown): number | null {
  let parsed: number;
  if (typeof value === 'number') parsed = value;
  else if (typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value)) parsed = Number.parseInt(value.slice(2), 16);
  else if (typeof value === 'string' && /^[0-9]+$/.test(value)) parsed = Number(value);
  else return null;
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : null;
}
