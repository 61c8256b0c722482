import { usageLabel } from '../../domain/sale/pageState';
import { bindMintTransaction, type MintTransactionEdge } from './mintTransaction';
import { bindShareFlow, type ShareEdge } from './share';

/** What the share and the on-chain mint run on. */
export type MintStepsEdge = MintTransactionEdge & Omit<ShareEdge, 'usage' | 'logFailure'>;

/**
 * The mint's last steps: the share to mint and the on-chain mint. A chunk of its own, loaded when
 * the visitor reaches MintShare or Minting (machines/mint, `loadingSteps`).
 */
export function bindMintSteps(edge: MintStepsEdge) {
  return {
    share: bindShareFlow({
      ...edge,
      usage: () => usageLabel('MintShare'),
      logFailure: (error) => console.warn('[share]', error),
    }),
    mintTransaction: bindMintTransaction(edge),
  };
}

export type MintSteps = ReturnType<typeof bindMintSteps>;

/** What a chart that runs the mint's last steps is given: their code's loading, and the steps once loaded. */
export interface StepsPart {
  loadSteps: () => Promise<void>;
  loaded: { steps?: MintSteps };
}
