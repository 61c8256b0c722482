import { plotSaleMachine, type PlotMintOutput, type PlotSaleUpdate } from '../../../machines/plotSale';
import { toPlotSale, type PlotSale, type UserPlots } from '../../../src/domain/admin/plots';
import { MOCK_ACCOUNTS } from '../../../src/services/mock/mockAccounts';
import { actorDone, actorError, defineModel, whenDone } from '../modelTypes';

/**
 * The plot sale: pure plan data. The chart is planned with the domain's mint and setting rules
 * bound (what the app binds), so the planner knows which numbers are refused.
 */

export const SERVICE_ADDRESS = MOCK_ACCOUNTS[0]!.address;
export const ACCOUNT_A = MOCK_ACCOUNTS[1]!.address;

export const ACTIVE_SALE: PlotSale = toPlotSale({
  active: true,
  starttime: '2026-11-20T10:00:00.000Z',
  endtime: '2026-11-27T10:00:00.000Z',
  id: 'plots',
  maxPLOTs: 500,
  maxQuantity: 10,
  mintedPLOTs: 4,
  presale: false,
  price: 6000n,
  volume: 24000n,
  chainId: 999999,
});

export const PLOTS: UserPlots = { eligiblePlots: 3, maxPlots: 3, plotIds: [] };

const saleWords = (sale: PlotSale) =>
  `${sale.active ? 'active' : 'inactive'}, ${sale.mintedPLOTs} of ${sale.maxPLOTs} minted, ${sale.remainingSupply} left`;
const plotWords = (plots: UserPlots) => `${plots.eligiblePlots} eligible, ${plots.plotIds.length} owned`;

/** Quantities as typed: within the eligible plots, not a whole number, zero, above the eligible plots. */
export const QUANTITIES = { fits: '2', malformed: '1.5', zero: '0', tooMany: '4' } as const;

export const plotSaleModel = defineModel({
  name: 'plotSale',
  machine: plotSaleMachine,
  inputs: [
    {
      name: 'service',
      description: 'the service account opens /admin',
      input: { caller: SERVICE_ADDRESS, isService: true },
    },
    {
      name: 'user',
      description: 'a logged-in account without Service (the plot sale alone)',
      input: { caller: ACCOUNT_A, isService: false },
    },
  ],
  sampleEvents: [
    actorDone('fetchPlotSale', ACTIVE_SALE),
    actorError('fetchPlotSale', new Error('network down (planned)')),
    actorDone('fetchUserPlots', PLOTS),
    actorError('fetchUserPlots', new Error('network down (planned)')),
    actorDone('mintPlots', {
      sale: { ...ACTIVE_SALE, mintedPLOTs: 6, remainingSupply: 494, volume: 36000n },
      plots: { eligiblePlots: 1, maxPlots: 3, plotIds: [5, 6] },
      mintedIds: [5, 6],
    }),
    actorError('mintPlots', new Error('Cannot mint more than eligible plots (2 of 1)')),
    actorDone('saveSetting', { sale: ACTIVE_SALE, plots: { ...PLOTS, eligiblePlots: 5, maxPlots: 5 } }),
    actorError('saveSetting', new Error('Unauthorized.')),
    ...Object.values(QUANTITIES).map((text) => ({ type: 'plots.quantityChanged' as const, text })),
    { type: 'plots.quantityChanged', text: '' },
    { type: 'plots.mint' },
    { type: 'plots.cancelMint' },
    { type: 'plots.settingChanged', setting: 'eligible', text: '5' },
    { type: 'plots.settingChanged', setting: 'eligible', text: '-1' },
    { type: 'plots.settingChanged', setting: 'supply', text: '20' },
    { type: 'plots.settingChanged', setting: 'supply', text: '-1' },
    { type: 'plots.eligibleAccountChanged', address: ACCOUNT_A },
    { type: 'plots.eligibleSubmitted' },
    { type: 'plots.supplySubmitted' },
    { type: 'plots.retrySale' },
    { type: 'plots.retryPlots' },
  ],
  canHappen: (snapshot, event) => {
    switch (event.type) {
      case 'plots.quantityChanged':
        return snapshot.matches({ mint: 'editing' });
      case 'plots.mint':
        return snapshot.matches({ mint: { editing: 'acceptable' } });
      case 'plots.cancelMint':
        return snapshot.matches({ mint: 'minting' });
      case 'plots.settingChanged':
      case 'plots.eligibleAccountChanged':
      case 'plots.eligibleSubmitted':
      case 'plots.supplySubmitted':
        return snapshot.matches({ administration: 'idle' });
      case 'plots.retrySale':
        return snapshot.matches({ sale: 'errored' });
      case 'plots.retryPlots':
        return snapshot.matches({ userPlots: 'errored' });
      default:
        return true;
    }
  },
  // What the guards read beyond the state (which already tells the typed quantity's verdict): the limits and the settings typed.
  contextKey: (context) => [context.sale !== null, context.plots?.eligiblePlots ?? null, context.settingTexts],
  stateDescriptions: {
    'sale.loading': "'Loading the plot sale…'",
    'sale.loaded': 'Active, Presale, Price per plot, Remaining supply, Minted, Volume, Starts, Ends, Chain',
    'sale.errored': 'the error and Try again under Plot sale',
    'userPlots.loading': "'Loading your plots…'",
    'userPlots.loaded': 'Eligible plots, Most plots and the plot ids',
    'userPlots.errored': 'the error and Try again under Your plots',
    'mint.editing.empty': 'no number: Mint is disabled',
    'mint.editing.malformed': "'Enter a whole number, such as 2.'",
    'mint.editing.waiting': 'a number before the sale and the plots loaded: Mint is disabled',
    'mint.editing.refused': "the rule's text, e.g. 'Cannot mint more than eligible plots (4 of 3)'",
    'mint.editing.acceptable': 'Mint enabled, with the total price',
    'mint.minting': "'Minting n plots…'",
    'administration.unavailable': 'no plot administration (not the service account)',
    'administration.waiting': 'the plot administration, disabled until the sale and the plots are loaded',
    'administration.idle': "'Set eligible' (account and number) and 'Set supply'",
    'administration.saving': "'Saving…'",
  },
  eventDescriptions: {
    'xstate.done.actor.fetchPlotSale': whenDone((sale: PlotSale) => `the plot sale loads: ${saleWords(sale)}`),
    'xstate.done.actor.fetchUserPlots': whenDone((plots: UserPlots) => `the caller's plots load: ${plotWords(plots)}`),
    'xstate.done.actor.mintPlots': whenDone(
      ({ sale, plots, mintedIds }: PlotMintOutput) =>
        `plots ${mintedIds.join(', ')} are minted; now ${saleWords(sale)}, ${plotWords(plots)}`,
    ),
    'xstate.done.actor.saveSetting': whenDone(
      ({ sale, plots }: PlotSaleUpdate) => `the setting is saved; now ${saleWords(sale)}, ${plotWords(plots)}`,
    ),
    'plots.quantityChanged': 'the user types a number of plots',
    'plots.mint': "the user presses 'Mint'",
    'plots.cancelMint': "the user presses 'Cancel' while minting",
    'plots.settingChanged': "the service account types in 'Eligible plots' or 'Remaining supply'",
    'plots.eligibleAccountChanged': "the service account picks an account for 'Set eligible'",
    'plots.eligibleSubmitted': "the service account presses 'Set eligible'",
    'plots.supplySubmitted': "the service account presses 'Set supply'",
    'plots.retrySale': "the user presses 'Try again' under Plot sale",
    'plots.retryPlots': "the user presses 'Try again' under Your plots",
  },
});
