import { memo, Suspense, useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { selectLayout, selectReadyState } from '../../../machines/app';
import { selectWalletEngaged } from '../../../machines/user';
import { useAppActor, useUserActor } from '../../app/AppProviders';
import { MODAL_ROOT_ID, ModalRootContext } from '../components/modalRoot';
import { useWalletModalOpen, WalletModals } from '../wallet/WalletModals';
import { useHydrated } from '../hydration/useHydrated';
import { useSignUpModalOpen } from './useSignUpModalOpen';
import { HydrationSignal } from '../hydration/HydrationSignal';
import { ErrorBoundary } from './ErrorBoundary';
import type { Footer as FooterComponent, FooterClosing } from './Footer';
import { lazyPart } from '../hydration/lazyPart';
import { leavePage, retryParts, usePartFailed, type PartSlot } from '../hydration/partLoads';
import { FailureAlert } from '../components/FailureAlert';
import { LoadingPlaceholder } from './LoadingPlaceholder';
import { Navbar } from './Navbar';
import { lazyChunk } from '../hydration/lazyChunk';

// Its own chunk (with the message catalogue): it loads once a wallet is being used.
const WalletStatus = lazyChunk(async () => ({ default: (await import('../wallet/WalletStatus')).WalletStatus }));
// Its own chunk: a prerendered page shows its footer from the first paint, and the code that brings
// it to life (the sign-up button, the visitor's own links) is fetched with the start-up bundle (the
// page's HTML lists it).
const Footer = lazyPart<ComponentProps<typeof FooterComponent>>(
  import.meta.glob<Record<string, unknown>>('/src/views/layout/Footer.tsx'),
  '/src/views/layout/Footer.tsx',
  'Footer',
  'footer',
);
// Its own chunk (with the newsletter form): most visits never open it.
const SignUpModal = lazyChunk(async () => ({ default: (await import('./SignUpModal')).SignUpModal }));

/**
 * Root layout: the optional navbar, the wallet's status and the footer around the page, and the
 * modal root with the sign-up and wallet modals. Editor and viewer pages hide page overflow.
 *
 * The page and the footer render at once (a prerendered page is written with them); what needs
 * the started app shows its own loading placeholder (the mint page's panel), and what depends on
 * the visitor (the wallet, the modals the query opens) comes once the page is hydrated.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  const actor = useAppActor();
  const hydrated = useHydrated();
  const ready = useSelector(actor, selectReadyState) === 'ready';
  const layout = useSelector(actor, selectLayout);
  const signUpOpen = useSignUpModalOpen();
  const walletModalOpen = useWalletModalOpen() && hydrated;
  const walletEngaged = useSelector(useUserActor(), selectWalletEngaged) && hydrated;
  const modalOpen = signUpOpen || walletModalOpen;
  const modalRoot = useRef<HTMLDivElement>(null);
  const [path] = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(true);

  // After an in-app navigation, focus moves to the new page so keyboard and screen-reader
  // users start there; the first load keeps the browser's own focus.
  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [path]);

  return (
    <ErrorBoundary>
      <ModalRootContext.Provider value={modalRoot}>
        <div
          inert={modalOpen}
          css={{
            minHeight: '100vh',
            display: 'flex',
            flexDirection: 'column',
            ...(layout.hidePageOverflow && { height: '100vh', overflow: 'hidden' }),
          }}
        >
          {layout.showNavbar && <Navbar fixed={layout.fixedNavbar} showWalletButton={layout.showWalletButton} />}
          {walletEngaged && (
            <ErrorBoundary>
              <Suspense fallback={null}>
                <WalletStatus />
              </Suspense>
            </ErrorBoundary>
          )}
          <main
            ref={mainRef}
            // The part the boot's early input holds the page's input for (src/boot/keptInput.ts).
            data-part="page"
            tabIndex={-1}
            css={{
              flex: 1,
              outline: 'none',
              ...(layout.mainConFullHeight && { height: '100%', display: 'flex', flexDirection: 'column' }),
            }}
          >
            <PageSlot path={path}>{children}</PageSlot>
          </main>
          {layout.showFooter && (
            <FooterSlot
              closing={
                layout.showFooterMintDates ? 'mintDates' : layout.showFooterDiscordOnly ? 'discordOnly' : 'social'
              }
            />
          )}
        </div>
        <div id={MODAL_ROOT_ID} ref={modalRoot} />
        {hydrated && ready && (
          <ErrorBoundary>
            <WalletModals />
          </ErrorBoundary>
        )}
        <HydrationSignal part="layout" />
        {signUpOpen && (
          <ErrorBoundary>
            <Suspense fallback={null}>
              <SignUpModal />
            </Suspense>
          </ErrorBoundary>
        )}
      </ModalRootContext.Provider>
    </ErrorBoundary>
  );
}

/*
 * The page and the footer are Suspense boundaries whose code may arrive after the prerendered page
 * is hydrated. Until then React keeps their HTML as it is, as long as nothing re-renders them: an
 * update would make React render them anew, showing the fallback. Memoized, they re-render only
 * when what they show changes, not when the layout does (hydration done, the app ready).
 */

/*
 * Each slot fails alone (issue 50). A part whose code does not come stays as it is (a prerendered
 * part keeps its HTML, a part rendered in the browser its placeholder) and its slot shows the crash
 * message with Try again after it (partLoads.ts); the failure's own component re-renders, never the
 * slot's boundary, so the kept HTML stays. A crash shows the message in the slot's place.
 */

/**
 * The page: a crashed page keeps the navbar and footer, and the boundary resets on the next
 * navigation. A part that failed to load on the page before is dropped as this one renders, and
 * loads afresh if this page shows it (partLoads.ts).
 */
const PageSlot = memo(function PageSlot({ path, children }: { path: string; children: ReactNode }) {
  leavePage(path);
  return (
    <ErrorBoundary key={path}>
      <Suspense fallback={<PagePending path={path} />}>
        {children}
        <HydrationSignal part="page" />
      </Suspense>
      <PartsFailed slot="page" path={path} />
    </ErrorBoundary>
  );
});

const FooterSlot = memo(function FooterSlot({ closing }: { closing: FooterClosing }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={null}>
        <Footer closing={closing} />
        <HydrationSignal part="footer" />
      </Suspense>
      <PartsFailed slot="footer" />
    </ErrorBoundary>
  );
});

/** The page's placeholder while its code loads; none once the load failed (PartsFailed says so). */
function PagePending({ path }: { path: string }) {
  return usePartFailed('page', path) ? null : <LoadingPlaceholder />;
}

/** What failed in `slot`: the page's slot shows only what failed on `path`, the footer's all. */
function PartsFailed({ slot, path = '' }: { slot: PartSlot; path?: string }) {
  return usePartFailed(slot, path) ? (
    <div css={{ padding: '1rem 1.5rem', textAlign: 'center' }}>
      <FailureAlert onRetry={() => retryParts(slot, path)} />
    </div>
  ) : null;
}
