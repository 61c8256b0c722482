import type { PageState } from '../../domain/sale/pageState';
import type { UsageLabel } from './analytics.types';

const WHITELIST_PAGES: readonly PageState[] = [
  'PreWhitelist',
  'Whitelist',
  'WhitelistChecking',
  'WhitelistChecked',
  'WhitelistNoSpots',
];
const MINT_PAGES: readonly PageState[] = [
  'PreMint',
  'Mint',
  'MintEntry',
  'MintShare',
  'Minting',
  'Minted',
  'MintNoSupply',
  'PostMint',
];

/** Spec section 7: usage labels are whitelist or mint by page state, else unknown. */
export function usageLabel(pageState: PageState | null | undefined): UsageLabel {
  if (pageState && WHITELIST_PAGES.includes(pageState)) return 'whitelist';
  if (pageState && MINT_PAGES.includes(pageState)) return 'mint';
  return 'unknown';
}
