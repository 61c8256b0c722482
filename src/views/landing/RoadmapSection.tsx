import { ROADMAP } from '../../content/landing/roadmap';
import { usePrefersReducedMotion } from '../components/usePrefersReducedMotion';
import { theme } from '../theme';
import { LandingSection } from './LandingSection';
import { useScrollProgress } from './useScrollProgress';

const LINE_LEFT = '0.55rem';

/** The roadmap (spec section 2): four items along a line that fills as the page scrolls past them. */
export function RoadmapSection() {
  const reducedMotion = usePrefersReducedMotion();
  const { track, bar } = useScrollProgress<HTMLOListElement, HTMLDivElement>(!reducedMotion);

  return (
    <LandingSection title="Roadmap">
      <div css={{ position: 'relative' }}>
        <div
          aria-hidden="true"
          css={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: LINE_LEFT,
            width: 4,
            borderRadius: 2,
            background: theme.colors.surface,
          }}
        >
          {/* Under reduced motion the line is simply full. */}
          <div
            ref={bar}
            data-testid="roadmap-progress"
            css={{
              height: '100%',
              borderRadius: 2,
              background: theme.colors.accent,
              transformOrigin: 'top',
              transform: reducedMotion ? undefined : 'scaleY(0)',
            }}
          />
        </div>
        <ol ref={track} css={{ listStyle: 'none', margin: 0, padding: `0 0 0 2.5rem` }}>
          {ROADMAP.map((item) => (
            <li key={item.title} css={{ marginBottom: '1.75rem', '&:last-of-type': { marginBottom: 0 } }}>
              <p css={{ margin: 0, color: theme.colors.accent, fontWeight: 700 }}>{item.period}</p>
              <h3 css={{ margin: '0.25rem 0' }}>{item.title}</h3>
              <p css={{ margin: 0, color: theme.colors.muted }}>{item.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </LandingSection>
  );
}
