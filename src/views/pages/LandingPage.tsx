import { lazy } from 'react';
import { Link } from 'wouter';
import { useAppActor, useConfig } from '../../app/AppProviders';
import { usePage } from '../../app/usePage';
import { LoadWhenNear } from '../components/LoadWhenNear';
import { HeroMedia } from '../landing/HeroMedia';
import { theme } from '../theme';
import { MintSection } from './MintPage';

export const TAGLINE = 'Create, animate, and share stories with your NFTs.';

// Everything below the fold is one chunk, fetched as the visitor scrolls near it: the start-up
// bundle is at its budget, and a visit that stays at the top fetches none of it.
const LandingSections = lazy(() => import('../landing/LandingSections'));

/** The landing page at /: hero, the mint section of the current sale, then the landing sections. */
export function LandingPage() {
  usePage('Home', { showWalletButton: true, showFooterMintDates: true });
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
      <LoadWhenNear placeholderHeight="100vh">
        <LandingSections />
      </LoadWhenNear>
    </>
  );
}
