import type { ReactNode } from 'react';
import type { ExternalLinks } from '../../config/config.types';

/** A link to another site: a new tab, with no access back to this page. `label` names an icon-only link. */
export function ExternalLink({ href, label, children }: { href: string; label?: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
    </a>
  );
}

/** The community's sites as header and footer name them (spec section 2), in footer order. */
export function communityLinks(links: ExternalLinks) {
  return {
    marketplace: { href: links.marketplace, label: 'Marketplace', icon: '/icons/marketplace.svg' },
    explorer: { href: links.explorer, label: 'Blockchain explorer', icon: '/icons/explorer.svg' },
    chat: { href: links.chat, label: 'Chat community', icon: '/icons/chat.svg' },
    social: { href: links.social, label: 'Social network', icon: '/icons/social.svg' },
  };
}
