/** The static legal pages (spec section 2) by route. Their texts live beside them as they are written. */
export interface LegalPageEntry {
  path: string;
  title: string;
}

export const LEGAL_PAGES: readonly LegalPageEntry[] = [
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
];
