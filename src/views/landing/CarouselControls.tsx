import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectIndex, selectPlaying, type carouselMachine } from '../../../machines/carousel';
import { secondaryButton } from '../components/buttonStyles';
import { theme } from '../theme';

const controlButton = { ...secondaryButton, minWidth: 44, minHeight: 44, padding: '0.5rem 0.9rem' } as const;

/** A 44 px target around a small round mark, filled for the current story. */
const dotButton = {
  width: 44,
  height: 44,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  '&::before': {
    content: '""',
    display: 'block',
    width: 12,
    height: 12,
    margin: 'auto',
    borderRadius: '50%',
    border: `2px solid ${theme.colors.muted}`,
  },
  '&[aria-current="true"]::before': { background: theme.colors.accent, borderColor: theme.colors.accent },
} as const;

interface CarouselControlsProps {
  carousel: ActorRefFrom<typeof carouselMachine>;
  count: number;
}

/** The carousel's buttons: previous, a dot per story, next, and Pause or Play. */
export function CarouselControls({ carousel, count }: CarouselControlsProps) {
  const index = useSelector(carousel, selectIndex);
  const playing = useSelector(carousel, selectPlaying);

  return (
    <div
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '0.5rem',
        marginTop: '1rem',
      }}
    >
      <button type="button" css={controlButton} onClick={() => carousel.send({ type: 'carousel.prev' })}>
        Previous story
      </button>
      <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center' }}>
        {Array.from({ length: count }, (_, position) => (
          <button
            key={position}
            type="button"
            aria-label={`Go to story ${position + 1}`}
            aria-current={position === index ? 'true' : undefined}
            onClick={() => carousel.send({ type: 'carousel.goTo', index: position })}
            css={dotButton}
          />
        ))}
      </div>
      <button type="button" css={controlButton} onClick={() => carousel.send({ type: 'carousel.next' })}>
        Next story
      </button>
      <button
        type="button"
        css={controlButton}
        onClick={() => carousel.send({ type: playing ? 'carousel.pause' : 'carousel.play' })}
      >
        {playing ? 'Pause' : 'Play'}
      </button>
    </div>
  );
}
