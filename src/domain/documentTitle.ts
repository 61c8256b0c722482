/** Spec section 2: pages set the document title to '{title} - {site title}'. */
export function documentTitle(title: string, siteTitle: string): string {
  return title ? `${title} - ${siteTitle}` : siteTitle;
}
