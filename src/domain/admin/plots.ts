import { ADMIN_MESSAGES, mintAboveEligibleMessage, mintAboveSupplyMessage } from './adminMessages';
import { MAX_UINT256, formatEth, parseWholeNumber } from './ethAmount';
import { checkInput, type InputCheck } from './inputCheck';

/** Spec section 3: -1 means "not known" for a user's eligible and maximum plots. */
export const UNKNOWN_COUNT = -1;

/** Spec section 9: chain ids that mean "not known". */
const SENTINEL_CHAIN_IDS: readonly number[] = [-1, 999999];

/** The plot sale as a service reports it (spec section 3, without the derived fields). */
export interface PlotSaleReport {
  active: boolean;
  /** Sale end and start, ISO 8601. */
  endtime: string;
  starttime: string;
  id: string;
  maxPLOTs: number;
  /** The sale's maximum quantity as the service reports it (the spec names the field, no rule for it). */
  maxQuantity: number;
  mintedPLOTs: number;
  presale: boolean;
  /** Price of one plot, in wei. */
  price: bigint;
  /** Wei taken by the sale so far. */
  volume: bigint;
  chainId: number;
}

/** The plot sale state of spec section 3. */
export interface PlotSale extends Omit<PlotSaleReport, 'chainId'> {
  /** maxPLOTs minus mintedPLOTs. */
  remainingSupply: number;
  /** The price shown, in wei: the price, or the maximum value while the sale is inactive. */
  priceEth: bigint;
  /** Null when the service gave one of the sentinel ids. */
  chainId: number | null;
}

export function toPlotSale(report: PlotSaleReport): PlotSale {
  return {
    ...report,
    remainingSupply: Math.max(0, report.maxPLOTs - report.mintedPLOTs),
    priceEth: report.active ? report.price : MAX_UINT256,
    chainId: SENTINEL_CHAIN_IDS.includes(report.chainId) ? null : report.chainId,
  };
}

/** The price as shown: 'maximum' stands for the maximum value of an inactive sale (a 78-digit number). */
export function formatPlotPrice(priceEth: bigint): string {
  return priceEth === MAX_UINT256 ? 'maximum' : `${formatEth(priceEth)} ETH`;
}

/** The user plots state of spec section 3. */
export interface UserPlots {
  /** -1: not known. */
  eligiblePlots: number;
  /** -1: not known. */
  maxPlots: number;
  plotIds: number[];
}

/** What the mint rules read. */
export interface PlotMintLimits {
  active: boolean;
  /** -1: not known, which allows nothing. */
  eligible: number;
  remainingSupply: number;
}

/** The exact refusal of a plot mint (spec section 5), or null when the rules allow it. */
export function plotMintRefusal(quantity: number, limits: PlotMintLimits): string | null {
  if (quantity < 1) return ADMIN_MESSAGES.mintZeroOrLess;
  const eligible = Math.max(0, limits.eligible);
  if (quantity > eligible) return mintAboveEligibleMessage(quantity, eligible);
  if (quantity > limits.remainingSupply) return mintAboveSupplyMessage(quantity, limits.remainingSupply);
  if (!limits.active) return ADMIN_MESSAGES.saleInactive;
  return null;
}

/** Spec section 5: neither a user's eligible plots nor the remaining supply can be set below zero. */
export const eligibleRefusal = (eligible: number) => (eligible < 0 ? ADMIN_MESSAGES.negativeEligible : null);
export const supplyRefusal = (supply: number) => (supply < 0 ? ADMIN_MESSAGES.negativeSupply : null);

export const checkPlotQuantity = (text: string, limits: PlotMintLimits | null): InputCheck<number> =>
  checkInput(text, parseWholeNumber, limits, plotMintRefusal);

/** The admin's fields: whole numbers, refused when negative; nothing else to wait for. */
export const checkEligibleSetting = (text: string): InputCheck<number> =>
  checkInput(text, parseWholeNumber, true, eligibleRefusal);

export const checkSupplySetting = (text: string): InputCheck<number> =>
  checkInput(text, parseWholeNumber, true, supplyRefusal);
