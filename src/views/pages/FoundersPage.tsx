import { useId } from 'react';
import { useConfig } from '../../app/AppProviders';
import { FOUNDERS, type Founder } from '../../content/founders';
import { ExternalLink } from '../components/ExternalLink';
import { PageSection } from '../components/PageSection';
import { theme } from '../theme';

/**
 * A handle's profile on the configured social network. The configured link is our own profile
 * there: its origin is the network's. It may also be a path on this site: the profile is then a
 * path here too, the same wherever the page is served (and prerendered).
 */
export function profileHref(socialLink: string, handle: string): string {
  const profilePath = `/${handle.replace(/^@/, '')}`;
  return /^https?:\/\//i.test(socialLink) ? new URL(profilePath, socialLink).href : profilePath;
}

function FounderCard({ founder, socialLink }: { founder: Founder; socialLink: string }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      css={{
        height: '100%',
        padding: '1.5rem',
        background: theme.colors.surface,
        borderRadius: theme.radius,
        overflowWrap: 'anywhere',
      }}
    >
      <h2 id={headingId} css={{ margin: 0, fontSize: '1.5rem' }}>
        {founder.name}
      </h2>
      <p css={{ margin: '0.25rem 0 0', color: theme.colors.muted }}>{founder.role}</p>
      <p css={{ margin: '0.75rem 0 0' }}>
        <ExternalLink href={profileHref(socialLink, founder.handle)}>{founder.handle}</ExternalLink>
      </p>
      <p css={{ margin: '1rem 0 0', lineHeight: 1.6 }}>{founder.description}</p>
    </article>
  );
}

/** /founders: the two founder cards (spec section 1), side by side, stacked on phones. */
export function FoundersPage() {
  const { links } = useConfig();
  return (
    <PageSection title="Founders">
      <ul
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: '1.5rem',
          [theme.breakpoints.small]: { gridTemplateColumns: 'minmax(0, 1fr)' },
        }}
      >
        {FOUNDERS.map((founder) => (
          <li key={founder.name}>
            <FounderCard founder={founder} socialLink={links.social} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
