import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useConfig } from '../../app/AppProviders';
import { communityLinks, ExternalLink } from '../components/ExternalLink';
import { AfterHydration } from '../hydration/AfterHydration';
import { WalletButton, WalletButtonSpace } from '../wallet/WalletButton';
import { theme } from '../theme';

interface NavbarProps {
  fixed: boolean;
  /** Pages that deal with wallets show the wallet button. */
  showWalletButton: boolean;
}

/**
 * Header: logo linking to /, icon links to chat, social network and marketplace, burger on small
 * screens, and the wallet button on pages that show it.
 */
export function Navbar({ fixed, showWalletButton }: NavbarProps) {
  const config = useConfig();
  const menuId = useId();
  const [path] = useLocation();
  // The page the menu was opened on: it is closed on any other, so a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === path;
  const toggle = useRef<HTMLButtonElement>(null);
  const { chat, social, marketplace } = communityLinks(config.links);
  const links = [chat, social, marketplace];

  return (
    <header
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpenOn(null);
        toggle.current?.focus();
      }}
      css={{
        position: fixed ? 'fixed' : 'relative',
        top: 0,
        left: 0,
        right: 0,
        zIndex: 50,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        padding: '0.75rem 1.5rem',
        background: 'rgba(13, 11, 20, 0.92)',
      }}
    >
      <Link href="/" css={{ fontWeight: 800, fontSize: '1.25rem', color: theme.colors.text, textDecoration: 'none' }}>
        {config.siteTitle}
      </Link>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label="Menu"
        ref={toggle}
        onClick={() => setOpenOn(open ? null : path)}
        css={{
          display: 'none',
          [theme.breakpoints.small]: { display: 'block' },
          background: 'none',
          border: `1px solid ${theme.colors.muted}`,
          color: theme.colors.text,
          borderRadius: theme.radius,
          padding: '0.25rem 0.6rem',
          fontSize: '1.25rem',
        }}
      >
        ☰
      </button>
      <nav aria-label="Community" id={menuId}>
        <ul
          css={{
            display: 'flex',
            gap: '1rem',
            listStyle: 'none',
            margin: 0,
            padding: 0,
            [theme.breakpoints.small]: { display: open ? 'flex' : 'none', flexDirection: 'column', width: '100%' },
          }}
        >
          {links.map((link) => (
            <li key={link.label}>
              <ExternalLink href={link.href} label={link.label}>
                <span css={{ display: 'flex', alignItems: 'center', gap: '0.5rem', padding: '0.25rem' }}>
                  <img src={link.icon} alt="" width={24} height={24} />
                  {/* The open burger menu names its links; the desktop bar shows icons only. */}
                  <span aria-hidden="true" css={{ display: 'none', [theme.breakpoints.small]: { display: 'inline' } }}>
                    {link.label}
                  </span>
                </span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      </nav>
      {showWalletButton && (
        <AfterHydration fallback={<WalletButtonSpace />}>
          <WalletButton />
        </AfterHydration>
      )}
    </header>
  );
}
