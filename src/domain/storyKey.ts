/**
 * Story keys (spec section 3): where a story lives, as an object or as a path string such as
 * 'stories/{address}/{id}.{suffix}'.
 */
export interface StoryKey {
  prefix: '' | 'stories' | 'templates';
  address: string;
  id: string;
  /** The file suffix after the id's first dot ('json' in '0xab/12.json'); '' when there is none. */
  suffix: string;
  infix?: 'nfts';
}

const PREFIXES: ReadonlySet<unknown> = new Set(['', 'stories', 'templates']);
const INFIX = 'nfts';

/**
 * A segment that can sit between slashes: non-empty and without '/'. Stricter than the spec's
 * "non-empty" on purpose: an address or id containing '/' could not be written as a path (nor
 * as the 'address/id' of tweetStory) and read back as the same key.
 */
function isSegment(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && !value.includes('/');
}

/** The id is followed by '.{suffix}' in the string form, so it cannot contain a dot either. */
function isId(value: unknown): value is string {
  return isSegment(value) && !value.includes('.');
}

function isSuffix(value: unknown): value is string {
  return typeof value === 'string' && !value.includes('/');
}

/** Builds the key, leaving `infix` out entirely when absent so keys compare structurally. */
function makeKey(prefix: StoryKey['prefix'], infix: boolean, address: string, id: string, suffix: string): StoryKey {
  return infix ? { prefix, address, id, suffix, infix: INFIX } : { prefix, address, id, suffix };
}

/**
 * Object form (spec section 5): non-empty address and id, prefix '', 'stories' or 'templates',
 * a string suffix (may be empty), and infix, if present, equal to 'nfts'. Every field is
 * required except infix (an absent prefix is not read as ''). Other properties are dropped.
 */
function parseStoryKeyObject(input: Record<string, unknown>): StoryKey | null {
  const { prefix, address, id, suffix, infix } = input;
  if (!PREFIXES.has(prefix)) return null;
  if (!isSegment(address) || !isId(id) || !isSuffix(suffix)) return null;
  if (infix !== undefined && infix !== INFIX) return null;
  return makeKey(prefix as StoryKey['prefix'], infix === INFIX, address, id, suffix);
}

/**
 * String form (spec section 5: "4, 3 or 2 slash-separated parts"). The layouts, derived from
 * the example 'stories/{address}/{id}.{suffix}' and the object's fields in path order:
 *
 * - 4 parts: '{prefix}/nfts/{address}/{id}.{suffix}', prefix 'stories' or 'templates';
 * - 3 parts: '{prefix}/{address}/{id}.{suffix}', prefix 'stories' or 'templates';
 *   or 'nfts/{address}/{id}.{suffix}': the empty prefix with the nfts infix;
 * - 2 parts: '{address}/{id}.{suffix}', the empty prefix (also the 'address/id' of tweetStory).
 *
 * The last part splits at its first dot: id before, suffix after (may itself contain dots, or
 * be absent: suffix ''). Empty parts are invalid.
 */
function parseStoryKeyString(input: string): StoryKey | null {
  const parts = input.split('/');
  const file = input.slice(input.lastIndexOf('/') + 1);
  const dot = file.indexOf('.');
  const id = dot === -1 ? file : file.slice(0, dot);
  const suffix = dot === -1 ? '' : file.slice(dot + 1);
  let prefix: string | undefined;
  let infix: boolean;
  let address: string | undefined;
  switch (parts.length) {
    case 4:
      if (parts[1] !== INFIX) return null;
      prefix = parts[0];
      infix = true;
      address = parts[2];
      if (prefix === '') return null;
      break;
    case 3:
      infix = parts[0] === INFIX;
      prefix = infix ? '' : parts[0];
      address = parts[1];
      if (!infix && prefix === '') return null;
      break;
    case 2:
      prefix = '';
      infix = false;
      address = parts[0];
      break;
    default:
      return null;
  }
  if (!PREFIXES.has(prefix) || !isSegment(address) || !isId(id)) return null;
  return makeKey(prefix as StoryKey['prefix'], infix, address, id, suffix);
}

/**
 * A story key from an object or a path string; anything else, or a malformed one, is logged
 * with console.warn and rejected with null (spec section 5: "anything else is logged and
 * rejected"). Never throws, whatever the input.
 */
export function parseStoryKey(input: unknown): StoryKey | null {
  let key: StoryKey | null = null;
  if (typeof input === 'string') key = parseStoryKeyString(input);
  else if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
    key = parseStoryKeyObject(input as Record<string, unknown>);
  }
  if (!key) console.warn('Invalid story key:', input);
  return key;
}

/**
 * The path string of a key, the inverse of {@link parseStoryKey}: parseStoryKey(formatStoryKey(k))
 * equals k for every valid key. The dot is written only when there is a suffix.
 */
export function formatStoryKey(key: StoryKey): string {
  const parts: string[] = [];
  if (key.prefix) parts.push(key.prefix);
  if (key.infix) parts.push(key.infix);
  parts.push(key.address, key.suffix ? `${key.id}.${key.suffix}` : key.id);
  return parts.join('/');
}

/** 'address/id': how tweetStory names the story (spec section 7). */
export function storyKeyPath(key: StoryKey): string {
  return `${key.address}/${key.id}`;
}

/** The story's page on this site, /view/{address}/{id}, from its 'address/id'. */
export function storyViewPath(addressAndId: string): string {
  return `/view/${addressAndId.split('/').map(encodeURIComponent).join('/')}`;
}

/** Spec section 3: "A story-key list is valid if it is an array of at least 4 strings." */
export function isStoryKeyList(value: unknown): value is string[] {
  return Array.isArray(value) && value.length >= 4 && value.every((item) => typeof item === 'string');
}

/** The story a service's story key names ('address/id' or a longer key), for the share; null when it names none. */
export function storyOfKey(storyKey: string | undefined): { walletAddress: string; storyId: string } | null {
  const key = storyKey === undefined ? null : parseStoryKey(storyKey);
  return key ? { walletAddress: key.address, storyId: key.id } : null;
}

/** A service's story key in the form the app keeps ('address/id'); undefined when it is malformed or missing. */
export function storyKeyPathOf(storyKey: string | undefined): string | undefined {
  const key = storyKey === undefined ? null : parseStoryKey(storyKey);
  return key ? storyKeyPath(key) : undefined;
}
