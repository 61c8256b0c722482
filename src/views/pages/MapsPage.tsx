import { useConfig, useNavigation } from '../../app/AppProviders';
import { PAGE_LAYOUTS } from '../../app/pageLayouts';
import { usePage } from '../../app/usePage';
import { visuallyHidden } from '../components/visuallyHidden';
import { FRAME_POLICIES } from './frameSandbox';
import { PlotSaleDrawer } from './PlotSaleDrawer';

/**
 * /maps: full-height frame of the maps app with an iframed flag, no footer, wallet button shown;
 * a logged-in account opens the plot sale over it.
 */
export function MapsPage() {
  usePage('Plot Map', PAGE_LAYOUTS.maps);
  const config = useConfig();
  const { origin } = useNavigation();
  const src = new URL(config.links.mapsApp, origin);
  src.searchParams.set('iframed', '1');
  return (
    <>
      <h1 css={visuallyHidden}>Plot Map</h1>
      <iframe
        title="Plot map"
        src={src.toString()}
        sandbox={FRAME_POLICIES.maps.sandbox}
        allow={FRAME_POLICIES.maps.allow}
        css={{ flex: 1, width: '100%', minHeight: '80vh', border: 0 }}
      />
      <PlotSaleDrawer />
    </>
  );
}
