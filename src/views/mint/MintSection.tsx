import { Suspense, useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { selectMintActor, selectMintFlowFailed } from '../../../machines/app';
import {
  selectHeaderSale,
  selectSaleLoading,
  type MintPageActorRef,
} from '../../../machines/mintPage/mintPage.selectors';
import { useAppActor, usePrerenderedPage } from '../../app/AppProviders';
import type { SalePreview } from '../../domain/sale/salePreview';
import { useHydrated } from '../hydration/useHydrated';
import { FailureAlert } from '../components/FailureAlert';
import { ErrorBoundary } from '../layout/ErrorBoundary';
import { SaleHeader } from './SaleHeader';
import { mediaBox, SaleMedia } from './SaleMedia';
import { lazyChunk } from '../hydration/lazyChunk';

/** The screens of the mint page: their own chunk, loaded with the mint flow. */
const MintScreens = lazyChunk(() => import('./MintScreens'));

export type SaleTypeFilter = 'characterPass' | 'collection';

export interface MintTarget {
  /** A sale id from the route (lowercased), or none for the current sale. */
  saleId?: string;
  /** Restricts the current-sale choice to one sale type. */
  saleType?: SaleTypeFilter;
}

const LOADING = <p role="status">Loading…</p>;
/** Without JavaScript the page reads, but its flows cannot run. */
const NEEDS_SCRIPT = 'Signing up and minting need JavaScript: turn it on to take part.';

/** Wide screens put the media beside the header and the mint panel, as mint pages do. */
const WIDE = '@media (min-width: 56rem)';

const sectionStyle = {
  // A screen of its own: whatever its panel grows to as the sale's state arrives pushes only what is below it.
  minHeight: 'calc(100svh - 4rem)',
  maxWidth: '72rem',
  margin: '0 auto',
  padding: '2rem 1.5rem',
  display: 'grid',
  gap: '1.5rem',
  alignContent: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"media" "header" "panel"',
  [WIDE]: {
    columnGap: '2.5rem',
    gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
    gridTemplateRows: 'auto 1fr',
    gridTemplateAreas: '"media header" "media panel"',
  },
} as const;

/** The header's space while the sale of a page written without it loads (the landing page's current sale). */
const HEADER_SPACE = '11rem';

/**
 * The mint section (spec section 2): the sale's media, its header and the mint panel with the
 * screen of the page state. It tells the app which sale the page is about while it is open (the
 * app runs one mint flow per visit).
 *
 * Nothing in it moves as the page comes to life. A page prerendered for its sale shows the header
 * and media from the first paint; otherwise their space is kept (the media's by its aspect ratio).
 * The panel's screen depends on the clock and the visitor, so it comes after hydration, where
 * 'Loading…' stood.
 */
export function MintSection({ saleId, saleType }: MintTarget) {
  const app = useAppActor();
  const hydrated = useHydrated();
  const mint = useSelector(app, selectMintActor);
  const failed = useSelector(app, selectMintFlowFailed);
  const preview = useSalePreview(saleId);
  useEffect(() => {
    app.send({ type: 'mintPage.entered', target: { saleId: saleId ?? null, saleType: saleType ?? null } });
    return () => app.send({ type: 'mintPage.left' });
  }, [app, saleId, saleType]);

  const live = hydrated ? mint : null;
  return (
    <section aria-label="Mint" css={sectionStyle}>
      <LiveSaleArea mint={live} preview={preview} />
      <div css={{ gridArea: 'panel', minWidth: 0 }}>
        {live ? (
          <ErrorBoundary>
            <Suspense fallback={LOADING}>
              <MintScreens mint={live} />
            </Suspense>
          </ErrorBoundary>
        ) : hydrated && failed ? (
          <FailureAlert onRetry={() => app.send({ type: 'mintPage.retry' })} />
        ) : (
          LOADING
        )}
        <noscript>
          <p>{NEEDS_SCRIPT}</p>
        </noscript>
      </div>
    </section>
  );
}

/** The sale of the prerendered page being hydrated, when it was written for this sale; else null. */
export function useSalePreview(saleId: string | undefined): SalePreview | null {
  const preview = usePrerenderedPage()?.salePreview ?? null;
  return saleId !== undefined && preview?.saleId === saleId ? preview : null;
}

/**
 * The media and header of the sale the flow has loaded; the page's own until then (and before the
 * flow runs). One component either way, so the prerendered elements stay as they are when the
 * flow arrives: no remount, no new paint of the page's largest element.
 */
function LiveSaleArea({ mint, preview }: { mint: MintPageActorRef | null; preview: SalePreview | null }) {
  const loading = useSelector(mint ?? undefined, (snapshot) => snapshot === undefined || selectSaleLoading(snapshot));
  const sale = useSelector(mint ?? undefined, (snapshot) =>
    snapshot === undefined ? null : selectHeaderSale(snapshot),
  );
  return <SaleArea sale={loading ? preview : sale} reserve={loading} />;
}

/** The sale's media and header; while a sale not known in advance loads, their space. */
function SaleArea({ sale, reserve }: { sale: SalePreview | null; reserve: boolean }) {
  if (sale) {
    return (
      <>
        <div css={{ gridArea: 'media', minWidth: 0 }}>
          <SaleMedia sale={sale} />
        </div>
        <div css={{ gridArea: 'header', minWidth: 0 }}>
          <SaleHeader sale={sale} />
        </div>
      </>
    );
  }
  if (!reserve) return null;
  return (
    <>
      <div aria-hidden="true" css={[{ gridArea: 'media' }, mediaBox(null)]} />
      <div aria-hidden="true" css={{ gridArea: 'header', minHeight: HEADER_SPACE }} />
    </>
  );
}
