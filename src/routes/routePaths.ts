/**
 * The paths of the route table (spec section 2) in wouter's pattern syntax (`:name` one segment,
 * `?` optional). The router (AppRoutes.tsx, OtherRoutes.tsx) and the hosting rules (which paths are
 * pages and which are a 404) read them here, so that the two cannot disagree.
 */
export const ROUTE_PATHS = {
  landing: '/',
  landingFile: '/index.html',
  mint: '/mint/:saleId?',
  characterPass: '/characterpass/:saleId?',
  collections: '/collections/:saleId?',
  formerCharacterPass: '/cp/bayc',
  about: '/about',
  community: '/community',
  contact: '/contact',
  founders: '/founders',
  whitepaper: '/whitepaper',
  maps: '/maps',
  faq: '/faq',
  map: '/map',
  login: '/login',
  logout: '/logout',
  create: '/create',
  createAi: '/create/ai',
  createNft: '/create/nft/:walletAddress/:storyId',
  createCommunityAi: '/create/:communityShortcut/ai',
  createStory: '/create/:walletAddress/:storyId',
  createTemplate: '/create/:template',
  viewAi: '/view/:walletAddress/:storyId/ai',
  viewNft: '/view/:walletAddress/:storyId/n/:tokenId?',
  viewStory: '/view/:walletAddress/:storyId',
  captionContest: '/caption-contest/alpha',
  admin: '/admin',
} as const;
