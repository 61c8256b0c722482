import { MOCK_BLOCKED_WALLET } from '../mock/mockAccounts';
import type { MockDelay } from '../mock/mockDelays';
import type { ComplianceService } from './compliance.types';

/** Mock compliance screening: every wallet passes except the one mock blocked wallet. */
export function createMockCompliance({ delay }: { delay: MockDelay }): ComplianceService {
  return {
    async isWalletAddressSafe(walletAddress, signal) {
      await delay('base', signal);
      return walletAddress.toLowerCase() !== MOCK_BLOCKED_WALLET;
    },
  };
}
