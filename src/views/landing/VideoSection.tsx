import { VIDEO_SECTION } from '../../content/landing/sections';
import { useHydrated } from '../hydration/useHydrated';
import { theme } from '../theme';
import { LandingSection } from './LandingSection';

/**
 * The video section (spec section 2): a short film the visitor starts, with the player's controls
 * once the section's code has hydrated it. In the first HTML the controls would cost a phone's
 * first layout about 100 ms at 4× CPU (the browser builds and styles a tree of controls for each
 * player, even below the fold), which held back the first paint and the boot behind it (issue 36).
 * Until then the poster shows; without JavaScript, a link plays the film.
 */
export function VideoSection() {
  const { title, text, label, video } = VIDEO_SECTION;
  const hydrated = useHydrated();
  return (
    <LandingSection title={title}>
      <p css={{ color: theme.colors.muted, marginTop: 0 }}>{text}</p>
      <video
        src={video.src}
        poster={video.poster}
        width={video.width}
        height={video.height}
        controls={hydrated}
        playsInline
        preload="none"
        aria-label={label}
        css={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: `${video.width} / ${video.height}`,
          borderRadius: theme.radius,
          background: theme.colors.surface,
        }}
      />
      <noscript>
        <p>
          <a href={video.src}>Watch the film</a>
        </p>
      </noscript>
    </LandingSection>
  );
}
