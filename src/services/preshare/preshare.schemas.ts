import * as z from 'zod/mini';
import { MESSAGES } from '../../domain/errors';

/**
 * GET /preshare/{walletAddress}/{storyId} answers a JSON string (the link) or an object with a
 * 'viewer' string. The body is taken as any JSON here and read by viewerLinkFrom, which raises
 * the spec's two texts.
 */
export const preshareResponseSchema = z.unknown();

/**
 * - a non-empty string, or an object whose 'viewer' is a non-empty string: the link;
 * - a string that is empty, an object without 'viewer' (absent, null or '') or an empty body:
 *   Error('No viewer link');
 * - anything else (number, boolean, array, an object whose viewer is not a string):
 *   Error('Unexpected data type for viewer link').
 */
export function viewerLinkFrom(body: unknown): string {
  if (typeof body === 'string') {
    if (body) return body;
    throw new Error(MESSAGES.noViewerLink);
  }
  if (body === undefined || body === null) throw new Error(MESSAGES.noViewerLink);
  if (typeof body !== 'object' || Array.isArray(body)) throw new Error(MESSAGES.unexpectedViewerType);
  const viewer = (body as { viewer?: unknown }).viewer;
  if (viewer === undefined || viewer === null || viewer === '') throw new Error(MESSAGES.noViewerLink);
  if (typeof viewer !== 'string') throw new Error(MESSAGES.unexpectedViewerType);
  return viewer;
}
