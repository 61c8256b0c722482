import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressWithoutCredentials,
  featuresFromLaunchParams,
  parseLaunchParams,
} from '../../../src/domain/launchParams';

const ORIGIN = 'https://app.example';
const auth = (value: unknown) => `?auth=${encodeURIComponent(JSON.stringify(value))}`;

describe('parseLaunchParams', () => {
  it('reads nothing from an empty query', () => {
    const { params, warnings } = parseLaunchParams('', ORIGIN);
    expect(params).toEqual({
      signup: false,
      map: false,
      whitepaper: false,
      tokenproof: false,
      auth: null,
      appUrl: null,
      novideo: false,
      fullvideo: false,
      r: null,
      forcePage: null,
      saleId: null,
    });
    expect(warnings).toEqual([]);
  });

  it('turns flag parameters on by presence, off with 0 or false', () => {
    const { params } = parseLaunchParams('?signup&maps=1&whitepaper=true&tokenproof=false&novideo=0&fullvideo', ORIGIN);
    expect(params).toMatchObject({
      signup: true,
      map: true,
      whitepaper: true,
      tokenproof: false,
      novideo: false,
      fullvideo: true,
    });
    expect(parseLaunchParams('?map', ORIGIN).params.map).toBe(true);
  });

  it('reads the auth tuple as social-login credentials', () => {
    const { params } = parseLaunchParams(auth(['42', 'ape', 'token', 'secret', 'v1']), ORIGIN);
    expect(params.auth).toEqual({
      twitterUserId: '42',
      twitterUserName: 'ape',
      accessToken: 'token',
      accessTokenSecret: 'secret',
      apiVersion: 'v1',
    });
  });

  it.each([
    ['not JSON', '?auth=%7Bnope', 'auth: not JSON; credentials ignored'],
    [
      'four strings',
      auth(['1', '2', '3', '4']),
      'auth: not a tuple of five strings ending in an api version; credentials ignored',
    ],
    [
      'a number inside',
      auth(['1', '2', 3, '4', '5']),
      'auth: not a tuple of five strings ending in an api version; credentials ignored',
    ],
    [
      'an unknown api version',
      auth(['1', '2', '3', '4', 'v9']),
      'auth: not a tuple of five strings ending in an api version; credentials ignored',
    ],
    [
      'an object',
      auth({ accessToken: 'x' }),
      'auth: not a tuple of five strings ending in an api version; credentials ignored',
    ],
    [
      'six strings',
      auth(['1', '2', '3', '4', '5', '6']),
      'auth: not a tuple of five strings ending in an api version; credentials ignored',
    ],
    [
      'a prototype attack',
      auth({ __proto__: { polluted: true } }),
      'auth: not a tuple of five strings ending in an api version; credentials ignored',
    ],
  ])('drops a malformed auth tuple (%s) with a warning', (_, search, warning) => {
    const { params, warnings } = parseLaunchParams(search, ORIGIN);
    expect(params.auth).toBeNull();
    expect(warnings).toEqual([warning]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps r only when it stays on our origin', () => {
    expect(parseLaunchParams('?r=%2Fmint%2Fbayc', ORIGIN).params.r).toBe('/mint/bayc');
    const hostile = parseLaunchParams('?r=https%3A%2F%2Fevil.example', ORIGIN);
    expect(hostile.params.r).toBeNull();
    expect(hostile.warnings).toEqual(['r: not a path on this site; ignored']);
    expect(parseLaunchParams('?r=%2F%2Fevil.example', ORIGIN).params.r).toBeNull();
  });

  it('accepts the five forcePage names only', () => {
    for (const name of ['prewl', 'wl', 'premint', 'mint', 'postmint']) {
      expect(parseLaunchParams(`?forcePage=${name}`, ORIGIN).params.forcePage).toBe(name);
    }
    expect(parseLaunchParams('?forcePage=MINT', ORIGIN).params.forcePage).toBe('mint');
    const bad = parseLaunchParams('?forcePage=minted', ORIGIN);
    expect(bad.params.forcePage).toBeNull();
    expect(bad.warnings).toEqual(['forcePage: unknown page; ignored']);
  });

  it('keeps appUrl only as an http(s) address', () => {
    expect(parseLaunchParams('?appUrl=https%3A%2F%2Fcreator.example%2Fapp', ORIGIN).params.appUrl).toBe(
      'https://creator.example/app',
    );
    expect(parseLaunchParams('?appUrl=javascript%3Aalert(1)', ORIGIN).params.appUrl).toBeNull();
  });

  it('lowercases saleId and drops one that is not a sale id', () => {
    expect(parseLaunchParams('?saleId=BAYC', ORIGIN).params.saleId).toBe('bayc');
    expect(parseLaunchParams('?saleId=%3Cscript%3E', ORIGIN).params.saleId).toBeNull();
  });

  it('never throws, whatever the query', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('auth', 'r', 'forcePage', 'appUrl', 'saleId', 'signup', 'x'), fc.string()),
        (entries) => {
          const search = new URLSearchParams(entries).toString();
          const { params } = parseLaunchParams(search, ORIGIN);
          if (params.r !== null) expect(params.r.startsWith('/')).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('addressWithoutCredentials', () => {
  it('removes auth and keeps everything else', () => {
    expect(addressWithoutCredentials(`${ORIGIN}/mint?signup&auth=%5B%5D&forcePage=wl#x`)).toBe(
      '/mint?signup=&forcePage=wl#x',
    );
  });

  it('returns null when there is nothing to remove', () => {
    expect(addressWithoutCredentials(`${ORIGIN}/mint?signup`)).toBeNull();
  });
});

describe('featuresFromLaunchParams', () => {
  it('maps signup, map, whitepaper and tokenproof to features', () => {
    const { params } = parseLaunchParams('?signup&map&whitepaper&tokenproof', ORIGIN);
    expect(featuresFromLaunchParams(params)).toEqual({
      showContactsSection: true,
      showSignUpModal: true,
      showFooterSignUp: true,
      showMapLink: true,
      showWhitepaperLink: true,
      showTokenproof: true,
    });
  });
});
