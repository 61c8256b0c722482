import { Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { useSelector } from '@xstate/react';
import { selectIsAdmin, selectLoggedIn, selectUsesMockWallet } from '../../../machines/user';
import { useAppActor, useConfig, useUserActor } from '../../app/AppProviders';
import { COLLECTIONS } from '../../content/landing/collections';
import { pressedButton, secondaryButton } from '../components/buttonStyles';
import { communityLinks, ExternalLink } from '../components/ExternalLink';
import { AfterHydration } from '../hydration/AfterHydration';
import { useFeatures } from '../hydration/useFeatures';
import { theme } from '../theme';
import { footerGroupStyle } from './footerStyles';
import { lazyChunk } from '../hydration/lazyChunk';
import { useSignUpModalOpen } from './useSignUpModalOpen';

// Its own chunk: only testers logged in to the mock wallet see it.
const FooterMockGroup = lazyChunk(async () => ({ default: (await import('./FooterMockGroup')).FooterMockGroup }));
// Its own chunk (with the newsletter form): only the signup parameter shows it.
const FooterSignUpBox = lazyChunk(async () => ({ default: (await import('./FooterSignUpBox')).FooterSignUpBox }));

/** What closes the footer (spec section 2): the mint dates, the Discord line, or the social links. */
export type FooterClosing = 'mintDates' | 'discordOnly' | 'social';

interface FooterProps {
  closing: FooterClosing;
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
 * Footer: About, Resources and Mock groups, the newsletter box (or a button that opens the sign-up
 * modal), and the mint dates, a chat line or the social links.
 */
export function Footer({ closing }: FooterProps) {
  const config = useConfig();
  const features = useFeatures();
  const [path] = useLocation();

  return (
    <footer
      // The part the boot's early input holds the footer's input for (src/boot/keptInput.ts).
      data-part="footer"
      css={{
        padding: '2.5rem 1.5rem',
        background: theme.colors.surface,
        marginTop: '3rem',
        // Below the fold on most pages: drawn once it nears the viewport (as LandingSection explains).
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 30rem',
      }}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: '2rem 3rem' }}>
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
            {/* Who is logged in is the visitor's: known once the page is hydrated. */}
            {config.env === 'mock' && (
              <AfterHydration>
                <AdminLink />
              </AfterHydration>
            )}
            <li>
              <Link href={`/logout?r=${encodeURIComponent(path)}`}>Log out</Link>
            </li>
          </ul>
        </nav>
        <AfterHydration>
          <MockGroup />
        </AfterHydration>
        {features.showFooterSignUp ? (
          <Suspense fallback={null}>
            <FooterSignUpBox />
          </Suspense>
        ) : (
          <section aria-labelledby="footer-updates-heading">
            <h2 id="footer-updates-heading" css={{ fontSize: '1rem' }}>
              Stay in touch
            </h2>
            <SignUpButton />
          </section>
        )}
      </div>
      <div css={{ marginTop: '2rem', color: theme.colors.muted }}>
        {closing === 'mintDates' ? (
          <section aria-labelledby="footer-mint-dates-heading">
            <h2 id="footer-mint-dates-heading" css={{ fontSize: '1rem', color: theme.colors.text }}>
              Mint dates
            </h2>
            <ul css={footerGroupStyle}>
              {COLLECTIONS.map((collection) => (
                <li key={collection.name}>
                  {collection.name}: {collection.mintDate}
                </li>
              ))}
            </ul>
          </section>
        ) : closing === 'discordOnly' ? (
          <p>
            <ExternalLink href={config.links.chat}>Questions? Join our Discord!</ExternalLink>
          </p>
        ) : (
          <ul
            css={{ ...footerGroupStyle, display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1rem' }}
            aria-label="Follow us"
          >
            {Object.values(communityLinks(config.links)).map((link) => (
              <li key={link.label}>
                <ExternalLink href={link.href}>
                  <img
                    src={link.icon}
                    alt=""
                    width={20}
                    height={20}
                    css={{ verticalAlign: 'middle', marginRight: '0.4rem' }}
                  />
                  {link.label}
                </ExternalLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </footer>
  );
}

/** Spec section 2: /admin is linked, in mock mode, to a logged-in admin. */
function AdminLink() {
  // Permissions are read only while someone is logged in.
  const isAdmin = useSelector(useUserActor(), selectIsAdmin);
  return isAdmin ? (
    <li>
      <Link href="/admin">Admin</Link>
    </li>
  ) : null;
}

/** Spec section 2: the Mock block shows only with the mock user service and a logged-in user. */
function MockGroup() {
  const shown = useSelector(useUserActor(), (snapshot) => selectUsesMockWallet(snapshot) && selectLoggedIn(snapshot));
  return shown ? (
    <Suspense fallback={null}>
      <FooterMockGroup />
    </Suspense>
  ) : null;
}

/**
 * Opens the sign-up modal. It shows itself pressed while the modal is open, from the tap on: the
 * modal's code may still be on its way, and the visitor sees at once that the tap was taken (the
 * next frame paints it, which is what the tap's interaction time counts to).
 */
function SignUpButton() {
  const app = useAppActor();
  const open = useSignUpModalOpen();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      css={{ ...secondaryButton, '&[aria-expanded=true]': pressedButton }}
      onClick={() => app.send({ type: 'signUpModal.open' })}
    >
      Sign up for updates
    </button>
  );
}
