import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAuthCredentials } from '../../../src/domain/authCredentials';
import { featuresFromLaunchParams, parseLaunchParams } from '../../../src/domain/launchParams';

const ORIGIN = 'https://app.example';
const OPTIONS = { creatorAppOrigins: ['https://creator.example'] };
const auth = (value: unknown) => JSON.stringify(value);

describe('parseLaunchParams', () => {
  it('reads nothing from an empty query', () => {
    const { params, warnings } = parseLaunchParams('', ORIGIN, OPTIONS);
    expect(params).toEqual({
      signup: false,
      map: false,
      whitepaper: false,
      tokenproof: false,
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
    const { params } = parseLaunchParams(
      '?signup&maps=1&whitepaper=true&tokenproof=false&novideo=0&fullvideo',
      ORIGIN,
      OPTIONS,
    );
    expect(params).toMatchObject({
      signup: true,
      map: true,
      whitepaper: true,
      tokenproof: false,
      novideo: false,
      fullvideo: true,
    });
    expect(parseLaunchParams('?map', ORIGIN, OPTIONS).params.map).toBe(true);
  });

  it('reads the auth tuple as social-login credentials', () => {
    const { credentials } = parseAuthCredentials(auth(['42', 'ape', 'token', 'secret', 'v1']));
    expect(credentials).toEqual({
      twitterUserId: '42',
      twitterUserName: 'ape',
      accessToken: 'token',
      accessTokenSecret: 'secret',
      apiVersion: 'v1',
    });
  });

  it.each([
    ['not JSON', '{nope', 'auth: not JSON; credentials ignored'],
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
      '{"__proto__":{"polluted":true}}',
      'auth: not a tuple of five strings ending in an api version; credentials ignored',
    ],
  ])('drops a malformed auth tuple (%s) with a warning', (_, raw, expected) => {
    const { credentials, warning } = parseAuthCredentials(raw);
    expect(credentials).toBeNull();
    expect(warning).toBe(expected);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps r only when it stays on our origin', () => {
    expect(parseLaunchParams('?r=%2Fmint%2Fbayc', ORIGIN, OPTIONS).params.r).toBe('/mint/bayc');
    const hostile = parseLaunchParams('?r=https%3A%2F%2Fevil.example', ORIGIN, OPTIONS);
    expect(hostile.params.r).toBeNull();
    expect(hostile.warnings).toEqual(['r: not a path on this site; ignored']);
    expect(parseLaunchParams('?r=%2F%2Fevil.example', ORIGIN, OPTIONS).params.r).toBeNull();
  });

  it('accepts the five forcePage names only', () => {
    for (const name of ['prewl', 'wl', 'premint', 'mint', 'postmint']) {
      expect(parseLaunchParams(`?forcePage=${name}`, ORIGIN, OPTIONS).params.forcePage).toBe(name);
    }
    expect(parseLaunchParams('?forcePage=MINT', ORIGIN, OPTIONS).params.forcePage).toBe('mint');
    const bad = parseLaunchParams('?forcePage=minted', ORIGIN, OPTIONS);
    expect(bad.params.forcePage).toBeNull();
    expect(bad.warnings).toEqual(['forcePage: unknown page; ignored']);
  });

  it('accepts the 16 page-state names in mock mode only, spelled as in the spec', () => {
    const mock = { ...OPTIONS, pageStateNames: true };
    for (const name of ['Idle', 'WhitelistChecking', 'MintShare', 'MintNoSupply', 'NoSale']) {
      expect(parseLaunchParams(`?forcePage=${name}`, ORIGIN, mock).params.forcePage).toBe(name);
      expect(parseLaunchParams(`?forcePage=${name}`, ORIGIN, OPTIONS).params.forcePage).toBeNull();
    }
    expect(parseLaunchParams('?forcePage=mintshare', ORIGIN, mock).params.forcePage).toBeNull();
    expect(parseLaunchParams('?forcePage=toString', ORIGIN, mock).params.forcePage).toBeNull();
    expect(parseLaunchParams('?forcePage=wl', ORIGIN, mock).params.forcePage).toBe('wl');
  });

  it('keeps appUrl only on an allowed creator-app origin', () => {
    expect(parseLaunchParams('?appUrl=https%3A%2F%2Fcreator.example%2Fapp', ORIGIN, OPTIONS).params.appUrl).toBe(
      'https://creator.example/app',
    );
    const foreign = parseLaunchParams('?appUrl=https%3A%2F%2Fevil.example%2Fphish', ORIGIN, OPTIONS);
    expect(foreign.params.appUrl).toBeNull();
    expect(foreign.warnings).toEqual(['appUrl: not an address of an allowed creator app; ignored']);
    expect(parseLaunchParams('?appUrl=javascript%3Aalert(1)', ORIGIN, OPTIONS).params.appUrl).toBeNull();
    expect(
      parseLaunchParams('?appUrl=https%3A%2F%2Fcreator.example.evil.example', ORIGIN, OPTIONS).params.appUrl,
    ).toBeNull();
  });

  it('lowercases saleId and drops one that is not a sale id', () => {
    expect(parseLaunchParams('?saleId=BAYC', ORIGIN, OPTIONS).params.saleId).toBe('bayc');
    expect(parseLaunchParams('?saleId=%3Cscript%3E', ORIGIN, OPTIONS).params.saleId).toBeNull();
  });

  it('never throws, whatever the query', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('auth', 'r', 'forcePage', 'appUrl', 'saleId', 'signup', 'x'), fc.string()),
        (entries) => {
          const search = new URLSearchParams(entries).toString();
          const { params } = parseLaunchParams(search, ORIGIN, OPTIONS);
          if (params.r !== null) expect(params.r.startsWith('/')).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('featuresFromLaunchParams', () => {
  it('maps signup, map, whitepaper and tokenproof to features', () => {
    const { params } = parseLaunchParams('?signup&map&whitepaper&tokenproof', ORIGIN, OPTIONS);
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
