import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { selectLayout, selectReadyState, selectSignUpModalShown } from '../../../machines/app';
import { selectWalletEngaged } from '../../../machines/user';
import { useAppActor, useUserActor } from '../../app/AppProviders';
import { MODAL_ROOT_ID, ModalRootContext } from '../components/modalRoot';
import { useWalletModalOpen, WalletModals } from '../wallet/WalletModals';
import { LoadWhenNear } from '../components/LoadWhenNear';
import { ErrorBoundary } from './ErrorBoundary';
import { LoadingPlaceholder } from './LoadingPlaceholder';
import { Navbar } from './Navbar';

// Its own chunk (with the message catalogue): it loads once a wallet is being used.
const WalletStatus = lazy(async () => ({ default: (await import('../wallet/WalletStatus')).WalletStatus }));
// Below the fold on every page: its own chunk, fetched as the visitor nears it.
const Footer = lazy(async () => ({ default: (await import('./Footer')).Footer }));
// Its own chunk (with the newsletter form): most visits never open it.
const SignUpModal = lazy(async () => ({ default: (await import('./SignUpModal')).SignUpModal }));

/**
 * Root layout: a loading placeholder until the app is ready, then the optional navbar, the
 * wallet's status and the footer around the page, and the modal root with the sign-up and wallet
 * modals. Editor and viewer pages hide page overflow.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  const actor = useAppActor();
  const readyState = useSelector(actor, selectReadyState);
  const layout = useSelector(actor, selectLayout);
  const signUpOpen = useSelector(actor, selectSignUpModalShown);
  const walletModalOpen = useWalletModalOpen();
  const walletEngaged = useSelector(useUserActor(), selectWalletEngaged);
  const modalOpen = signUpOpen || walletModalOpen;
  const [modalRoot, setModalRoot] = useState<HTMLDivElement | null>(null);
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
        {readyState === 'loading' ? (
          <LoadingPlaceholder />
        ) : (
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
              <Suspense fallback={null}>
                <WalletStatus />
              </Suspense>
            )}
            <main
              ref={mainRef}
              tabIndex={-1}
              css={{
                flex: 1,
                outline: 'none',
                ...(layout.mainConFullHeight && { height: '100%', display: 'flex', flexDirection: 'column' }),
              }}
            >
              {/* A crashed page (or a page chunk that failed to load) keeps the navbar and footer,
                  and the boundary resets on the next navigation. */}
              <ErrorBoundary key={path}>
                <Suspense fallback={<LoadingPlaceholder />}>{children}</Suspense>
              </ErrorBoundary>
            </main>
            {layout.showFooter && (
              <LoadWhenNear>
                <Footer
                  closing={
                    layout.showFooterMintDates ? 'mintDates' : layout.showFooterDiscordOnly ? 'discordOnly' : 'social'
                  }
                />
              </LoadWhenNear>
            )}
          </div>
        )}
        <div id={MODAL_ROOT_ID} ref={setModalRoot} />
        {readyState === 'ready' && <WalletModals />}
        {signUpOpen && (
          <Suspense fallback={null}>
            <SignUpModal />
          </Suspense>
        )}
      </ModalRootContext.Provider>
    </ErrorBoundary>
  );
}
