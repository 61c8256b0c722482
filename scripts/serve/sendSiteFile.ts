import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import fresh from 'fresh';
import { lookup } from 'mrmime';
import type { SiteFile, StoredFile } from './buildFiles';
import { byteRange, type ByteRange } from './byteRange';
import { chooseCoding } from './contentCoding';
import { failRequest, plain } from './plainAnswer';
import { preconditionsHold } from './preconditions';

/**
 * Answers a GET or HEAD with one file of the build: the copy the client's `Accept-Encoding`
 * takes, a `412` when its `If-Match` or `If-Unmodified-Since` fails (preconditions.ts), a `304`
 * when its validators still match, and the part a `Range` asks for. With a
 * `status` of its own (the 404 page) it is sent whole and unconditionally.
 *
 * A file that cannot be read is answered `500`; a read that fails once the headers are out ends
 * the connection, so the client sees a short body, never a wrong one. Either way the server
 * goes on.
 */

function contentType(file: SiteFile): string {
  const type = lookup(file.identity.path) ?? 'application/octet-stream';
  return type === 'text/html' ? 'text/html; charset=utf-8' : type;
}

/** `If-Range` asks for the part only while the representation is the one it names (13.1.5). */
function rangeStillValid(request: IncomingMessage, chosen: StoredFile): boolean {
  const ifRange = request.headers['if-range'];
  return ifRange === undefined || ifRange === chosen.etag;
}

export function sendSiteFile(
  request: IncomingMessage,
  response: ServerResponse,
  file: SiteFile,
  status?: number,
): void {
  const coding = chooseCoding(request.headers['accept-encoding'], new Set(file.encoded.keys()));
  const chosen = (coding && file.encoded.get(coding)) || file.identity;
  response.setHeader('Content-Type', contentType(file));
  if (file.encoded.size > 0) response.setHeader('Vary', 'Accept-Encoding');
  if (coding) response.setHeader('Content-Encoding', coding);

  if (status !== undefined) return send(request, response, chosen, status, { kind: 'whole' });

  response.setHeader('ETag', chosen.etag);
  response.setHeader('Last-Modified', chosen.lastModified);
  response.setHeader('Accept-Ranges', 'bytes');
  // RFC 9110 13.2.2: If-Match and If-Unmodified-Since first, then If-None-Match and
  // If-Modified-Since (fresh), then If-Range.
  if (!preconditionsHold(request.headers, chosen.etag, chosen.lastModified)) {
    plain(response, 412, 'Precondition failed');
    return;
  }
  if (fresh(request.headers, { etag: chosen.etag, 'last-modified': chosen.lastModified })) {
    for (const name of ['Content-Type', 'Content-Encoding']) response.removeHeader(name);
    response.writeHead(304).end();
    return;
  }
  const range =
    request.method === 'GET' && rangeStillValid(request, chosen)
      ? byteRange(request.headers.range, chosen.size)
      : ({ kind: 'whole' } as const);
  if (range.kind === 'unsatisfiable') {
    response.removeHeader('Content-Encoding');
    response.writeHead(416, { 'Content-Range': `bytes */${chosen.size}` }).end();
    return;
  }
  send(request, response, chosen, range.kind === 'part' ? 206 : 200, range);
}

function send(
  request: IncomingMessage,
  response: ServerResponse,
  chosen: StoredFile,
  status: number,
  range: Exclude<ByteRange, { kind: 'unsatisfiable' }>,
) {
  const { start, end } = range.kind === 'part' ? range : { start: 0, end: chosen.size - 1 };
  if (range.kind === 'part') response.setHeader('Content-Range', `bytes ${start}-${end}/${chosen.size}`);
  response.setHeader('Content-Length', end - start + 1);
  if (request.method === 'HEAD' || chosen.size === 0) {
    response.writeHead(status).end();
    return;
  }
  const stream = createReadStream(chosen.path, { start, end });
  const cannotOpen = (error: Error) => failRequest(response, `opening ${chosen.path}`, error);
  stream.once('error', cannotOpen);
  stream.once('open', () => {
    stream.off('error', cannotOpen);
    response.writeHead(status);
    // Once open, a failed read or a client gone ends the connection; only the first is news.
    pipeline(stream, response, (error) => {
      if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE')
        console.error(`serve: sending ${chosen.path}: ${error.message}`);
    });
  });
}
