import { useCallback, useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { selectIntroOverlay } from '../../../machines/navbarBridge';
import { usePrefersReducedMotion } from '../components/usePrefersReducedMotion';
import type { NavbarBridgeRef } from './useNavbarBridge';

/**
 * The loading video over a hosted app's frame (spec section 2): it plays until the chart says it
 * goes, then fades for 500 ms. With reduced motion the poster stands still instead of the video.
 * It tells the page's navbar bridge when the video ends or cannot play.
 */
export function FrameOverlay({ bridge }: { bridge: NavbarBridgeRef }) {
  const overlay = useSelector(bridge, selectIntroOverlay);
  const onEnded = useCallback(() => bridge.send({ type: 'intro.ended' }), [bridge]);
  const onFailed = useCallback(() => bridge.send({ type: 'intro.failed' }), [bridge]);
  const reducedMotion = usePrefersReducedMotion();
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (overlay !== 'shown' || reducedMotion) return;
    // A blocked autoplay must not keep the overlay up: the chart lets it go.
    video.current?.play().catch(onFailed);
  }, [overlay, reducedMotion, onFailed]);

  if (overlay === 'gone') return null;
  return (
    <div
      role="status"
      aria-label="Loading the app"
      css={{
        position: 'absolute',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        background: '#000',
        opacity: overlay === 'fading' ? 0 : 1,
        transition: 'opacity 500ms ease',
        pointerEvents: overlay === 'fading' ? 'none' : 'auto',
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      {reducedMotion ? (
        <img
          src="/media/loading-poster.webp"
          alt=""
          width={640}
          height={360}
          css={{ maxWidth: '100%', height: 'auto' }}
        />
      ) : (
        <video
          ref={video}
          src="/media/loading.mp4"
          poster="/media/loading-poster.webp"
          muted
          playsInline
          preload="auto"
          onEnded={onEnded}
          onError={onFailed}
          width={640}
          height={360}
          css={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
    </div>
  );
}
