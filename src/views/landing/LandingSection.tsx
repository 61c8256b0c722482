import { useId, useRef, type ComponentPropsWithoutRef } from 'react';
import { usePrefersReducedMotion } from '../components/usePrefersReducedMotion';
import { theme } from '../theme';
import { useRevealOnView } from './useRevealOnView';

interface LandingSectionProps extends ComponentPropsWithoutRef<'section'> {
  title: string;
}

const sectionStyle = {
  maxWidth: '60rem',
  margin: '0 auto',
  padding: '3rem 1.5rem',
  overflowWrap: 'anywhere',
  /*
   * Below the fold: until a section nears the viewport the browser skips its style, layout and
   * paint, while its text stays in the document, the accessibility tree and find-in-page. On a phone
   * the first layout of the landing page took 300 ms at 4× CPU, most of it for sections nobody sees
   * yet, and it held back the first paint and the boot behind it (issue 36). The estimate holds a
   * section's place until it is first drawn; from then on the browser keeps its real height (`auto`).
   */
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 40rem',
  '& > h2': { fontSize: 'clamp(1.6rem, 4vw, 2.2rem)', margin: '0 0 1.25rem', color: theme.colors.text },
} as const;

/** Rises into place the first time it is in view; hidden only until then, never with reduced motion. */
const revealStyle = {
  transition: 'opacity 600ms ease-out, transform 600ms ease-out',
  '&[data-revealed="false"]': { opacity: 0, transform: 'translateY(2rem)' },
} as const;

/** A section of the landing page below the fold: its heading, and the animation in (spec sections 2 and 9). */
export function LandingSection({ title, children, ...rest }: LandingSectionProps) {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const animate = !usePrefersReducedMotion();
  const revealed = useRevealOnView(ref, animate);

  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      data-revealed={revealed}
      css={[sectionStyle, animate && revealStyle]}
      {...rest}
    >
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
