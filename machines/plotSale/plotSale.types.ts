import type { InputCheck } from '../../src/domain/admin/inputCheck';
import type { PlotSale, UserPlots } from '../../src/domain/admin/plots';

/** Types of the plot sale chart (spec sections 3 to 5). */

export interface PlotSaleInput {
  /** The logged-in address. */
  caller: string;
  /** The service account also administers the sale (spec section 6). */
  isService: boolean;
}

/** The sale and the caller's plots after a mint or a change of the sale. */
export interface PlotSaleUpdate {
  sale: PlotSale;
  plots: UserPlots;
}

export interface PlotMintOutput extends PlotSaleUpdate {
  mintedIds: number[];
}

export type PlotSetting = 'eligible' | 'supply';

/** A setting the rules accepted, on its way to the service. */
export interface PendingSetting {
  setting: PlotSetting;
  /** Whose eligible plots (the setting 'eligible'). */
  address: string;
  value: number;
}

export interface PlotSaleContext {
  caller: string;
  isService: boolean;
  sale: PlotSale | null;
  saleError: string | null;
  plots: UserPlots | null;
  plotsError: string | null;
  /** The number of plots to mint, as typed. */
  quantityText: string;
  check: InputCheck<number>;
  mintError: string | null;
  /** The plots just minted, for the notice. */
  mintedIds: number[] | null;
  /** A refused setting, with the field it came from. */
  settingProblem: { setting: PlotSetting; check: InputCheck<number> } | null;
  pendingSetting: PendingSetting | null;
  /** The numbers typed in the two setting fields. */
  settingTexts: Record<PlotSetting, string>;
  /** Whose eligible plots the 'eligible' setting sets (the service account's own at first). */
  eligibleAccount: string;
  /** Why the service refused a setting, or the setting it saved. */
  settingError: string | null;
  settingSaved: PlotSetting | null;
}

export type PlotSaleEvent =
  | { type: 'plots.retrySale' }
  | { type: 'plots.retryPlots' }
  | { type: 'plots.quantityChanged'; text: string }
  | { type: 'plots.mint' }
  /** Cancel while minting: a large mint takes 2x the delay per plot, and the user may stop waiting. */
  | { type: 'plots.cancelMint' }
  /** The service account types in a setting's field. */
  | { type: 'plots.settingChanged'; setting: PlotSetting; text: string }
  /** The service account picks whose eligible plots to set. */
  | { type: 'plots.eligibleAccountChanged'; address: string }
  /** 'Set eligible': the chosen account may still mint the typed number of plots. */
  | { type: 'plots.eligibleSubmitted' }
  /** 'Set supply': the typed number of plots are left. */
  | { type: 'plots.supplySubmitted' }
  /** Raised by the chart when the sale or the plots changed: the quantity is checked again. */
  | { type: 'plots.limitsChanged' };

/** Emitted when a mint or a setting changed the service's figures, for flows that show them too (the funds). */
export type PlotSaleEmitted = { type: 'plots.changed' };
