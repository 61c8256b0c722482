import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAIN_VISIT_PARAMS, featuresFromLaunchParams, parseLaunchParams } from '../../../src/domain/launchParams';

const ORIGIN = 'https://app.example';
const OPTIONS = { creatorAppOrigins: ['https://creator.example'] };

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

  it.each(['signup', 'whitepaper', 'tokenproof', 'novideo', 'fullvideo'] as const)(
    'reads the flag %s by its own name only',
    (name) => {
      const { params } = parseLaunchParams(`?${name}`, ORIGIN, OPTIONS);
      expect(params).toEqual({ ...PLAIN_VISIT_PARAMS, [name]: true });
    },
  );

  it('reads 0 or false as off whatever their case and surrounding spaces', () => {
    const { params } = parseLaunchParams('?signup=%20FALSE%20&whitepaper=False&tokenproof=%200%20', ORIGIN, OPTIONS);
    expect(params).toMatchObject({ signup: false, whitepaper: false, tokenproof: false });
  });

  it('keeps r only when it stays on our origin', () => {
    expect(parseLaunchParams('?r=%2Fmint%2Fbayc', ORIGIN, OPTIONS).params.r).toBe('/mint/bayc');
    const hostile = parseLaunchParams('?r=https%3A%2F%2Fevil.example', ORIGIN, OPTIONS);
    expect(hostile.params.r).toBeNull();
    expect(hostile.warnings).toEqual(['r: not a path on this site; ignored']);
    expect(parseLaunchParams('?r=%2F%2Fevil.example', ORIGIN, OPTIONS).params.r).toBeNull();
  });

  it('keeps a valid r without a warning', () => {
    expect(parseLaunchParams('?r=%2Fmint%2Fbayc', ORIGIN, OPTIONS).warnings).toEqual([]);
  });

  it('accepts the five forcePage names only', () => {
    for (const name of ['prewl', 'wl', 'premint', 'mint', 'postmint']) {
      expect(parseLaunchParams(`?forcePage=${name}`, ORIGIN, OPTIONS).params.forcePage).toBe(name);
    }
    expect(parseLaunchParams('?forcePage=MINT', ORIGIN, OPTIONS).params.forcePage).toBe('mint');
    const bad = parseLaunchParams('?forcePage=minted', ORIGIN, OPTIONS);
    expect(bad.params.forcePage).toBeNull();
    expect(bad.warnings).toEqual(['forcePage: unknown page; ignored']);
    expect(parseLaunchParams('?forcePage=mint', ORIGIN, OPTIONS).warnings).toEqual([]);
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

  it('in mock mode, reads a page-state name inside spaces, and no forcePage as none', () => {
    const mock = { ...OPTIONS, pageStateNames: true };
    expect(parseLaunchParams('?forcePage=%20MintShare%20', ORIGIN, mock).params.forcePage).toBe('MintShare');
    expect(parseLaunchParams('', ORIGIN, mock)).toEqual({ params: PLAIN_VISIT_PARAMS, warnings: [] });
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

  it('keeps an http appUrl of an allowed origin (a creator app on a local server)', () => {
    const local = { creatorAppOrigins: ['http://localhost:5174'] };
    const { params, warnings } = parseLaunchParams('?appUrl=http%3A%2F%2Flocalhost%3A5174%2Fapp', ORIGIN, local);
    expect(params.appUrl).toBe('http://localhost:5174/app');
    expect(warnings).toEqual([]);
  });

  it('frames no blob: address, though its origin is an allowed one', () => {
    const blob = parseLaunchParams('?appUrl=blob%3Ahttps%3A%2F%2Fcreator.example%2F1234', ORIGIN, OPTIONS);
    expect(blob.params.appUrl).toBeNull();
    expect(blob.warnings).toEqual(['appUrl: not an address of an allowed creator app; ignored']);
  });

  it('lowercases saleId and drops one that is not a sale id', () => {
    expect(parseLaunchParams('?saleId=BAYC', ORIGIN, OPTIONS).params.saleId).toBe('bayc');
    expect(parseLaunchParams('?saleId=%3Cscript%3E', ORIGIN, OPTIONS).params.saleId).toBeNull();
  });

  it("warns of a dropped saleId only: 'saleId: not a sale id; ignored'", () => {
    expect(parseLaunchParams('?saleId=%3Cscript%3E', ORIGIN, OPTIONS).warnings).toEqual([
      'saleId: not a sale id; ignored',
    ]);
    expect(parseLaunchParams('?saleId=bayc', ORIGIN, OPTIONS).warnings).toEqual([]);
  });

  it('takes a sale id of 1 to 64 lowercase letters, digits and dashes, and nothing around it', () => {
    const saleIdOf = (value: string) =>
      parseLaunchParams(`?${new URLSearchParams({ saleId: value })}`, ORIGIN, OPTIONS).params.saleId;
    expect(saleIdOf('character-pass-2')).toBe('character-pass-2');
    expect(saleIdOf('a'.repeat(64))).toBe('a'.repeat(64));
    expect(saleIdOf('a'.repeat(65))).toBeNull();
    expect(saleIdOf('../bayc')).toBeNull();
    expect(saleIdOf('bayc/..')).toBeNull();
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

describe('PLAIN_VISIT_PARAMS', () => {
  it('are what a visit with no query string reads', () => {
    expect(PLAIN_VISIT_PARAMS).toEqual(parseLaunchParams('', ORIGIN, OPTIONS).params);
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
