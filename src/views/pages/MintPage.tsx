import { useSelector } from '@xstate/react';
import { selectMintActor } from '../../../machines/app';
import { selectHeaderSale } from '../../../machines/mintPage/mintPage.selectors';
import { useAppActor } from '../../app/AppProviders';
import { PAGE_LAYOUTS } from '../../app/pageLayouts';
import { usePage } from '../../app/usePage';
import { visuallyHidden } from '../components/visuallyHidden';
import { MintSection, useSalePreview, type MintTarget } from '../mint/MintSection';

export type { MintTarget, SaleTypeFilter } from '../mint/MintSection';

/**
 * The mint page at /mint, /characterpass, /collections and the sale-id routes. Its title is the
 * sale's name once the page knows it (written in the prerendered page, else when it has loaded).
 */
export function MintPage(target: MintTarget) {
  const mint = useSelector(useAppActor(), selectMintActor) ?? undefined;
  const loadedName = useSelector(mint, (snapshot) => (snapshot ? selectHeaderSale(snapshot)?.saleName : undefined));
  const previewName = useSalePreview(target.saleId)?.saleName;
  usePage(loadedName ?? previewName ?? 'Mint', PAGE_LAYOUTS.mint);
  return (
    <>
      <h1 css={visuallyHidden}>Mint</h1>
      <MintSection {...target} />
    </>
  );
}
