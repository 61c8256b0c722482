import { useEffect, useRef } from 'react';
import type { SalePreview } from '../../domain/sale/salePreview';
import { saleMediaWithFallback } from '../../domain/sale/saleMedia';
import { usePrefersReducedMotion } from '../components/usePrefersReducedMotion';
import { useHydrated } from '../hydration/useHydrated';
import { FRAME_POLICIES } from '../pages/frameSandbox';
import { theme } from '../theme';

type Media = SalePreview['saleMedia'];

/** The media's box: its aspect ratio is known before anything in it loads, so nothing moves. */
export function mediaBox(media: Pick<Media, 'aspectRatio'> | null) {
  const ratio = media && media.aspectRatio > 0 ? media.aspectRatio : 16 / 9;
  return {
    width: '100%',
    aspectRatio: String(ratio),
    borderRadius: theme.radius,
    background: theme.colors.surface,
    overflow: 'hidden',
    display: 'block',
  } as const;
}

const fill = { width: '100%', height: '100%', border: 0, display: 'block', objectFit: 'cover' } as const;

/**
 * A sale's video (spec section 3, with the default video when it has none), in a box of its aspect
 * ratio. The prerendered page shows its poster; once the page is hydrated the player gets its
 * controls and plays, muted and looping, unless the visitor asked for reduced motion. The controls
 * wait for the app because in the first HTML they would cost a phone's first layout tens of
 * milliseconds at 4× CPU (a tree of controls the browser builds and styles) before the boot could
 * start (issue 36). A Vimeo video is a frame of another site: it comes only then, over the poster.
 */
export function SaleMedia({ sale }: { sale: SalePreview }) {
  const media = saleMediaWithFallback(sale.saleMedia);
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const motion = hydrated && !reducedMotion;
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (!motion) return element.pause();
    // Muted playback needs no gesture; a browser that refuses anyway leaves the poster and controls.
    // (Older browsers, and jsdom, return no promise.)
    const playing = element.play() as Promise<void> | undefined;
    playing?.catch(() => {});
  }, [motion]);

  const label = `${sale.saleName} video`;
  if (media.directVideoUrl) {
    return (
      <video
        ref={video}
        css={{ ...mediaBox(media), objectFit: 'cover' }}
        src={media.directVideoUrl}
        poster={media.imageUrl}
        // The poster is the page's largest paint; the video's bytes wait for the play.
        preload="none"
        muted
        loop
        playsInline
        controls={hydrated}
        aria-label={label}
      />
    );
  }
  return (
    <div css={mediaBox(media)}>
      {hydrated && media.vimeoUrl ? (
        <iframe
          css={fill}
          src={media.vimeoUrl}
          title={label}
          sandbox={FRAME_POLICIES.saleVideo.sandbox}
          allow={FRAME_POLICIES.saleVideo.allow}
        />
      ) : media.imageUrl ? (
        <img css={fill} src={media.imageUrl} alt="" />
      ) : null}
    </div>
  );
}
