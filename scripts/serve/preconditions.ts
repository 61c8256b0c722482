import type { IncomingHttpHeaders } from 'node:http';

/**
 * The preconditions a GET or HEAD must pass before anything else (RFC 9110 13.2.2, steps 1 and 2):
 * `If-Match`, and `If-Unmodified-Since` when there is no `If-Match`. A failed one is answered `412`
 * before `If-None-Match`, `If-Modified-Since` and `If-Range` are looked at. A resuming download
 * sends them with its `Range` so that it never splices bytes of a newer file onto an older one.
 */

/** Whether `If-Match` lets the request go on: `*` (the file exists), or one of its tags is the file's (13.1.1). */
function ifMatchHolds(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  // The strong comparison (8.8.3.2): a weak tag (`W/"…"`) never equals the file's strong one. A tag
  // may hold commas: read them whole.
  const tags: string[] = header.match(/(?:W\/)?"[^"]*"/g) ?? [];
  return tags.includes(etag);
}

/** Whether the file is unchanged since `If-Unmodified-Since` (13.1.4); a date that does not parse is ignored. */
function unmodifiedSince(header: string, lastModified: string): boolean {
  const since = Date.parse(header);
  return Number.isNaN(since) || Date.parse(lastModified) <= since;
}

/** True when the request's preconditions hold for the file with `etag` and `lastModified`. */
export function preconditionsHold(headers: IncomingHttpHeaders, etag: string, lastModified: string): boolean {
  const ifMatch = headers['if-match'];
  if (ifMatch !== undefined) return ifMatchHolds(ifMatch, etag);
  const ifUnmodifiedSince = headers['if-unmodified-since'];
  return ifUnmodifiedSince === undefined || unmodifiedSince(ifUnmodifiedSince, lastModified);
}
