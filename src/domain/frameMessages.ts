import * as z from 'zod/mini';
import { linkTargetOf, type LinkTarget } from './linkTarget';

/**
 * The navbar bridge's message protocol with the hosted creator and viewer apps (spec section 7).
 * Every message is checked twice before it does anything: it must come from the frame's exact
 * origin, and it must have one of these shapes; a page request must name an http(s) address or a
 * path of ours. Anything else is ignored.
 */
const frameMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('navbar:page'), path: z.string().check(z.minLength(1), z.maxLength(2048)) }),
  z.object({ type: z.literal('navbar:refresh') }),
  z.object({ type: z.literal('navbar:loaded') }),
  z.object({ type: z.literal('navbar:web3Check') }),
  z.object({ type: z.literal('navbar:loadingVideo') }),
]);

/** What a valid message asks for. */
export type FrameRequest =
  | { kind: 'page'; target: LinkTarget }
  | { kind: 'refresh' }
  | { kind: 'loaded' }
  | { kind: 'web3Check' }
  | { kind: 'loadingVideo' };

/** The answer to 'navbar:web3Check', posted back to the asking frame. */
export const web3CheckAnswer = (available: boolean) => ({ type: 'navbar:web3CheckResult', available }) as const;

/**
 * The request a message event makes, or null when it must be ignored: another origin than the
 * frame's (`frameOrigin`, compared exactly), an unknown shape, or a page that is neither an http(s)
 * address nor a path on `ourOrigin` (a `javascript:` page, another scheme, a protocol-relative path).
 */
export function frameRequestOf(
  message: { origin: string; data: unknown },
  frameOrigin: string,
  ourOrigin: string,
): FrameRequest | null {
  if (message.origin !== frameOrigin) return null;
  const parsed = frameMessageSchema.safeParse(message.data);
  if (!parsed.success) return null;
  const data = parsed.data;
  switch (data.type) {
    case 'navbar:page': {
      // Spec: a path starting with http is a full navigation; anything else is a route of ours.
      const target = linkTargetOf(data.path, ourOrigin);
      return target ? { kind: 'page', target } : null;
    }
    case 'navbar:refresh':
      return { kind: 'refresh' };
    case 'navbar:loaded':
      return { kind: 'loaded' };
    case 'navbar:web3Check':
      return { kind: 'web3Check' };
    case 'navbar:loadingVideo':
      return { kind: 'loadingVideo' };
  }
}
