import { TEMPLATE_NAMES } from './templates';

/**
 * The addresses of the hosted apps our pages frame (spec section 2): the creator on /create and
 * the story viewer on /view. Pure: the page gives the base address, its own origin and the time.
 */

/** Names the frame address sets itself: a passed-through parameter never overrides them. */
const RESERVED = new Set(['template', 'walletAddress', 'storyId', 'tokenID', 'iframed', 'nft', 'ai', 'v']);

/** A template name's index in the creator (1-17 in the spec's order); any other value passes through. */
export function templateParam(template: string): string {
  const index = (TEMPLATE_NAMES as readonly string[]).indexOf(template.toLowerCase());
  return index === -1 ? template : String(index + 1);
}

export interface CreatorFrameTarget {
  template?: string;
  walletAddress?: string;
  storyId?: string;
  /** An NFT story (/create/nft/...): nft=true. */
  nft?: boolean;
}

export interface CreatorFrameOptions {
  /** The creator app's address: the configured one, or an allowed `appUrl`. */
  base: string;
  /** Our origin, for a base that is a path of ours (the mock creator). */
  origin: string;
  /** The cache-busting `v`: a timestamp. */
  version: number;
  /** The page's own query parameters whose names are configured to pass through. */
  search: string;
  passThrough: readonly string[];
}

export function creatorFrameAddress(target: CreatorFrameTarget, options: CreatorFrameOptions): string {
  const url = new URL(options.base, options.origin);
  const page = new URLSearchParams(options.search);
  for (const name of options.passThrough) {
    const value = page.get(name);
    if (value !== null && !RESERVED.has(name)) url.searchParams.set(name, value);
  }
  if (target.template) url.searchParams.set('template', templateParam(target.template));
  if (target.walletAddress) url.searchParams.set('walletAddress', target.walletAddress);
  if (target.storyId) url.searchParams.set('storyId', target.storyId);
  url.searchParams.set('iframed', '1');
  if (target.nft) url.searchParams.set('nft', 'true');
  url.searchParams.set('v', String(options.version));
  return url.href;
}

export type ViewerMode = 'story' | 'ai' | 'nft';

export interface ViewerFrameTarget {
  walletAddress: string;
  storyId: string;
  mode: ViewerMode;
  tokenId?: string;
}

export function viewerFrameAddress(target: ViewerFrameTarget, options: { base: string; origin: string }): string {
  const url = new URL(options.base, options.origin);
  url.searchParams.set('walletAddress', target.walletAddress);
  url.searchParams.set('storyId', target.storyId);
  if (target.tokenId) url.searchParams.set('tokenID', target.tokenId);
  if (target.mode === 'nft') url.searchParams.set('nft', 'true');
  if (target.mode === 'ai') url.searchParams.set('ai', 'true');
  url.searchParams.set('iframed', '1');
  return url.href;
}

/** The origin a frame's messages must come from. */
export const frameOriginOf = (base: string, origin: string) => new URL(base, origin).origin;
