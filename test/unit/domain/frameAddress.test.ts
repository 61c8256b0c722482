import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  creatorFrameAddress,
  frameOriginOf,
  templateParam,
  viewerFrameAddress,
} from '../../../src/domain/frameAddress';
import { TEMPLATE_NAMES } from '../../../src/domain/templates';

const ORIGIN = 'https://app.example';
const BASE = 'https://creator.example/app/';
const options = { base: BASE, origin: ORIGIN, version: 1700000000000, search: '', passThrough: [] as string[] };
const paramsOf = (address: string) => Object.fromEntries(new URL(address).searchParams);

describe('templateParam', () => {
  it('maps the 17 template names to 1-17 in the spec order', () => {
    expect(TEMPLATE_NAMES.map(templateParam)).toEqual(TEMPLATE_NAMES.map((_, index) => String(index + 1)));
    expect(templateParam('3landers')).toBe('1');
    expect(templateParam('bayc')).toBe('5');
    expect(templateParam('mayc')).toBe('16');
    expect(templateParam('wow')).toBe('17');
    expect(templateParam('BAYC')).toBe('5');
  });

  it('passes other values through', () => {
    expect(templateParam('punks')).toBe('punks');
    expect(templateParam('42')).toBe('42');
  });
});

describe('creatorFrameAddress', () => {
  it('builds a new story: iframed=1 and the cache-busting v, on the configured app', () => {
    const address = creatorFrameAddress({}, options);
    expect(address.startsWith(BASE)).toBe(true);
    expect(paramsOf(address)).toEqual({ iframed: '1', v: '1700000000000' });
  });

  it('carries a template index, a story and nft=true for an NFT story', () => {
    expect(paramsOf(creatorFrameAddress({ template: 'coolcats' }, options))).toMatchObject({ template: '7' });
    expect(paramsOf(creatorFrameAddress({ walletAddress: '0xabc', storyId: '12', nft: true }, options))).toEqual({
      walletAddress: '0xabc',
      storyId: '12',
      iframed: '1',
      nft: 'true',
      v: '1700000000000',
    });
    expect(paramsOf(creatorFrameAddress({ walletAddress: '0xabc', storyId: '12' }, options))).not.toHaveProperty('nft');
  });

  it('passes only the configured parameters of the page through, never over its own', () => {
    const address = creatorFrameAddress(
      { template: 'bayc' },
      {
        ...options,
        search: '?lang=fr&debug=1&iframed=0&template=evil&secret=x',
        passThrough: ['lang', 'iframed', 'template'],
      },
    );
    expect(paramsOf(address)).toEqual({ lang: 'fr', template: '5', iframed: '1', v: '1700000000000' });
  });

  it('passes nothing for a configured parameter the page does not carry', () => {
    const address = creatorFrameAddress({}, { ...options, search: '?lang=fr', passThrough: ['lang', 'ref'] });
    expect(paramsOf(address)).toEqual({ lang: 'fr', iframed: '1', v: '1700000000000' });
  });

  it("leaves the address as it is when the page carries the frame's own parameters, even configured to pass", () => {
    const reserved = ['template', 'walletAddress', 'storyId', 'tokenID', 'iframed', 'nft', 'ai', 'v'];
    const search = `?${reserved.map((name) => `${name}=page`).join('&')}`;
    for (const target of [{}, { template: 'bayc', walletAddress: '0xabc', storyId: '12', nft: true }]) {
      expect(creatorFrameAddress(target, { ...options, search, passThrough: reserved })).toBe(
        creatorFrameAddress(target, { ...options, passThrough: reserved }),
      );
    }
  });

  it('resolves a path of ours (the mock creator) against our origin', () => {
    expect(creatorFrameAddress({}, { ...options, base: '/mock-apps/creator.html' })).toBe(
      'https://app.example/mock-apps/creator.html?iframed=1&v=1700000000000',
    );
  });

  it('always stays on the base origin and path, whatever the story values (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          template: fc.option(fc.string(), { nil: undefined }),
          walletAddress: fc.option(fc.string(), { nil: undefined }),
          storyId: fc.option(fc.string(), { nil: undefined }),
          nft: fc.option(fc.boolean(), { nil: undefined }),
        }),
        fc.string(),
        (target, search) => {
          const url = new URL(creatorFrameAddress(target, { ...options, search: `?${search}`, passThrough: ['lang'] }));
          expect(url.origin).toBe('https://creator.example');
          expect(url.pathname).toBe('/app/');
          expect(url.searchParams.getAll('iframed')).toEqual(['1']);
          expect(url.searchParams.get('nft')).toBe(target.nft ? 'true' : null);
          if (target.storyId) expect(url.searchParams.get('storyId')).toBe(target.storyId);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('viewerFrameAddress', () => {
  const viewer = { base: 'https://viewer.example/', origin: ORIGIN };

  it('passes wallet, story and token through, with nft=true or ai=true by mode, and iframed=1', () => {
    expect(paramsOf(viewerFrameAddress({ walletAddress: '0xabc', storyId: '7', mode: 'story' }, viewer))).toEqual({
      walletAddress: '0xabc',
      storyId: '7',
      iframed: '1',
    });
    expect(
      paramsOf(viewerFrameAddress({ walletAddress: '0xabc', storyId: '7', mode: 'nft', tokenId: '99' }, viewer)),
    ).toEqual({ walletAddress: '0xabc', storyId: '7', tokenID: '99', nft: 'true', iframed: '1' });
    expect(paramsOf(viewerFrameAddress({ walletAddress: '0x0', storyId: '3', mode: 'ai' }, viewer))).toEqual({
      walletAddress: '0x0',
      storyId: '3',
      ai: 'true',
      iframed: '1',
    });
  });

  it('keeps any path segment value inside its parameter (property)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.constantFrom('story', 'ai', 'nft') as fc.Arbitrary<'story' | 'ai' | 'nft'>,
        (walletAddress, storyId, mode) => {
          const url = new URL(viewerFrameAddress({ walletAddress, storyId, mode }, viewer));
          expect(url.origin).toBe('https://viewer.example');
          expect(url.searchParams.get('walletAddress')).toBe(walletAddress);
          expect(url.searchParams.get('storyId')).toBe(storyId);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('frameOriginOf', () => {
  it("is the origin of the frame's address, ours for a path of ours", () => {
    expect(frameOriginOf('https://creator.example/app/?x=1', ORIGIN)).toBe('https://creator.example');
    expect(frameOriginOf('/mock-apps/creator.html', ORIGIN)).toBe(ORIGIN);
  });
});
