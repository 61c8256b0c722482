import type { SnapshotFrom } from 'xstate';
import type { InputCheck } from '../../src/domain/admin/inputCheck';
import type { PlotSale, UserPlots } from '../../src/domain/admin/plots';
import type { plotSaleMachine } from './plotSale.machine';
import type { PlotSetting } from './plotSale.types';

export type PlotSaleSnapshot = SnapshotFrom<typeof plotSaleMachine>;

/** One loaded part: loading, loaded with its data, or failed with the reason. */
export type LoadView<T> = { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'errored'; error: string };

function loadView<T>(state: 'loading' | 'loaded' | 'errored', data: T | null, error: string | null): LoadView<T> {
  if (state === 'loaded' && data) return { status: 'loaded', data };
  if (state === 'errored') return { status: 'errored', error: error ?? '' };
  return { status: 'loading' };
}

const regionState = (snapshot: PlotSaleSnapshot, region: 'sale' | 'userPlots') =>
  (['loaded', 'errored'] as const).find((state) => snapshot.matches({ [region]: state })) ?? 'loading';

export const selectSale = (snapshot: PlotSaleSnapshot): LoadView<PlotSale> =>
  loadView(regionState(snapshot, 'sale'), snapshot.context.sale, snapshot.context.saleError);

export const selectUserPlots = (snapshot: PlotSaleSnapshot): LoadView<UserPlots> =>
  loadView(regionState(snapshot, 'userPlots'), snapshot.context.plots, snapshot.context.plotsError);

/** Why a number cannot be used, as the check's kind (the view words it), or null. */
export type NumberProblem = Extract<InputCheck<number>, { kind: 'malformed' | 'refused' }> | null;

const problemOf = (check: InputCheck<number>): NumberProblem =>
  check.kind === 'malformed' || check.kind === 'refused' ? check : null;

/** The mint form, mapped for the view. */
export function selectMintForm(snapshot: PlotSaleSnapshot) {
  const { context } = snapshot;
  const minting = snapshot.matches({ mint: 'minting' });
  return {
    quantityText: context.quantityText,
    locked: minting,
    minting,
    canMint: snapshot.can({ type: 'plots.mint' }),
    canCancel: snapshot.can({ type: 'plots.cancelMint' }),
    problem: minting ? null : problemOf(context.check),
    /** The number being minted (for 'Minting n plots…'). */
    quantity: context.check.kind === 'accepted' ? context.check.value : 0,
    error: context.mintError,
    mintedIds: context.mintedIds,
  };
}

/** The plot administration of the service account, or null for anyone else. */
export function selectAdministration(snapshot: PlotSaleSnapshot) {
  if (snapshot.matches({ administration: 'unavailable' })) return null;
  const { context } = snapshot;
  const problem = context.settingProblem;
  const problemFor = (setting: PlotSetting) => (problem?.setting === setting ? problemOf(problem.check) : null);
  return {
    /** The forms take input once the sale and the plots are loaded. */
    ready: snapshot.matches({ administration: 'idle' }),
    saving: snapshot.matches({ administration: 'saving' }),
    texts: context.settingTexts,
    eligibleAccount: context.eligibleAccount,
    eligibleProblem: problemFor('eligible'),
    supplyProblem: problemFor('supply'),
    error: context.settingError,
    saved: context.settingSaved,
  };
}
