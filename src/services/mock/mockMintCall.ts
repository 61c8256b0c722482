import * as z from 'zod/mini';
import { parseJsonWith } from '../../domain/parseJson';
import { toHex } from './hex';

/**
 * The mock mint transaction's call data: what the mock chain mints once the transaction is mined
 * (a real signature-mint contract reads the same from its calldata). Hex-encoded JSON, so the
 * transaction looks like any other to the approval dialog and the chart.
 */
export interface MockMintCall {
  saleId: string;
  rawMessage: string;
  signature: string;
  hotWallet: string;
}

const mockMintCallSchema = z.object({
  saleId: z.string(),
  rawMessage: z.string(),
  signature: z.string(),
  hotWallet: z.string(),
});

export function encodeMockMintCall(call: MockMintCall): string {
  return toHex(new TextEncoder().encode(JSON.stringify(call)));
}

/** The call a mock transaction carries, or null when its data is not one. */
export function decodeMockMintCall(data: string | undefined): MockMintCall | null {
  if (!data || !/^0x(?:[0-9a-f]{2})+$/i.test(data)) return null;
  const bytes = Uint8Array.from(data.slice(2).match(/../g) ?? [], (pair) => parseInt(pair, 16));
  const parsed = parseJsonWith(new TextDecoder().decode(bytes), mockMintCallSchema);
  return parsed.ok ? parsed.value : null;
}
