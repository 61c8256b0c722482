import { useEffect, useRef, useState } from 'react';
import { HERO_VIDEO } from '../../content/landing/hero';
import { videoToggleButton } from '../components/buttonStyles';
import { heroFill } from './heroFill';

/** Spec section 9: the hero video tries to play again every second until it plays. */
export const HERO_RETRY_MS = 1000;

/**
 * The hero's looping, muted, inline video over the poster, and its pause button. Its own chunk:
 * the poster (the largest paint) is on screen before it arrives. The hero shows it only when the
 * user has not asked for reduced motion.
 */
export function HeroVideo() {
  const [paused, setPaused] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (paused) {
      video.pause();
      return;
    }
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // Browsers may refuse to play (power saving, data saver, a tab not yet shown) and allow it a moment later.
    const play = () => {
      new Promise<void>((resolve) => resolve(video.play())).catch(() => {
        if (!stopped) retry = setTimeout(play, HERO_RETRY_MS);
      });
    };
    play();
    return () => {
      stopped = true;
      clearTimeout(retry);
    };
  }, [paused]);

  return (
    <>
      <video
        ref={videoRef}
        src={HERO_VIDEO.src}
        poster={HERO_VIDEO.poster}
        width={HERO_VIDEO.width}
        height={HERO_VIDEO.height}
        muted
        loop
        playsInline
        preload="auto"
        aria-hidden="true"
        css={heroFill}
      />
      <button type="button" onClick={() => setPaused(!paused)} css={videoToggleButton}>
        {paused ? 'Play video' : 'Pause video'}
      </button>
    </>
  );
}
