import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { useSelector } from '@xstate/react';
import { selectFeatures } from '../../../machines/app';
import { selectAccess, selectLoggedIn, selectUsesMockWallet } from '../../../machines/user';
import { useAppActor, useConfig, useUserActor } from '../../app/AppProviders';
import { PERMISSIONS } from '../../domain/permissions';
import { communityLinks, ExternalLink } from '../components/ExternalLink';
import { theme } from '../theme';
import { footerGroupStyle } from './footerStyles';

// Its own chunk: only testers logged in to the mock wallet see it.
const FooterMockGroup = lazy(async () => ({ default: (await import('./FooterMockGroup')).FooterMockGroup }));

interface FooterProps {
  discordOnly: boolean;
}

const LEGAL_LINKS = [
  { href: '/tos', label: 'Terms of Service' },
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/copyright', label: 'Copyright Policy' },
  { href: '/cookies', label: 'Cookie Policy' },
  { href: '/founderspassterms', label: 'Founders Pass Terms' },
  { href: '/collectiblegiveaways', label: 'Collectible Giveaways' },
];

/**
 * Footer: About, Resources and Mock groups, legal links, and a chat line or social links.
 * (The mint-dates variant arrives with the sale data.)
 */
export function Footer({ discordOnly }: FooterProps) {
  const config = useConfig();
  const features = useSelector(useAppActor(), selectFeatures);
  const [path] = useLocation();
  const user = useUserActor();
  // A logged-in admin: permissions are read only while someone is logged in.
  const isAdmin = useSelector(user, (snapshot) => selectAccess(snapshot, [PERMISSIONS.Admin]) === 'granted');
  // Spec section 2: the Mock block shows only with the mock user service and a logged-in user.
  const showMockGroup = useSelector(user, (snapshot) => selectUsesMockWallet(snapshot) && selectLoggedIn(snapshot));

  return (
    <footer css={{ padding: '2.5rem 1.5rem', background: theme.colors.surface, marginTop: '3rem' }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: '3rem' }}>
        <nav aria-label="About">
          <h2 css={{ fontSize: '1rem' }}>About</h2>
          <ul css={footerGroupStyle}>
            <li>
              <Link href="/about">About</Link>
            </li>
            <li>
              <Link href="/founders">Founders</Link>
            </li>
            <li>
              <Link href="/community">Community Guidelines</Link>
            </li>
            {features.showContactsSection && (
              <li>
                <Link href="/about#contact">Contact</Link>
              </li>
            )}
          </ul>
        </nav>
        <nav aria-label="Resources">
          <h2 css={{ fontSize: '1rem' }}>Resources</h2>
          <ul css={footerGroupStyle}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
            {features.showWhitepaperLink && (
              <li>
                <Link href="/whitepaper">Whitepaper</Link>
              </li>
            )}
            {features.showMapLink && (
              <li>
                <Link href="/maps">Plot Map</Link>
              </li>
            )}
            {config.env === 'mock' && isAdmin && (
              <li>
                <Link href="/admin">Admin</Link>
              </li>
            )}
            <li>
              <Link href={`/logout?r=${encodeURIComponent(path)}`}>Log out</Link>
            </li>
          </ul>
        </nav>
        {showMockGroup && (
          <Suspense fallback={null}>
            <FooterMockGroup />
          </Suspense>
        )}
      </div>
      <div css={{ marginTop: '2rem', color: theme.colors.muted }}>
        {discordOnly ? (
          <p>
            <ExternalLink href={config.links.chat}>Questions? Join our Discord!</ExternalLink>
          </p>
        ) : (
          <ul css={{ ...footerGroupStyle, display: 'flex', gap: '1rem' }} aria-label="Follow us">
            {Object.values(communityLinks(config.links)).map((link) => (
              <li key={link.label}>
                <ExternalLink href={link.href}>{link.label}</ExternalLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </footer>
  );
}
