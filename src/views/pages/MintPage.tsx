import { usePage } from '../../app/usePage';
import { visuallyHidden } from '../components/visuallyHidden';

export type SaleTypeFilter = 'characterPass' | 'collection';

export interface MintTarget {
  /** A sale id from the route (lowercased), or none for the current sale. */
  saleId?: string;
  /** Restricts the current-sale choice to one sale type. */
  saleType?: SaleTypeFilter;
}

/** What the mint section is asked to show, in words (the sale flow fills the section). */
function describeTarget({ saleId, saleType }: MintTarget): string {
  if (saleId) return `Sale: ${saleId}`;
  if (saleType) return `Current ${saleType} sale`;
  return 'Current sale';
}

export function MintSection(target: MintTarget) {
  return (
    <section aria-labelledby="mint-heading" css={{ maxWidth: '60rem', margin: '0 auto', padding: '2rem 1.5rem' }}>
      <h2 id="mint-heading">Mint</h2>
      <p>{describeTarget(target)}</p>
    </section>
  );
}

/** The mint page at /mint, /characterpass, /collections and the sale-id routes. */
export function MintPage(target: MintTarget) {
  usePage('Mint', { showWalletButton: true });
  return (
    <>
      <h1 css={visuallyHidden}>Mint</h1>
      <MintSection {...target} />
    </>
  );
}
