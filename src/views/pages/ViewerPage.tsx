import { usePage } from '../../app/usePage';
import { visuallyHidden } from '../components/visuallyHidden';

export type ViewerMode = 'story' | 'ai' | 'nft';

export interface ViewerTarget {
  walletAddress: string;
  storyId: string;
  mode: ViewerMode;
  tokenId?: string;
}

const MODE_LABEL: Record<ViewerMode, string> = { story: '', ai: ' (AI)', nft: ' (NFT)' };

/** /view/...: the story viewer (the viewer frame arrives with its flow). Hidden navbar, no footer. */
export function ViewerPage({ walletAddress, storyId, mode, tokenId }: ViewerTarget) {
  usePage('View', { showNavbar: false, showFooter: false, mainConFullHeight: true, hidePageOverflow: true });
  return (
    <>
      <h1 css={visuallyHidden}>Story viewer</h1>
      <p css={{ padding: '1.5rem' }}>
        Story {storyId} of {walletAddress}
        {MODE_LABEL[mode]}
        {tokenId ? `, token ${tokenId}` : ''}
      </p>
    </>
  );
}
