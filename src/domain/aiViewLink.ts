import type { AiViewLinks } from '../config/config.types';

/** /create/ai goes to the master link; /create/{community}/ai to that community's link if configured. */
export function aiViewLink(links: AiViewLinks, community?: string): string {
  if (community === undefined) return links.master;
  return links.communities[community.toLowerCase()] ?? links.master;
}
