import type { ReactNode } from 'react';
import type { ExternalLinks } from '../../config/config.types';

/** A link to another site: a new tab, with no access back to this page. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** The community's sites as header and footer name them (spec section 2), in footer order. */
export function communityLinks(links: ExternalLinks) {
  return {
    marketplace: { href: links.marketplace, label: 'Marketplace' },
    explorer: { href: links.explorer, label: 'Blockchain explorer' },
    chat: { href: links.chat, label: 'Chat community' },
    social: { href: links.social, label: 'Social network' },
  };
}
