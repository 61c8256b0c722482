import { describe, expect, it } from 'vitest';
import {
  FORCE_PAGE_STATES,
  PAGE_STATES,
  forcedPageState,
  initialPageState,
  needsUser,
  pageStateCode,
  usageLabel,
} from '../../../src/domain/sale/pageState';
import { salePhaseCode } from '../../../src/domain/sale/salePhases';
import type { SaleKind, SalePhase, TimeRelation } from '../../../src/domain/sale/salePhases';
import { phase } from './saleFixtures';

const at = (kind: SaleKind, relation: TimeRelation): SalePhase => ({
  kind,
  relation,
  window: phase(0, 60),
  code: salePhaseCode(kind, relation),
});

describe('page states (spec sections 4 and 9)', () => {
  it('lists the 16 mint page states in spec order with codes 0-15', () => {
    expect(PAGE_STATES).toEqual([
      'Idle',
      'NoSale',
      'Errored',
      'PreWhitelist',
      'Whitelist',
      'WhitelistChecking',
      'WhitelistChecked',
      'WhitelistNoSpots',
      'PreMint',
      'Mint',
      'MintEntry',
      'MintShare',
      'Minting',
      'Minted',
      'MintNoSupply',
      'PostMint',
    ]);
    expect(PAGE_STATES.map(pageStateCode)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(pageStateCode('Minted')).toBe(13);
  });

  it('needs a logged-in user on MintEntry, MintShare, Minting and Minted only (spec section 4)', () => {
    expect(PAGE_STATES.filter(needsUser)).toEqual(['MintEntry', 'MintShare', 'Minting', 'Minted']);
    expect(needsUser(null)).toBe(false);
  });
});

describe('initialPageState', () => {
  it.each([
    ['whitelistSignUp', 'before', 'upcoming', 'PreWhitelist'],
    ['whitelistSignUp', 'during', 'open', 'Whitelist'],
    ['whitelistSignUp', 'during', 'outOfSpots', 'WhitelistNoSpots'],
    ['whitelistSignUp', 'after', 'closed', 'WhitelistNoSpots'],
    ['whitelistMint', 'before', 'upcoming', 'PreMint'],
    ['publicMint', 'before', 'upcoming', 'PreMint'],
    ['whitelistMint', 'during', 'open', 'Mint'],
    ['publicMint', 'during', 'open', 'Mint'],
    ['whitelistMint', 'during', 'outOfSupply', 'MintNoSupply'],
    ['publicMint', 'during', 'outOfSupply', 'MintNoSupply'],
    ['whitelistMint', 'after', 'closed', 'PostMint'],
    ['publicMint', 'after', 'closed', 'PostMint'],
  ] as const)('%s %s (%s) gives %s', (kind, relation, state, expected) => {
    expect(initialPageState(at(kind, relation), state)).toBe(expected);
  });
  it('gives NoSale without a phase', () => {
    expect(initialPageState(null, 'none')).toBe('NoSale');
  });
  it('uses the sold-out variant only for the sold-out state of that phase', () => {
    expect(initialPageState(at('whitelistSignUp', 'during'), 'outOfSupply')).toBe('Whitelist');
    expect(initialPageState(at('publicMint', 'during'), 'outOfSpots')).toBe('Mint');
  });
});

describe('forcedPageState', () => {
  it('maps prewl, wl, premint, mint and postmint when allowed', () => {
    expect(FORCE_PAGE_STATES).toEqual({
      prewl: 'PreWhitelist',
      wl: 'Whitelist',
      premint: 'PreMint',
      mint: 'Mint',
      postmint: 'PostMint',
    });
    expect(forcedPageState('prewl', true)).toBe('PreWhitelist');
    expect(forcedPageState('postmint', true)).toBe('PostMint');
  });
  it('forces nothing unless the configuration allows it', () => {
    expect(forcedPageState('mint', false)).toBeNull();
  });
  it('forces nothing for a missing or unknown value, including inherited property names', () => {
    for (const value of [null, '', 'MINT', 'minted', 'toString', '__proto__', 'constructor', 'hasOwnProperty']) {
      expect(forcedPageState(value, true)).toBeNull();
    }
  });
  it('forces a page state by its name (mock mode, checked by the launch parameters)', () => {
    expect(forcedPageState('WhitelistChecking', true)).toBe('WhitelistChecking');
    expect(forcedPageState('Minted', true)).toBe('Minted');
    expect(forcedPageState('Minted', false)).toBeNull();
  });
});

describe('usage labels (spec section 7: whitelist or mint by page state, else unknown)', () => {
  it('labels every one of the 16 page states', () => {
    expect(Object.fromEntries(PAGE_STATES.map((state) => [state, usageLabel(state)]))).toEqual({
      Idle: 'unknown',
      NoSale: 'unknown',
      Errored: 'unknown',
      PreWhitelist: 'whitelist',
      Whitelist: 'whitelist',
      WhitelistChecking: 'whitelist',
      WhitelistChecked: 'whitelist',
      WhitelistNoSpots: 'whitelist',
      PreMint: 'mint',
      Mint: 'mint',
      MintEntry: 'mint',
      MintShare: 'mint',
      Minting: 'mint',
      Minted: 'mint',
      MintNoSupply: 'mint',
      PostMint: 'mint',
    });
  });

  it('labels no page state as unknown', () => {
    expect(usageLabel(null)).toBe('unknown');
    expect(usageLabel(undefined)).toBe('unknown');
  });
});
