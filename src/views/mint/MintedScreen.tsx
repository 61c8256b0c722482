import { useSelector } from '@xstate/react';
import {
  selectIsCollectionSale,
  selectMintSession,
  selectTokenName,
  type MintPageActorRef,
} from '../../../machines/mintPage';
import { useConfig } from '../../app/AppProviders';
import { MESSAGES } from '../../domain/errors/messages';
import { ExternalLink } from '../components/ExternalLink';
import { MINT_TEXTS } from './mintTexts';
import { TransactionLink } from './TransactionLink';

/** Minted's texts besides the spec's heading. */
export const MINTED_TEXTS = {
  marketplace: 'View in marketplace',
  minted: 'Minted',
} as const;

/**
 * Minted (spec sections 2 and 8): the congratulations, the optional notice of a mint treated as a
 * success (when showMintSuccessError is on), the tokens minted and the links.
 */
export function MintedScreen({ mint }: { mint: MintPageActorRef }) {
  const session = useSelector(mint, selectMintSession);
  const tokenName = useSelector(mint, selectTokenName);
  const collectionSale = useSelector(mint, selectIsCollectionSale);
  const title = collectionSale ? `Congrats! You minted a ${tokenName}!` : MINT_TEXTS.minted;
  const { links, flags } = useConfig();
  const { mintedNfts, txHash, mintedError } = session;
  return (
    <div css={{ display: 'grid', gap: '0.75rem', justifyItems: 'start' }}>
      <h2>{title}</h2>
      {mintedError && flags.showMintSuccessError && <p role="status">{MESSAGES[mintedError]}</p>}
      {mintedNfts.length > 0 && (
        <ul aria-label={MINTED_TEXTS.minted}>
          {mintedNfts.map((nft) => (
            <li key={`${nft.contractAddress}-${nft.id}`}>{`${tokenName} #${nft.id}`}</li>
          ))}
        </ul>
      )}
      <ExternalLink href={links.marketplace}>{MINTED_TEXTS.marketplace}</ExternalLink>
      {txHash && <TransactionLink hash={txHash} />}
    </div>
  );
}
