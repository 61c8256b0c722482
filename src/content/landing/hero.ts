import type { VideoMedia } from './types';

/** The landing page's tagline (spec section 2), also the site's description. */
export const TAGLINE = 'Create, animate, and share stories with your NFTs.';

/**
 * The landing page's looping hero video (spec section 2). Its poster is the page's largest
 * paint: index.html preloads it, so keep the two paths in step.
 */
export const HERO_VIDEO: VideoMedia = {
  src: '/media/hero.mp4',
  poster: '/media/hero-poster.webp',
  width: 640,
  height: 360,
};
