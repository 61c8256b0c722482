/**
 * The head of a prerendered page: its title, description, canonical address and share card (Open
 * Graph and Twitter), so that a link pasted into a chat or a post shows the page.
 */
export interface PageHead {
  /** The whole document title ('{title} - {site title}'). */
  title: string;
  /** What the share card calls the page (a sale's name; else the document title). */
  cardTitle: string;
  description: string;
  /** Absolute address of the page. */
  canonicalUrl: string;
  /** Absolute address of the share card's image, and its description. */
  image: { url: string; alt: string };
  siteName: string;
}

/** Text for an attribute or element body: the five characters HTML gives meaning escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The tags of `head`, for the document's <head>. */
export function headTags(head: PageHead): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.cardTitle),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:image', head.image.url),
    meta('property', 'og:image:alt', head.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.cardTitle),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image.url),
    meta('name', 'twitter:image:alt', head.image.alt),
  ].join('\n    ');
}
