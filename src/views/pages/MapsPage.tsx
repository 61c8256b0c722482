import { useConfig } from '../../app/AppProviders';
import { usePage } from '../../app/usePage';
import { visuallyHidden } from '../components/visuallyHidden';

/** /maps: full-height frame of the maps app with an iframed flag, no footer, wallet button shown. */
export function MapsPage() {
  usePage('Plot Map', { showFooter: false, showWalletButton: true, mainConFullHeight: true });
  const config = useConfig();
  const src = new URL(config.links.mapsApp, window.location.origin);
  src.searchParams.set('iframed', '1');
  return (
    <>
      <h1 css={visuallyHidden}>Plot Map</h1>
      <iframe title="Plot map" src={src.toString()} css={{ flex: 1, width: '100%', minHeight: '80vh', border: 0 }} />
    </>
  );
}
