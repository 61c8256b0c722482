import { useConfig, useNavigation } from '../../app/AppProviders';
import { PAGE_LAYOUTS } from '../../app/pageLayouts';
import { usePage } from '../../app/usePage';
import { frameOriginOf, viewerFrameAddress, type ViewerFrameTarget } from '../../domain/frameAddress';
import { visuallyHidden } from '../components/visuallyHidden';
import { FrameOverlay } from './FrameOverlay';
import { FRAME_POLICIES } from './frameSandbox';
import { useNavbarBridge } from './useNavbarBridge';

export type ViewerTarget = ViewerFrameTarget;

/**
 * /view/... (spec section 2): the hosted story viewer, hidden navbar, no footer. The viewer's own
 * navbar asks for the loading-video overlay through the navbar bridge.
 */
export function ViewerPage(target: ViewerTarget) {
  usePage('View', PAGE_LAYOUTS.viewer);
  const config = useConfig();
  const { origin } = useNavigation();
  const base = config.links.viewerApp;
  const bridge = useNavbarBridge(frameOriginOf(base, origin), {
    hostedApp: 'viewer',
    showIntro: false,
    keepIntro: false,
  });

  return (
    <div css={{ position: 'relative', flex: 1, display: 'flex', minHeight: 0 }}>
      <h1 css={visuallyHidden}>Story viewer</h1>
      <iframe
        title="Story viewer"
        src={viewerFrameAddress(target, { base, origin })}
        sandbox={FRAME_POLICIES.viewer.sandbox}
        allow={FRAME_POLICIES.viewer.allow}
        css={{ flex: 1, width: '100%', border: 0 }}
      />
      <FrameOverlay bridge={bridge} />
    </div>
  );
}
