import type { SnapshotFrom } from 'xstate';
import type { mintEntrySigningMachine } from './mintEntrySigning.machine';

export type MintEntrySigningSnapshot = SnapshotFrom<typeof mintEntrySigningMachine>;

/** What MintEntry shows while it signs: the stage, the failure's reason, the tokens signed for so far. */
export interface MintEntrySigningView {
  stage: 'signing' | 'signFailed' | 'loadingThumbnails' | 'signed';
  error: string | null;
  tokens: string[];
  images: Record<string, string>;
}

const STAGES = ['signFailed', 'loadingThumbnails', 'signed'] as const;

export function selectSigningView(snapshot: MintEntrySigningSnapshot): MintEntrySigningView {
  const { signed, error } = snapshot.context;
  return {
    stage: STAGES.find((stage) => snapshot.matches(stage)) ?? 'signing',
    error,
    tokens: signed?.signedTokens ?? [],
    images: signed?.nftImageMap ?? {},
  };
}
