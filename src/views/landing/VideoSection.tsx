import { VIDEO_SECTION } from '../../content/landing/sections';
import { theme } from '../theme';
import { LandingSection } from './LandingSection';

/** The video section (spec section 2): a short film the visitor starts. */
export function VideoSection() {
  const { title, text, label, video } = VIDEO_SECTION;
  return (
    <LandingSection title={title}>
      <p css={{ color: theme.colors.muted, marginTop: 0 }}>{text}</p>
      <video
        src={video.src}
        poster={video.poster}
        width={video.width}
        height={video.height}
        controls
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
    </LandingSection>
  );
}
