import { Link } from 'wouter';
import { useConfig } from '../../app/AppProviders';
import { MESSAGES } from '../../domain/errors/messages';
import { linkTargetOf } from '../../domain/linkTarget';
import type { Sale } from '../../domain/sale/sale.types';
import { ExternalLink } from '../components/ExternalLink';

/** Screen texts of the giveaway's success page (spec section 2). */
export const GIVEAWAY_REGISTERED_TEXTS = {
  heading: "Congrats! You're now registered to win a FREE Collectible Story!",
  next: 'What next',
  foundersPass: 'Buy a Founders Pass',
  register: (name: string) => `Register for ${name}`,
  chat: 'Join our chat community',
} as const;

/**
 * The giveaway's success page (spec section 2): the registration, and the links to go on with: buy
 * a Founders Pass, register for the sale's cross-linked sales, join the chat community. A wallet
 * found entered before is told so. Cross-links come from the sale data: only paths here and
 * http(s) addresses become links.
 */
export function GiveawayRegistered({ sale, alreadyEntered }: { sale: Sale | null; alreadyEntered: boolean }) {
  const { links } = useConfig();
  const crossLinks = (sale?.crossLinks ?? []).flatMap((link) => {
    const target = linkTargetOf(link.url, window.location.origin);
    return target ? [{ name: link.name, target }] : [];
  });
  return (
    <>
      <h2>{GIVEAWAY_REGISTERED_TEXTS.heading}</h2>
      {alreadyEntered && <p role="status">{MESSAGES.alreadyEntered}</p>}
      <nav aria-label={GIVEAWAY_REGISTERED_TEXTS.next}>
        <ul css={{ display: 'grid', gap: '0.5rem', paddingLeft: '1.25rem' }}>
          <li>
            <ExternalLink href={links.foundersPass}>{GIVEAWAY_REGISTERED_TEXTS.foundersPass}</ExternalLink>
          </li>
          {crossLinks.map(({ name, target }) => (
            <li key={`${name}:${target.kind}`}>
              {target.kind === 'internal' ? (
                <Link href={target.path}>{GIVEAWAY_REGISTERED_TEXTS.register(name)}</Link>
              ) : (
                <ExternalLink href={target.href}>{GIVEAWAY_REGISTERED_TEXTS.register(name)}</ExternalLink>
              )}
            </li>
          ))}
          <li>
            <ExternalLink href={links.chat}>{GIVEAWAY_REGISTERED_TEXTS.chat}</ExternalLink>
          </li>
        </ul>
      </nav>
    </>
  );
}
