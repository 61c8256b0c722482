import { useId, useState } from 'react';
import { Link } from 'wouter';
import { useConfig } from '../../app/AppProviders';
import { communityLinks, ExternalLink } from '../components/ExternalLink';
import { WalletButton } from '../wallet/WalletButton';
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
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { chat, social, marketplace } = communityLinks(config.links);
  const links = [chat, social, marketplace];

  return (
    <header
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
        onClick={() => setOpen((value) => !value)}
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
              <ExternalLink href={link.href}>{link.label}</ExternalLink>
            </li>
          ))}
        </ul>
      </nav>
      {showWalletButton && <WalletButton />}
    </header>
  );
}
