import { Link } from 'wouter';
import type { SalePreview } from '../../domain/sale/salePreview';

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
 * The sale's header (spec sections 2 and 3): its subtitle, title and description, and the terms
 * the mint page links to. Its media is beside it (SaleMedia).
 */
export function SaleHeader({ sale }: { sale: SalePreview }) {
  return (
    <div css={{ display: 'grid', gap: '0.75rem' }}>
      <p css={{ margin: 0, textTransform: 'uppercase', letterSpacing: '0.08em', fontSize: '0.85rem' }}>
        {sale.saleHeaderSubTitle}
      </p>
      <h2 css={{ margin: 0, fontSize: '2rem', lineHeight: 1.2 }}>{sale.saleHeaderTitle}</h2>
      <p css={{ margin: 0 }}>{sale.saleDescription}</p>
      <SaleTerms />
    </div>
  );
}

/** The terms links of the mint page. */
function SaleTerms() {
  return (
    <nav aria-label="Sale terms" css={{ fontSize: '0.85rem' }}>
      <ul css={{ display: 'flex', gap: '0.25rem 1rem', listStyle: 'none', padding: 0, margin: 0, flexWrap: 'wrap' }}>
        {SALE_TERMS_LINKS.map((page) => (
          <li key={page.path}>
            <Link href={page.path}>{page.title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
