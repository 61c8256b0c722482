import { and, assign, emit, fromPromise, raise, setup, stateIn } from 'xstate';
import type { InputCheck } from '../../src/domain/admin/inputCheck';
import {
  checkEligibleSetting,
  checkPlotQuantity,
  checkSupplySetting,
  type PlotMintLimits,
  type PlotSale,
  type UserPlots,
} from '../../src/domain/admin/plots';
import { errorMessage } from '../../src/domain/errors/errors';
import type {
  PendingSetting,
  PlotMintOutput,
  PlotSaleContext,
  PlotSaleEmitted,
  PlotSaleEvent,
  PlotSaleInput,
  PlotSaleUpdate,
  PlotSetting,
} from './plotSale.types';

const bound = (name: string) => () => Promise.reject(new Error(`${name} is bound at the edge`));

/** What the mint rules read, once the sale and the plots are loaded. */
function limitsOf(context: PlotSaleContext): PlotMintLimits | null {
  if (!context.sale || !context.plots) return null;
  return {
    active: context.sale.active,
    eligible: context.plots.eligiblePlots,
    remainingSupply: context.sale.remainingSupply,
  };
}

/** A setting's rule (spec section 5): eligible plots and the remaining supply, whole and not negative. */
const checkSetting = (setting: PlotSetting, text: string): InputCheck<number> =>
  setting === 'eligible' ? checkEligibleSetting(text) : checkSupplySetting(text);

/**
 * The plot sale (spec sections 3 to 5): the sale and the logged-in account's plots load side by
 * side, each with its error and Try again. The user mints a number of plots, checked as typed
 * (at least 1, not above the eligible plots, not above the supply left, sale active); the mock
 * takes 2x its delay per plot. The service account also sets an account's eligible plots and the
 * remaining supply, refused when negative. The rules are the domain's (src/domain/admin/plots.ts),
 * applied by named actions and guards; the chart routes on their verdicts.
 */
export const plotSaleMachine = setup({
  types: {
    context: {} as PlotSaleContext,
    events: {} as PlotSaleEvent,
    input: {} as PlotSaleInput,
    emitted: {} as PlotSaleEmitted,
  },
  actors: {
    fetchPlotSale: fromPromise<PlotSale>(bound('fetchPlotSale')),
    fetchUserPlots: fromPromise<UserPlots, { caller: string }>(bound('fetchUserPlots')),
    mintPlots: fromPromise<PlotMintOutput, { caller: string; quantity: number }>(bound('mintPlots')),
    saveSetting: fromPromise<PlotSaleUpdate, { caller: string } & PendingSetting>(bound('saveSetting')),
  },
  guards: {
    isServiceAccount: ({ context }) => context.isService,
    isEmpty: ({ context }) => context.check.kind === 'empty',
    isMalformed: ({ context }) => context.check.kind === 'malformed',
    isWaiting: ({ context }) => context.check.kind === 'waiting',
    isRefused: ({ context }) => context.check.kind === 'refused',
    /** The typed setting is a whole number the rules allow. */
    isSettingAccepted: (_, params: { setting: PlotSetting; text: string }) =>
      checkSetting(params.setting, params.text).kind === 'accepted',
    isLoaded: and([stateIn({ sale: 'loaded' }), stateIn({ userPlots: 'loaded' })]),
  },
  actions: {
    /** Checks `quantityText` against the loaded sale and plots. */
    checkQuantity: assign(({ context }) => ({ check: checkPlotQuantity(context.quantityText, limitsOf(context)) })),
    /** Records the accepted setting as `pendingSetting`. */
    acceptSetting: assign((_, params: { setting: PlotSetting; address: string; text: string }) => {
      const check = checkSetting(params.setting, params.text);
      return {
        pendingSetting:
          check.kind === 'accepted' ? { setting: params.setting, address: params.address, value: check.value } : null,
      };
    }),
    /** Records why the setting was refused as `settingProblem`. */
    refuseSetting: assign((_, params: { setting: PlotSetting; text: string }) => ({
      settingProblem: { setting: params.setting, check: checkSetting(params.setting, params.text) },
    })),
    storeSale: assign((_, params: { sale: PlotSale }) => ({ sale: params.sale, saleError: null })),
    recordSaleError: assign((_, params: { error: unknown }) => ({ saleError: errorMessage(params.error) })),
    storePlots: assign((_, params: { plots: UserPlots }) => ({ plots: params.plots, plotsError: null })),
    recordPlotsError: assign((_, params: { error: unknown }) => ({ plotsError: errorMessage(params.error) })),
    setQuantity: assign((_, params: { text: string }) => ({
      quantityText: params.text,
      mintError: null,
      mintedIds: null,
    })),
    storeMint: assign((_, params: { output: PlotMintOutput }) => ({
      sale: params.output.sale,
      plots: params.output.plots,
      mintedIds: params.output.mintedIds,
      quantityText: '',
      mintError: null,
    })),
    recordMintError: assign((_, params: { error: unknown }) => ({ mintError: errorMessage(params.error) })),
    clearSettingNotices: assign({ settingProblem: null, settingError: null, settingSaved: null }),
    setSettingText: assign(({ context }, params: { setting: PlotSetting; text: string }) => ({
      settingTexts: { ...context.settingTexts, [params.setting]: params.text },
    })),
    setEligibleAccount: assign((_, params: { address: string }) => ({ eligibleAccount: params.address })),
    storeSetting: assign(({ context }, params: { update: PlotSaleUpdate }) => ({
      sale: params.update.sale,
      plots: params.update.plots,
      settingSaved: context.pendingSetting?.setting ?? null,
      pendingSetting: null,
    })),
    recordSettingError: assign((_, params: { error: unknown }) => ({
      settingError: errorMessage(params.error),
      pendingSetting: null,
    })),
    announceLimitsChanged: raise({ type: 'plots.limitsChanged' }),
    announceChange: emit({ type: 'plots.changed' }),
  },
}).createMachine({
  id: 'plotSale',
  context: ({ input }) => ({
    caller: input.caller,
    isService: input.isService,
    sale: null,
    saleError: null,
    plots: null,
    plotsError: null,
    quantityText: '',
    check: { kind: 'empty' },
    mintError: null,
    mintedIds: null,
    settingProblem: null,
    pendingSetting: null,
    settingTexts: { eligible: '', supply: '' },
    eligibleAccount: input.caller,
    settingError: null,
    settingSaved: null,
  }),
  type: 'parallel',
  states: {
    sale: {
      description: 'The plot sale: price, supply, minted, window, chain.',
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchPlotSale',
            src: 'fetchPlotSale',
            onDone: {
              target: 'loaded',
              actions: [
                { type: 'storeSale', params: ({ event }) => ({ sale: event.output }) },
                'announceLimitsChanged',
              ],
            },
            onError: {
              target: 'errored',
              actions: { type: 'recordSaleError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        loaded: {},
        errored: {
          description: 'The error and Try again.',
          on: { 'plots.retrySale': { target: 'loading' } },
        },
      },
    },
    userPlots: {
      description: "The account's plots: eligible, maximum (-1: not known) and the plot ids.",
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchUserPlots',
            src: 'fetchUserPlots',
            input: ({ context }) => ({ caller: context.caller }),
            onDone: {
              target: 'loaded',
              actions: [
                { type: 'storePlots', params: ({ event }) => ({ plots: event.output }) },
                'announceLimitsChanged',
              ],
            },
            onError: {
              target: 'errored',
              actions: { type: 'recordPlotsError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        loaded: {},
        errored: {
          description: 'The error and Try again.',
          on: { 'plots.retryPlots': { target: 'loading' } },
        },
      },
    },
    mint: {
      initial: 'editing',
      states: {
        editing: {
          description: 'The number of plots, checked as the user types.',
          initial: 'checking',
          on: {
            'plots.quantityChanged': {
              target: '.checking',
              actions: { type: 'setQuantity', params: ({ event }) => ({ text: event.text }) },
            },
            'plots.limitsChanged': { target: '.checking' },
          },
          states: {
            checking: {
              entry: 'checkQuantity',
              always: [
                { guard: 'isEmpty', target: 'empty' },
                { guard: 'isMalformed', target: 'malformed' },
                { guard: 'isWaiting', target: 'waiting' },
                { guard: 'isRefused', target: 'refused' },
                { target: 'acceptable' },
              ],
            },
            empty: { description: 'No number yet: Mint is disabled, no message.' },
            malformed: { description: 'Not a whole number: Mint is disabled and the field says so.' },
            waiting: { description: 'The sale or the plots are not loaded yet: Mint is disabled.' },
            refused: {
              description:
                "A rule refuses it ('Cannot mint 0 or less plots', 'Cannot mint more than eligible plots (n of eligible)', ...): Mint is disabled.",
            },
            acceptable: {
              on: { 'plots.mint': { target: '#plotSale.mint.minting' } },
            },
          },
        },
        minting: {
          description: "'Minting…': the mock takes 2x its delay per plot; the form is locked, Cancel stops the call.",
          on: {
            'plots.cancelMint': {
              target: 'editing',
              description: 'The call is aborted before it changes anything; the number stays.',
            },
          },
          invoke: {
            id: 'mintPlots',
            src: 'mintPlots',
            input: ({ context }) => ({
              caller: context.caller,
              quantity: context.check.kind === 'accepted' ? context.check.value : 0,
            }),
            onDone: {
              target: 'editing',
              description: 'Eligible went down and minted up; the new plot ids show and the number is cleared.',
              actions: [{ type: 'storeMint', params: ({ event }) => ({ output: event.output }) }, 'announceChange'],
            },
            onError: {
              target: 'editing',
              description: "The service's refusal or failure shows; nothing changed.",
              actions: { type: 'recordMintError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    administration: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'isServiceAccount', target: 'waiting' }, { target: 'unavailable' }],
        },
        waiting: {
          description:
            "The forms are disabled until the sale and the plots are loaded: a setting's answer replaces both, which must not race their first load.",
          on: { 'plots.limitsChanged': { guard: 'isLoaded', target: 'idle' } },
        },
        unavailable: { description: 'Not the service account: no plot administration shows.' },
        idle: {
          description: 'Set eligible plots (an account and a number) and set remaining supply.',
          on: {
            'plots.settingChanged': {
              description: 'Typing clears the last refusal or notice.',
              actions: [
                { type: 'setSettingText', params: ({ event }) => ({ setting: event.setting, text: event.text }) },
                'clearSettingNotices',
              ],
            },
            'plots.eligibleAccountChanged': {
              actions: { type: 'setEligibleAccount', params: ({ event }) => ({ address: event.address }) },
            },
            'plots.eligibleSubmitted': [
              {
                guard: {
                  type: 'isSettingAccepted',
                  params: ({ context }) => ({ setting: 'eligible' as const, text: context.settingTexts.eligible }),
                },
                target: 'saving',
                actions: [
                  'clearSettingNotices',
                  {
                    type: 'acceptSetting',
                    params: ({ context }) => ({
                      setting: 'eligible' as const,
                      address: context.eligibleAccount,
                      text: context.settingTexts.eligible,
                    }),
                  },
                ],
              },
              {
                description: "'Cannot set negative eligible' (or not a number): nothing is sent.",
                actions: [
                  'clearSettingNotices',
                  {
                    type: 'refuseSetting',
                    params: ({ context }) => ({ setting: 'eligible' as const, text: context.settingTexts.eligible }),
                  },
                ],
              },
            ],
            'plots.supplySubmitted': [
              {
                guard: {
                  type: 'isSettingAccepted',
                  params: ({ context }) => ({ setting: 'supply' as const, text: context.settingTexts.supply }),
                },
                target: 'saving',
                actions: [
                  'clearSettingNotices',
                  {
                    type: 'acceptSetting',
                    params: ({ context }) => ({
                      setting: 'supply' as const,
                      address: '',
                      text: context.settingTexts.supply,
                    }),
                  },
                ],
              },
              {
                description: "'Cannot set negative supply' (or not a number): nothing is sent.",
                actions: [
                  'clearSettingNotices',
                  {
                    type: 'refuseSetting',
                    params: ({ context }) => ({ setting: 'supply' as const, text: context.settingTexts.supply }),
                  },
                ],
              },
            ],
          },
        },
        saving: {
          description: 'The setting goes to the service; both forms are locked.',
          invoke: {
            id: 'saveSetting',
            src: 'saveSetting',
            input: ({ context }) => ({
              caller: context.caller,
              setting: context.pendingSetting?.setting ?? 'eligible',
              address: context.pendingSetting?.address ?? '',
              value: context.pendingSetting?.value ?? 0,
            }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'storeSetting', params: ({ event }) => ({ update: event.output }) },
                'announceLimitsChanged',
                'announceChange',
              ],
            },
            onError: {
              target: 'idle',
              actions: { type: 'recordSettingError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});
