import { Suspense, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { selectLayout, selectReadyState, selectShowSignUpModal } from '../../../machines/app';
import { useAppActor } from '../../app/AppProviders';
import { MODAL_ROOT_ID, ModalRootContext } from '../components/Modal';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './Footer';
import { LoadingPlaceholder } from './LoadingPlaceholder';
import { Navbar } from './Navbar';
import { SignUpModal } from './SignUpModal';

/**
 * Root layout: a loading placeholder until the app is ready, then the optional navbar and
 * footer around the page, and the modal root. Editor and viewer pages hide page overflow.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  const actor = useAppActor();
  const readyState = useSelector(actor, selectReadyState);
  const layout = useSelector(actor, selectLayout);
  const showSignUpModal = useSelector(actor, selectShowSignUpModal);
  const [modalRoot, setModalRoot] = useState<HTMLDivElement | null>(null);

  return (
    <ErrorBoundary>
      <ModalRootContext.Provider value={modalRoot}>
        {readyState === 'loading' ? (
          <LoadingPlaceholder />
        ) : (
          <div
            css={{
              minHeight: '100vh',
              display: 'flex',
              flexDirection: 'column',
              ...(layout.hidePageOverflow && { height: '100vh', overflow: 'hidden' }),
            }}
          >
            {layout.showNavbar && <Navbar fixed={layout.fixedNavbar} />}
            <main
              css={{
                flex: 1,
                ...(layout.mainConFullHeight && { height: '100%', display: 'flex', flexDirection: 'column' }),
              }}
            >
              <Suspense fallback={<LoadingPlaceholder />}>{children}</Suspense>
            </main>
            {layout.showFooter && <Footer discordOnly={layout.showFooterDiscordOnly} />}
          </div>
        )}
        <div id={MODAL_ROOT_ID} ref={setModalRoot} />
        {readyState === 'ready' && showSignUpModal && <SignUpModal />}
      </ModalRootContext.Provider>
    </ErrorBoundary>
  );
}
