/**
 * The static legal pages (spec section 2) by route, with their titles. The routes and the mint
 * page's terms links import this at start-up, so it stays this small: the page texts live in
 * src/content/legal/, which only the lazily loaded legal page imports.
 */
export interface LegalPageEntry {
  path: string;
  title: string;
}

export const LEGAL_PAGES = [
  { path: '/cookies', title: 'Cookie Policy' },
  { path: '/cookies-2022-04-20', title: 'Cookie Policy (2022-04-20)' },
  { path: '/founderspassterms', title: 'Founders Pass Terms' },
  { path: '/characterpassterms', title: 'Character Pass Terms' },
  { path: '/collectiblegiveaways', title: 'Collectible Giveaways Terms' },
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/privacy-2022-04-20', title: 'Privacy Policy (2022-04-20)' },
  { path: '/privacy-ca', title: 'California Privacy Notice' },
  { path: '/copyright', title: 'Copyright Policy' },
  { path: '/copyright-2022-04-20', title: 'Copyright Policy (2022-04-20)' },
  { path: '/tos', title: 'Terms of Service' },
  { path: '/tos-2022-04-20', title: 'Terms of Service (2022-04-20)' },
  { path: '/plots-2022-04-20', title: 'Plot Sale Terms (2022-04-20)' },
] as const satisfies readonly LegalPageEntry[];

export type LegalPath = (typeof LEGAL_PAGES)[number]['path'];

/** Earlier versions carry their effective date in the path; the rest are in force. */
export type CurrentLegalPath = Exclude<LegalPath, `${string}-2022-04-20`>;
