import * as z from 'zod/mini';
import { parseJsonWith } from '../../domain/parseJson';
import { POST_REDIRECT_KEY } from './postRedirectKey';

/**
 * What the user typed before the page leaves for the social network's login (spec section 3:
 * "Post-redirect local data (base64 JSON in local storage): email and twitter, each string or
 * null"), so the form is filled again on return. Read once: restoring removes it. Anything that
 * does not decode to that shape is discarded.
 */
export { POST_REDIRECT_KEY };

/** An e-mail and a handle are short; a longer entry was not written by us. */
const MAX_STORED_LENGTH = 4_000;

export interface PostRedirectData {
  email: string | null;
  twitter: string | null;
}

const schema = z.object({ email: z.nullable(z.string()), twitter: z.nullable(z.string()) });

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** UTF-8 safe base64 (btoa alone refuses characters outside Latin-1). */
const encode = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

function decode(base64: string): string | null {
  try {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function savePostRedirectData(storage: Storage, data: PostRedirectData): void {
  storage.setItem(POST_REDIRECT_KEY, encode(JSON.stringify({ email: data.email, twitter: data.twitter })));
}

/** The saved data, removed as it is read; null when there is none or it is malformed. Never throws. */
export function restorePostRedirectData(storage: Storage): PostRedirectData | null {
  const stored = storage.getItem(POST_REDIRECT_KEY);
  if (stored === null) return null;
  storage.removeItem(POST_REDIRECT_KEY);
  const json = stored.length > MAX_STORED_LENGTH ? null : decode(stored);
  const parsed = json === null ? null : parseJsonWith(json, schema);
  if (!parsed?.ok) {
    console.warn('[social] the data saved before the redirect is malformed; discarded');
    return null;
  }
  return parsed.value;
}
