import { bindMintEntrySigning, type MintEntrySigningEdge } from './mintEntrySigning';
import { bindMintStep } from './mintStep';
import type { StepsPart } from './mintSteps';
import { bindShareToMint } from './shareToMint';

/**
 * The charts of the pages that need a logged-in user: MintEntry's signing, MintShare's share and
 * Minting's mint. A chunk of its own, loaded with the login steps' code or with a sale that lands
 * on one of those pages (src/app/bindings/mintPage.ts): a visit that does not mint fetches none of it.
 */
export function bindLoggedInCharts(edge: MintEntrySigningEdge, parts: StepsPart) {
  return {
    mintEntrySigning: bindMintEntrySigning(edge),
    shareToMint: bindShareToMint(parts),
    mintStep: bindMintStep(parts),
  };
}

export type LoggedInCharts = ReturnType<typeof bindLoggedInCharts>;
