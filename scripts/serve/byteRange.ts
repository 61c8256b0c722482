/**
 * The part of a file a GET's `Range` header asks for, by RFC 9110 section 14.
 *
 * - One satisfiable range (`bytes=0-99`, the open `bytes=100-`, the suffix `bytes=-100`): that
 *   part, `206`. A last position past the end is cut to the end (14.1.2).
 * - Several ranges: coalesced where they touch or overlap; one part left is sent as above, and
 *   several are answered with the whole file, which 14.2 allows (no `multipart/byteranges`).
 * - A well-formed header none of whose ranges is satisfiable (a start at or past the end, a
 *   suffix of 0): `416`, with `Content-Range: bytes *\/size` (14.4).
 * - A malformed header, another unit, or a range whose last position is before its first
 *   (invalid by 14.1.1): ignored, so the whole file, as 14.2 allows.
 */
export type ByteRange = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

const WHOLE: ByteRange = { kind: 'whole' };
/** Optional white space around list elements (RFC 9110 5.6.1). */
const SPEC = /^[ \t]*(\d*)-(\d*)[ \t]*$/;

interface Span {
  start: number;
  end: number;
}

/** One range-spec against a size: a span, `null` when unsatisfiable, `undefined` when invalid. */
function spanOf(spec: string, size: number): Span | null | undefined {
  const match = SPEC.exec(spec);
  if (!match) return undefined;
  // Both groups match at least the empty text: each is always there.
  const [, first, last] = match as unknown as [string, string, string];
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // A number too long to be exact is still past the end of any file (up to Infinity).
    const length = Number(last);
    return length === 0 || size === 0 ? null : { start: Math.max(0, size - length), end: size - 1 };
  }
  // Compared exactly, however long: two positions past any file still have an order (issue 79).
  if (last !== '' && BigInt(last) < BigInt(first)) return undefined;
  const start = Number(first);
  if (start >= size) return null;
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

function coalesce(spans: Span[]): Span[] {
  const ordered = [...spans].sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of ordered) {
    const previous = merged.at(-1);
    if (previous && span.start <= previous.end + 1) previous.end = Math.max(previous.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

export function byteRange(header: string | undefined, size: number): ByteRange {
  if (header === undefined) return WHOLE;
  const separator = header.indexOf('=');
  if (separator < 0 || header.slice(0, separator).trim().toLowerCase() !== 'bytes') return WHOLE;
  const elements = header
    .slice(separator + 1)
    .split(',')
    .filter((element) => element.trim() !== '');
  if (elements.length === 0) return WHOLE;
  const spans: Span[] = [];
  for (const element of elements) {
    const span = spanOf(element, size);
    if (span === undefined) return WHOLE;
    if (span) spans.push(span);
  }
  if (spans.length === 0) return { kind: 'unsatisfiable' };
  const parts = coalesce(spans);
  return parts.length === 1 ? { kind: 'part', ...parts[0]! } : WHOLE;
}
