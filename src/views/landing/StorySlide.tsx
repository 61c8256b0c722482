import { STORY_POSTER_SIZE } from '../../content/landing/stories';
import type { CarouselStory } from '../../content/landing/types';
import { ExternalLink } from '../components/ExternalLink';
import { theme } from '../theme';

interface StorySlideProps {
  story: CarouselStory;
  position: number;
  count: number;
  current: boolean;
}

/** One story of the carousel. Only the centred one can be reached; its neighbours only show at the sides. */
export function StorySlide({ story, position, count, current }: StorySlideProps) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${count}`}
      inert={!current}
      css={{
        flex: '0 0 var(--slide-width)',
        minWidth: 0,
        background: theme.colors.surface,
        borderRadius: theme.radius,
        overflow: 'hidden',
        opacity: current ? 1 : 0.5,
      }}
    >
      <img
        src={story.poster}
        alt={`Poster of ${story.title}`}
        width={STORY_POSTER_SIZE.width}
        height={STORY_POSTER_SIZE.height}
        loading="lazy"
        draggable={false}
        css={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: `${STORY_POSTER_SIZE.width} / ${STORY_POSTER_SIZE.height}`,
        }}
      />
      <div css={{ padding: '1rem 1.25rem 1.25rem' }}>
        <h3 css={{ margin: '0 0 0.25rem' }}>{story.title}</h3>
        <p css={{ margin: '0 0 0.75rem', color: theme.colors.muted }}>
          Story #{story.tokenId} by <ExternalLink href={story.ownerLink}>{story.ownerName}</ExternalLink>
        </p>
        <a href={story.media} draggable={false}>
          Watch {story.title}
        </a>
      </div>
    </div>
  );
}
