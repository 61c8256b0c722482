import { Suspense } from 'react';
import { Link } from 'wouter';
import { useAppActor, useConfig } from '../../app/AppProviders';
import { PAGE_LAYOUTS } from '../../app/pageLayouts';
import { usePage } from '../../app/usePage';
import { TAGLINE } from '../../content/landing/hero';
import { HeroMedia } from '../landing/HeroMedia';
import { theme } from '../theme';
import { MintSection } from '../mint/MintSection';
import { lazyWhenNear } from '../hydration/lazyWhenNear';
import { LANDING_SECTIONS_ID } from '../landing/landingSectionsId';

// Everything below the fold is one chunk: the prerendered page shows it from the first paint, and
// its code (the carousel, the roadmap's progress, the contact form) arrives as the visitor nears it.
const LandingSections = lazyWhenNear(LANDING_SECTIONS_ID, () => import('../landing/LandingSections'));

/** The landing page at /: hero, the mint section of the current sale, then the landing sections. */
export function LandingPage() {
  usePage('Home', PAGE_LAYOUTS.landing);
  const config = useConfig();
  const actor = useAppActor();

  return (
    <>
      <section css={{ padding: '2rem 1.5rem 3rem', textAlign: 'center' }}>
        <HeroMedia />
        <h1 css={{ fontSize: 'clamp(2rem, 6vw, 3.5rem)', margin: 0 }}>{config.siteTitle}</h1>
        <p css={{ fontSize: '1.25rem', color: theme.colors.muted }}>{TAGLINE}</p>
        {/* A link, so it opens in a new tab too; the press is recorded as start_creating_now. */}
        <Link
          href="/create"
          onClick={() => actor.send({ type: 'ui.buttonPressed', button: 'start_creating_now' })}
          css={{
            display: 'inline-block',
            background: theme.colors.accent,
            color: theme.colors.accentText,
            borderRadius: theme.radius,
            padding: '0.8rem 1.6rem',
            fontWeight: 700,
            fontSize: '1.1rem',
            textDecoration: 'none',
          }}
        >
          Start Creating
        </Link>
      </section>
      <MintSection />
      <Suspense fallback={null}>
        <LandingSections />
      </Suspense>
    </>
  );
}
