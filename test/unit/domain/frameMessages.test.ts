import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frameRequestOf, web3CheckAnswer } from '../../../src/domain/frameMessages';

const FRAME = 'https://creator.example';
const OURS = 'https://app.example';
const from = (data: unknown, origin = FRAME) => frameRequestOf({ origin, data }, FRAME, OURS);

describe('frameRequestOf', () => {
  it('reads the known messages of the frame', () => {
    expect(from({ type: 'navbar:page', path: '/about' })).toEqual({
      kind: 'page',
      target: { kind: 'internal', path: '/about' },
    });
    expect(from({ type: 'navbar:page', path: 'https://market.example/x' })).toEqual({
      kind: 'page',
      target: { kind: 'external', href: 'https://market.example/x' },
    });
    expect(from({ type: 'navbar:refresh' })).toEqual({ kind: 'refresh' });
    expect(from({ type: 'navbar:loaded' })).toEqual({ kind: 'loaded' });
    expect(from({ type: 'navbar:web3Check' })).toEqual({ kind: 'web3Check' });
    expect(from({ type: 'navbar:loadingVideo' })).toEqual({ kind: 'loadingVideo' });
  });

  it('ignores every message from another origin, however well formed', () => {
    for (const origin of [
      OURS,
      'https://creator.example.evil.com',
      'http://creator.example',
      'null',
      'https://CREATOR.example:443x',
    ]) {
      expect(from({ type: 'navbar:loaded' }, origin)).toBeNull();
    }
  });

  it('ignores unknown shapes', () => {
    for (const data of [
      null,
      'navbar:loaded',
      42,
      {},
      { type: 'navbar:unknown' },
      { type: 'navbar:page' },
      { type: 'navbar:page', path: 7 },
      { type: 'navbar:page', path: '' },
    ]) {
      expect(from(data)).toBeNull();
    }
  });

  it('ignores pages that are not http(s) or a path of ours', () => {
    for (const path of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example/x',
      '/\\evil.example',
      'about:blank',
      'file:///etc/passwd',
      'mailto:x@example.com',
    ]) {
      expect(from({ type: 'navbar:page', path })).toBeNull();
    }
  });

  it('never lets anything but an http(s) address or a same-origin path through (property)', () => {
    fc.assert(
      fc.property(
        fc
          .oneof(fc.string(), fc.webUrl(), fc.constantFrom('javascript:', 'data:', '//', '/\\'))
          .chain((prefix) => fc.string().map((rest) => prefix + rest)),
        (path) => {
          const request = from({ type: 'navbar:page', path });
          if (request?.kind !== 'page') return;
          const { target } = request;
          if (target.kind === 'internal') expect(new URL(target.path, OURS).origin).toBe(OURS);
          else expect(['http:', 'https:']).toContain(new URL(target.href).protocol);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('web3CheckAnswer', () => {
  it("answers 'navbar:web3Check' with whether web3 is available", () => {
    expect(web3CheckAnswer(true)).toEqual({ type: 'navbar:web3CheckResult', available: true });
    expect(web3CheckAnswer(false)).toEqual({ type: 'navbar:web3CheckResult', available: false });
  });
});
