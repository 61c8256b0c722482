import { Link } from 'wouter';
import type { Sale } from '../../domain/sale/sale.types';
import { saleMediaWithFallback } from '../../domain/sale/saleMedia';
import { usePrefersReducedMotion } from '../components/usePrefersReducedMotion';

/**
 * Spec section 2: the terms a mint page links to, titled as the legal pages are (a test holds them
 * to src/content/legalPages.ts; written out so the mint page does not load that list).
 */
export const SALE_TERMS_LINKS = [
  { path: '/characterpassterms', title: 'Character Pass Terms' },
  { path: '/tos', title: 'Terms of Service' },
  { path: '/privacy', title: 'Privacy Policy' },
] as const;

/**
 * The sale's header (spec sections 2 and 3): its title, subtitle and description, and its media,
 * with the default video when the sale has none. The video plays muted in a loop, with controls
 * to pause it, and does not start by itself for users who asked for reduced motion.
 */
export function SaleHeader({ sale }: { sale: Sale }) {
  const media = saleMediaWithFallback(sale.saleMedia);
  const reducedMotion = usePrefersReducedMotion();
  const aspectRatio = media.aspectRatio > 0 ? media.aspectRatio : 16 / 9;
  const mediaStyle = { width: '100%', aspectRatio: String(aspectRatio), border: 0, borderRadius: '0.75rem' };
  return (
    <div css={{ display: 'grid', gap: '0.75rem', marginBottom: '2rem' }}>
      <p css={{ margin: 0, textTransform: 'uppercase', letterSpacing: '0.08em', fontSize: '0.85rem' }}>
        {sale.saleHeaderSubTitle}
      </p>
      <h2 css={{ margin: 0, fontSize: '2rem' }}>{sale.saleHeaderTitle}</h2>
      <p css={{ margin: 0 }}>{sale.saleDescription}</p>
      {media.directVideoUrl ? (
        <video
          css={mediaStyle}
          src={media.directVideoUrl}
          poster={media.imageUrl}
          muted
          loop
          playsInline
          controls
          autoPlay={!reducedMotion}
          aria-label={`${sale.saleName} video`}
        />
      ) : media.vimeoUrl ? (
        <iframe
          css={mediaStyle}
          src={media.vimeoUrl}
          title={`${sale.saleName} video`}
          allow="autoplay; fullscreen"
          loading="lazy"
        />
      ) : null}
    </div>
  );
}

/** The terms links under the mint page's screens. */
export function SaleTerms() {
  return (
    <nav aria-label="Sale terms" css={{ marginTop: '2rem', fontSize: '0.85rem' }}>
      <ul css={{ display: 'flex', gap: '1rem', listStyle: 'none', padding: 0, margin: 0, flexWrap: 'wrap' }}>
        {SALE_TERMS_LINKS.map((page) => (
          <li key={page.path}>
            <Link href={page.path}>{page.title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
