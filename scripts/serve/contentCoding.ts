/**
 * Which precompressed copy a request's `Accept-Encoding` accepts (RFC 9110 section 12.5.3).
 *
 * A coding is acceptable when the header names it, or names `*` without naming it, with a
 * weight above 0. No header at all means any coding is acceptable, but the file itself is sent
 * then: a client that says nothing is safest with the bytes as they are. Among acceptable
 * copies the higher weight wins, brotli before gzip at equal weight (it is smaller), and a copy
 * only when the client does not weigh the file itself higher (`identity`, when the header names
 * neither it nor `*`, weighs as the lightest coding named, as the negotiator package has it: so it
 * never outweighs a copy the header names). When no copy is acceptable the file itself goes, even
 * where the header refuses `identity`: the RFC lets a server send it rather than a 415.
 */
export type ContentCoding = 'br' | 'gzip';

const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip'];

/** The weight of each coding the header names (`*` included); a malformed weight counts as 0. */
function weights(header: string): Map<string, number> {
  const named = new Map<string, number>();
  for (const element of header.split(',')) {
    // Splitting gives at least one part: the name is always there (maybe empty).
    const [name, ...parameters] = element.split(';').map((part) => part.trim().toLowerCase()) as [string, ...string[]];
    if (name === '') continue;
    const q = parameters.find((parameter) => /^q\s*=/.test(parameter));
    const weight = q === undefined ? 1 : /^q\s*=\s*(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(q) ? Number(q.split('=')[1]) : 0;
    if (!named.has(name)) named.set(name, weight);
  }
  return named;
}

export function chooseCoding(header: string | undefined, available: ReadonlySet<ContentCoding>): ContentCoding | null {
  if (header === undefined) return null;
  const named = weights(header);
  const weightOf = (coding: ContentCoding) => named.get(coding) ?? named.get('*') ?? 0;
  // Unnamed, `identity` weighs no more than the lightest coding named: it refuses none of them.
  const identity = named.get('identity') ?? named.get('*') ?? 0;
  let best: ContentCoding | null = null;
  for (const coding of PREFERENCE) {
    if (!available.has(coding) || weightOf(coding) <= 0 || weightOf(coding) < identity) continue;
    if (best === null || weightOf(coding) > weightOf(best)) best = coding;
  }
  return best;
}
