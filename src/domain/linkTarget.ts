import { safeRedirectPath } from './safeRedirect';

/** Where a link from outside data (a sale's crossLinks) may go: a path here, an http(s) address, or nowhere. */
export type LinkTarget = { kind: 'internal'; path: string } | { kind: 'external'; href: string };

export function linkTargetOf(url: string, origin: string): LinkTarget | null {
  const path = safeRedirectPath(url, origin);
  if (path !== null) return { kind: 'internal', path };
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? { kind: 'external', href: parsed.href } : null;
  } catch {
    return null;
  }
}
