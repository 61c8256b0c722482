import type { AiViewLinks } from '../config/config.types';

/**
 * /create/ai goes to the master link; /create/{community}/ai to that community's link if
 * configured. The community comes from the address, so only the map's own entries count
 * ('constructor' or '__proto__' is an unknown community, not an object property).
 */
export function aiViewLink(links: AiViewLinks, community?: string): string {
  if (community === undefined) return links.master;
  const key = community.toLowerCase();
  return Object.hasOwn(links.communities, key) ? (links.communities[key] ?? links.master) : links.master;
}
