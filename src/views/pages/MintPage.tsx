import { lazy, Suspense, useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { selectMintActor, selectMintFlowFailed } from '../../../machines/app';
import { useAppActor } from '../../app/AppProviders';
import { usePage } from '../../app/usePage';
import { CRASH_MESSAGE } from '../layout/ErrorBoundary';
import { visuallyHidden } from '../components/visuallyHidden';

/** The screens of the mint page: their own chunk, loaded with the mint flow. */
const MintScreens = lazy(() => import('../mint/MintScreens'));

export type SaleTypeFilter = 'characterPass' | 'collection';

export interface MintTarget {
  /** A sale id from the route (lowercased), or none for the current sale. */
  saleId?: string;
  /** Restricts the current-sale choice to one sale type. */
  saleType?: SaleTypeFilter;
}

const LOADING = <p role="status">Loading…</p>;

/**
 * The mint section: tells the app which sale the page is about while it is open (the app runs
 * one mint flow per visit), then renders that flow's screens.
 */
export function MintSection({ saleId, saleType }: MintTarget) {
  const app = useAppActor();
  const mint = useSelector(app, selectMintActor);
  const failed = useSelector(app, selectMintFlowFailed);
  useEffect(() => {
    app.send({ type: 'mintPage.entered', target: { saleId: saleId ?? null, saleType: saleType ?? null } });
    return () => app.send({ type: 'mintPage.left' });
  }, [app, saleId, saleType]);

  return (
    <section aria-label="Mint" css={{ maxWidth: '60rem', margin: '0 auto', padding: '2rem 1.5rem' }}>
      {failed ? (
        <p role="alert">{CRASH_MESSAGE}</p>
      ) : mint ? (
        <Suspense fallback={LOADING}>
          <MintScreens mint={mint} />
        </Suspense>
      ) : (
        LOADING
      )}
    </section>
  );
}

/** The mint page at /mint, /characterpass, /collections and the sale-id routes. */
export function MintPage(target: MintTarget) {
  // Minters with a question get the chat line rather than the social links.
  usePage('Mint', { showWalletButton: true, showFooterDiscordOnly: true });
  return (
    <>
      <h1 css={visuallyHidden}>Mint</h1>
      <MintSection {...target} />
    </>
  );
}
