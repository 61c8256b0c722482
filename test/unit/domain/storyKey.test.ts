import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import {
  formatStoryKey,
  isStoryKeyList,
  parseStoryKey,
  storyKeyPath,
  storyKeyPathOf,
  storyOfKey,
  storyViewPath,
} from '../../../src/domain/storyKey';
import type { StoryKey } from '../../../src/domain/storyKey';

const ADDRESS = '0x8ba1f109551bd432803012645ac136ddd64dba72';
let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('parseStoryKey: strings (spec sections 3 and 5)', () => {
  it("reads 'stories/{address}/{id}.{suffix}' (3 parts)", () => {
    expect(parseStoryKey(`stories/${ADDRESS}/42.json`)).toStrictEqual({
      prefix: 'stories',
      address: ADDRESS,
      id: '42',
      suffix: 'json',
    });
    expect(parseStoryKey(`templates/${ADDRESS}/7.json`)).toMatchObject({ prefix: 'templates', id: '7' });
  });
  it("reads 'stories/nfts/{address}/{id}.{suffix}' (4 parts)", () => {
    expect(parseStoryKey(`stories/nfts/${ADDRESS}/42.json`)).toStrictEqual({
      prefix: 'stories',
      infix: 'nfts',
      address: ADDRESS,
      id: '42',
      suffix: 'json',
    });
  });
  it("reads '{address}/{id}.{suffix}' and tweetStory's '{address}/{id}' (2 parts, empty prefix)", () => {
    expect(parseStoryKey(`${ADDRESS}/42.json`)).toStrictEqual({
      prefix: '',
      address: ADDRESS,
      id: '42',
      suffix: 'json',
    });
    expect(parseStoryKey(`${ADDRESS}/42`)).toStrictEqual({ prefix: '', address: ADDRESS, id: '42', suffix: '' });
  });
  it("reads 'nfts/{address}/{id}.{suffix}' as the empty prefix with the nfts infix", () => {
    expect(parseStoryKey(`nfts/${ADDRESS}/42.json`)).toStrictEqual({
      prefix: '',
      infix: 'nfts',
      address: ADDRESS,
      id: '42',
      suffix: 'json',
    });
  });
  it('splits the file part at its first dot', () => {
    expect(parseStoryKey(`${ADDRESS}/42.story.json`)).toMatchObject({ id: '42', suffix: 'story.json' });
  });
  it.each([
    ['one part', '42.json'],
    ['five parts', `stories/nfts/x/${ADDRESS}/42.json`],
    ['an unknown prefix', `drafts/${ADDRESS}/42.json`],
    ['an empty prefix in 3 parts', `/${ADDRESS}/42.json`],
    ['an infix other than nfts', `stories/nft/${ADDRESS}/42.json`],
    ['an empty prefix in 4 parts', `/nfts/${ADDRESS}/42.json`],
    ['an empty address', 'stories//42.json'],
    ['an empty id', `stories/${ADDRESS}/.json`],
    ['an empty string', ''],
  ])('rejects and logs %s', (_, input) => {
    expect(parseStoryKey(input)).toBeNull();
    expect(warn).toHaveBeenCalledWith('Invalid story key:', input);
  });
});

describe('parseStoryKey: objects (spec section 5)', () => {
  const valid = { prefix: 'stories', address: ADDRESS, id: '42', suffix: 'json' };

  it('accepts a valid key and drops other properties', () => {
    expect(parseStoryKey({ ...valid, extra: 1 })).toStrictEqual(valid);
    expect(parseStoryKey({ ...valid, prefix: '', suffix: '' })).toStrictEqual({ ...valid, prefix: '', suffix: '' });
    expect(parseStoryKey({ ...valid, infix: 'nfts' })).toStrictEqual({ ...valid, infix: 'nfts' });
    expect(parseStoryKey({ ...valid, infix: undefined })).toStrictEqual(valid);
    expect(warn).not.toHaveBeenCalled();
  });
  it.each([
    ['an empty address', { ...valid, address: '' }],
    ['an empty id', { ...valid, id: '' }],
    ['a missing id', { prefix: 'stories', address: ADDRESS, suffix: 'json' }],
    ['an unknown prefix', { ...valid, prefix: 'drafts' }],
    ['a missing prefix', { address: ADDRESS, id: '42', suffix: 'json' }],
    ['a non-string suffix', { ...valid, suffix: 3 }],
    ['a missing suffix', { prefix: 'stories', address: ADDRESS, id: '42' }],
    ['an infix other than nfts', { ...valid, infix: 'nft' }],
    ['a slash in the address', { ...valid, address: 'a/b' }],
    ['a dot in the id', { ...valid, id: '4.2' }],
  ])('rejects and logs %s', (_, input) => {
    expect(parseStoryKey(input)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
  it.each([null, undefined, 42, true, [ADDRESS, '42'], () => 'x'])('rejects and logs %s', (input) => {
    expect(parseStoryKey(input)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('formatStoryKey and storyKeyPath', () => {
  it('writes the path forms', () => {
    expect(formatStoryKey({ prefix: 'stories', address: ADDRESS, id: '42', suffix: 'json' })).toBe(
      `stories/${ADDRESS}/42.json`,
    );
    expect(formatStoryKey({ prefix: 'stories', infix: 'nfts', address: ADDRESS, id: '42', suffix: 'json' })).toBe(
      `stories/nfts/${ADDRESS}/42.json`,
    );
    expect(formatStoryKey({ prefix: '', address: ADDRESS, id: '42', suffix: '' })).toBe(`${ADDRESS}/42`);
  });
  it("gives tweetStory's 'address/id'", () => {
    expect(storyKeyPath({ prefix: 'stories', infix: 'nfts', address: ADDRESS, id: '42', suffix: 'json' })).toBe(
      `${ADDRESS}/42`,
    );
  });
});

describe('storyViewPath', () => {
  it("gives the story's page /view/{address}/{id}", () => {
    expect(storyViewPath(`${ADDRESS}/42`)).toBe(`/view/${ADDRESS}/42`);
  });
  it('escapes each part of the address and id on its own, keeping the slash between them', () => {
    expect(storyViewPath('a b/4#2?')).toBe('/view/a%20b/4%232%3F');
  });
});

describe("a service's story key", () => {
  it('names the story of an address/id key or of a longer one', () => {
    expect(storyOfKey(`${ADDRESS}/42`)).toEqual({ walletAddress: ADDRESS, storyId: '42' });
    expect(storyOfKey(`stories/nfts/${ADDRESS}/42.json`)).toEqual({ walletAddress: ADDRESS, storyId: '42' });
    expect(storyKeyPathOf(`stories/nfts/${ADDRESS}/42.json`)).toBe(`${ADDRESS}/42`);
    expect(storyKeyPathOf(`${ADDRESS}/42`)).toBe(`${ADDRESS}/42`);
  });
  it('names none for a malformed key, and logs it', () => {
    expect(storyOfKey('42.json')).toBeNull();
    expect(storyKeyPathOf('42.json')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });
  it('names none for a missing key, without logging it as invalid', () => {
    expect(storyOfKey(undefined)).toBeNull();
    expect(storyKeyPathOf(undefined)).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('isStoryKeyList (spec section 3)', () => {
  it('is true for an array of at least 4 strings', () => {
    expect(isStoryKeyList(['a', 'b', 'c', 'd'])).toBe(true);
    expect(isStoryKeyList(['a', 'b', 'c', 'd', 'e'])).toBe(true);
  });
  it('is false for fewer than 4, a non-string item or a non-array', () => {
    expect(isStoryKeyList(['a', 'b', 'c'])).toBe(false);
    expect(isStoryKeyList(['a', 'b', 'c', 4])).toBe(false);
    expect(isStoryKeyList('abcd')).toBe(false);
    expect(isStoryKeyList({ length: 4, 0: 'a', 1: 'b', 2: 'c', 3: 'd' })).toBe(false);
  });
});

/** Characters that matter to the grammar, plus some that do not. */
const pieceChars = fc.constantFrom('a', 'B', '0', 'x', '.', '/', '-', ' ', 'é');
const segmentArb = fc.string({ unit: pieceChars, minLength: 1, maxLength: 8 }).filter((s) => !s.includes('/'));

const validKeyArb: fc.Arbitrary<StoryKey> = fc
  .record({
    prefix: fc.constantFrom<StoryKey['prefix']>('', 'stories', 'templates'),
    nfts: fc.boolean(),
    address: fc.oneof(segmentArb, fc.constantFrom('nfts', 'stories', 'templates', ADDRESS)),
    id: segmentArb.filter((s) => !s.includes('.')),
    suffix: fc.string({ unit: pieceChars, maxLength: 8 }).filter((s) => !s.includes('/')),
  })
  .map(({ prefix, nfts, address, id, suffix }) =>
    nfts ? { prefix, infix: 'nfts' as const, address, id, suffix } : { prefix, address, id, suffix },
  );

/** Strings made of the grammar's own pieces, so many of them are nearly valid. */
const pathLikeArb = fc
  .array(fc.oneof(fc.constantFrom('stories', 'templates', 'nfts', '', '/', '.', 'json'), segmentArb), {
    maxLength: 8,
  })
  .map((pieces) => pieces.join(''));

describe('story key properties', () => {
  it('parse(format(key)) equals the key for every valid key, without a warning', () => {
    fc.assert(
      fc.property(validKeyArb, (key) => {
        expect(parseStoryKey(formatStoryKey(key))).toStrictEqual(key);
        expect(parseStoryKey(key)).toStrictEqual(key);
      }),
      { numRuns: 1000 },
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('random garbage never throws; what it accepts formats back to the same key', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), pathLikeArb), (input) => {
        const key = parseStoryKey(input);
        if (key === null) return true;
        return JSON.stringify(parseStoryKey(formatStoryKey(key))) === JSON.stringify(key);
      }),
      { numRuns: 1000 },
    );
  });

  it('an accepted string is its own format (the string form is canonical)', () => {
    fc.assert(
      fc.property(pathLikeArb, (input) => {
        const key = parseStoryKey(input);
        // 'x/y.' reads as suffix '' and is written back as 'x/y': the only non-canonical form.
        return (
          key === null ||
          formatStoryKey(key) === (input.endsWith('.') && key.suffix === '' ? input.slice(0, -1) : input)
        );
      }),
      { numRuns: 1000 },
    );
  });
});
