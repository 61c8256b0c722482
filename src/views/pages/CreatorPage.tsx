import { usePage } from '../../app/usePage';
import { visuallyHidden } from '../components/visuallyHidden';

export interface CreatorTarget {
  template?: string;
  walletAddress?: string;
  storyId?: string;
  nft?: boolean;
}

/** /create and its variants: the story editor (the hosted creator frame arrives with its flow). */
export function CreatorPage(target: CreatorTarget) {
  usePage('Create', { showFooter: false, fixedNavbar: true, mainConFullHeight: true, hidePageOverflow: true });
  const what = target.storyId
    ? `Story ${target.storyId} of ${target.walletAddress}${target.nft ? ' (NFT)' : ''}`
    : target.template
      ? `Template ${target.template}`
      : 'New story';
  return (
    <>
      <h1 css={visuallyHidden}>Story editor</h1>
      <p css={{ padding: '5rem 1.5rem 0' }}>{what}</p>
    </>
  );
}
