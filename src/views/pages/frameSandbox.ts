/**
 * What each embedded app may do in its frame (spec section 2), and no more: `sandbox` tokens and
 * the `allow` permissions policy. None may navigate our page (the creator asks through the bridge).
 */
export const FRAME_POLICIES = {
  /** The story editor: its own scripts and storage, forms, downloads of exported stories, shares in new tabs. */
  creator: {
    sandbox: 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads',
    allow: 'autoplay; fullscreen; clipboard-write',
  },
  /** The story viewer: playback, full screen, links in new tabs. */
  viewer: {
    sandbox: 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
    allow: 'autoplay; fullscreen',
  },
  /** The plot map: an interactive map, links in new tabs. */
  maps: {
    sandbox: 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
    allow: 'fullscreen',
  },
  /** The whitepaper: a document viewer, links in new tabs. */
  whitepaper: {
    sandbox: 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
    allow: 'fullscreen',
  },
  /** A sale's Vimeo video (saleMedia.vimeoUrl): the player, full screen, links in new tabs. */
  saleVideo: {
    sandbox: 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
    allow: 'autoplay; fullscreen',
  },
  /** The contact forms: a form that posts to its own service. */
  contactForm: {
    sandbox: 'allow-scripts allow-same-origin allow-forms allow-popups',
    allow: '',
  },
} as const;
