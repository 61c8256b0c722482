import { Suspense, useId, useState } from 'react';
import { useSelector } from '@xstate/react';
import { selectAddress, selectLoggedIn } from '../../../machines/user';
import { useUserActor } from '../../app/AppProviders';
import { primaryButton } from '../components/buttonStyles';
import { theme } from '../theme';
import { lazyChunk } from '../hydration/lazyChunk';

// The plot sale and its flows load when a logged-in visitor opens the drawer.
const PlotSaleSection = lazyChunk(() => import('../admin/PlotSaleSection'));

/**
 * The plot sale over the plot map, for a logged-in account: a button that opens it beside the
 * map. A new account gets a fresh sale section (its key).
 */
export function PlotSaleDrawer() {
  const user = useUserActor();
  const loggedIn = useSelector(user, selectLoggedIn);
  const address = useSelector(user, selectAddress);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!loggedIn || !address) return null;
  return (
    <div
      css={{
        position: 'fixed',
        right: '1rem',
        bottom: '1rem',
        zIndex: 10,
        display: 'grid',
        justifyItems: 'end',
        gap: '0.5rem',
        maxWidth: 'calc(100vw - 2rem)',
      }}
    >
      {open && (
        <aside
          id={panelId}
          aria-label="Plot sale"
          css={{
            background: theme.colors.surface,
            borderRadius: theme.radius,
            padding: '0 1.25rem 1rem',
            width: 'min(44rem, calc(100vw - 2rem))',
            maxHeight: '70vh',
            overflow: 'auto',
            boxShadow: '0 8px 32px rgba(0,0,0,0.5)',
          }}
        >
          <Suspense fallback={<p role="status">Loading the plot sale…</p>}>
            <PlotSaleSection key={address} caller={address} />
          </Suspense>
        </aside>
      )}
      <button
        type="button"
        css={primaryButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide plot sale' : 'Plot sale'}
      </button>
    </div>
  );
}
