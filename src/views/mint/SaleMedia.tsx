import { useEffect, useRef, useState } from 'react';
import type { SalePreview } from '../../domain/sale/salePreview';
import { saleMediaWithFallback } from '../../domain/sale/saleMedia';
import { videoToggleButton } from '../components/buttonStyles';
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
 * ratio. The prerendered page shows its poster; once the page is hydrated it plays, muted and
 * looping, unless the visitor asked for reduced motion, and a button pauses or plays it, as the
 * hero's does. Not the browser's own controls: a player's controls are a tree of elements the
 * browser builds and styles, which at 4× CPU cost a phone's first layout tens of milliseconds before
 * the boot could start, or a long task right after the page came alive (issue 36); a muted loop
 * needs only its pause. A Vimeo video is a frame of another site: it comes only once hydrated, over
 * the poster.
 */
export function SaleMedia({ sale }: { sale: SalePreview }) {
  const media = saleMediaWithFallback(sale.saleMedia);
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  // The visitor's press of the button, once there is one, wins over their motion preference.
  const [chosen, setChosen] = useState<'play' | 'pause' | null>(null);
  const playing = hydrated && (chosen === null ? !reducedMotion : chosen === 'play');
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (!playing) return element.pause();
    // Muted playback needs no gesture; a browser that refuses anyway leaves the poster.
    // (Older browsers, and jsdom, return no promise.)
    const started = element.play() as Promise<void> | undefined;
    started?.catch(() => {});
  }, [playing]);

  const label = `${sale.saleName} video`;
  if (media.directVideoUrl) {
    return (
      <div css={[mediaBox(media), { position: 'relative' }]}>
        <video
          ref={video}
          css={fill}
          src={media.directVideoUrl}
          poster={media.imageUrl}
          // The poster is the page's largest paint; the video's bytes wait for the play.
          preload="none"
          muted
          loop
          playsInline
          aria-label={label}
        />
        {/* Only once hydrated: before, a press would be replayed onto a state it did not see. */}
        {hydrated && (
          <button type="button" onClick={() => setChosen(playing ? 'pause' : 'play')} css={videoToggleButton}>
            {playing ? 'Pause video' : 'Play video'}
          </button>
        )}
      </div>
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
