import { randomHex } from './hex';

/**
 * The mock signer's raw message: cold wallet, hot wallet and two counts (whitelist spots
 * and tokens to mint), colon-separated. The mock mint reads its mint count from here.
 */
export interface MockSignedMessage {
  coldWallet: string;
  hotWallet: string;
  spotCount: number;
  mintCount: number;
}

export function encodeSignedMessage(message: MockSignedMessage): string {
  return [message.coldWallet, message.hotWallet, message.spotCount, message.mintCount].join(':');
}

export function parseSignedMessage(rawMessage: string): MockSignedMessage | null {
  const parts = rawMessage.split(':');
  if (parts.length !== 4) return null;
  const [coldWallet = '', hotWallet = '', spots = '', mints = ''] = parts;
  const spotCount = Number(spots);
  const mintCount = Number(mints);
  if (!Number.isInteger(spotCount) || !Number.isInteger(mintCount) || mintCount < 0) return null;
  return { coldWallet, hotWallet, spotCount, mintCount };
}

/** A random 65-byte hex signature, as a wallet would return. */
export const randomSignature = (): string => randomHex(65);
