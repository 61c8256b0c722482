import { useSelector } from '@xstate/react';
import { useEffect, type FocusEvent, type KeyboardEvent } from 'react';
import { carouselMachine, selectIndex, selectRotating } from '../../../machines/carousel';
import type { CarouselStory } from '../../content/landing/types';
import { usePrefersReducedMotion } from '../components/usePrefersReducedMotion';
import { theme } from '../theme';
import { CarouselControls } from './CarouselControls';
import { LandingSection } from './LandingSection';
import { StorySlide } from './StorySlide';
import { useLocalActor } from '../components/useLocalActor';
import { useSwipe } from './useSwipe';

/** Width of a slide, in percent of the carousel; the rest shows the neighbours. */
const SLIDE_WIDTH = { wide: '64%', narrow: '84%' };
const GAP = '1rem';

/** Spec section 9 ('centre slide 50 percent'): the centre of slide `index` sits at 50% of the carousel. */
const trackOffset = (index: number) => `calc(50% - var(--slide-width) / 2 - ${index} * (var(--slide-width) + ${GAP}))`;

/** The 'Our Stories' carousel (spec sections 2 and 9): six stories, centred, looping, moving on every 10 s. */
export function StoriesCarousel({ stories }: { stories: readonly CarouselStory[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const carousel = useLocalActor(carouselMachine, { input: { count: stories.length, autoplay: !reducedMotion } });
  const index = useSelector(carousel, selectIndex);
  const rotating = useSelector(carousel, selectRotating);
  const swipe = useSwipe((direction) =>
    carousel.send({ type: direction === 'next' ? 'carousel.next' : 'carousel.prev' }),
  );

  useEffect(() => {
    const report = () =>
      carousel.send({ type: 'carousel.visibilityChanged', hidden: document.visibilityState === 'hidden' });
    report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [carousel]);

  // Asked for less motion while the page is open: stop, as the carousel would have started.
  useEffect(() => {
    if (reducedMotion) carousel.send({ type: 'carousel.pause' });
  }, [carousel, reducedMotion]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    carousel.send({ type: event.key === 'ArrowLeft' ? 'carousel.prev' : 'carousel.next' });
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget))
      carousel.send({ type: 'carousel.focusChanged', inside: false });
  };

  return (
    <LandingSection
      title="Our Stories"
      aria-roledescription="carousel"
      onKeyDown={onKeyDown}
      onFocus={() => carousel.send({ type: 'carousel.focusChanged', inside: true })}
      onBlur={onBlur}
      onPointerEnter={() => carousel.send({ type: 'carousel.pointerChanged', inside: true })}
      onPointerLeave={() => carousel.send({ type: 'carousel.pointerChanged', inside: false })}
    >
      <div
        {...swipe}
        aria-live={rotating ? 'off' : 'polite'}
        css={{
          overflow: 'hidden',
          touchAction: 'pan-y',
          '--slide-width': SLIDE_WIDTH.wide,
          [theme.breakpoints.small]: { '--slide-width': SLIDE_WIDTH.narrow },
        }}
      >
        <div
          css={[
            { display: 'flex', gap: GAP },
            // Under reduced motion the track is placed, never moved: no transform, no transition.
            reducedMotion
              ? { position: 'relative', left: trackOffset(index) }
              : { transform: `translateX(${trackOffset(index)})`, transition: 'transform 500ms ease' },
          ]}
        >
          {stories.map((story, position) => (
            <StorySlide
              key={story.tokenId}
              story={story}
              position={position + 1}
              count={stories.length}
              current={position === index}
            />
          ))}
        </div>
      </div>

      <CarouselControls carousel={carousel} count={stories.length} />
    </LandingSection>
  );
}
