import { Suspense } from 'react';
import { HERO_VIDEO } from '../../content/landing/hero';
import { usePrefersReducedMotion } from '../components/usePrefersReducedMotion';
import { useHydrated } from '../hydration/useHydrated';
import { theme } from '../theme';
import { heroFill } from './heroFill';
import { ErrorBoundary } from '../layout/ErrorBoundary';
import { lazyChunk } from '../hydration/lazyChunk';

const HeroVideo = lazyChunk(async () => ({ default: (await import('./HeroVideo')).HeroVideo }));

/**
 * The landing page's hero: its poster at once (the largest paint, preloaded with the prerendered
 * page, in a frame of fixed aspect ratio so nothing moves), then the looping video over it unless
 * the user asked for reduced motion. Both are decorative: the heading below says the same.
 */
export function HeroMedia() {
  // The video comes with the app, never in the HTML: whether motion is welcome is the visitor's
  // to say. Under reduced motion the poster stays alone, and the video's chunk is never fetched.
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const motion = hydrated && !reducedMotion;
  return (
    <div
      css={{
        position: 'relative',
        width: '100%',
        maxWidth: '60rem',
        aspectRatio: `${HERO_VIDEO.width} / ${HERO_VIDEO.height}`,
        margin: '0 auto 2rem',
        borderRadius: theme.radius,
        overflow: 'hidden',
        background: theme.colors.surface,
      }}
    >
      <img
        src={HERO_VIDEO.poster}
        alt=""
        width={HERO_VIDEO.width}
        height={HERO_VIDEO.height}
        fetchPriority="high"
        css={heroFill}
      />
      {motion && (
        <ErrorBoundary decorative>
          <Suspense fallback={null}>
            <HeroVideo />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}
