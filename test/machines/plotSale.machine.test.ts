import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  plotSaleMachine,
  selectAdministration,
  selectMintForm,
  selectSale,
  selectUserPlots,
  type PendingSetting,
  type PlotMintOutput,
  type PlotSaleUpdate,
} from '../../machines/plotSale';
import { ADMIN_MESSAGES, mintAboveEligibleMessage, mintAboveSupplyMessage } from '../../src/domain/admin/adminMessages';
import { toPlotSale, type PlotSale, type UserPlots } from '../../src/domain/admin/plots';
import { scriptedCalls, type ScriptedCall } from '../support/scriptedCalls';

/** The plot sale with scripted services: each test says which calls fail or wait. */

const CALLER = '0xplots';
/** Four plots left of ten. */
const SALE: PlotSale = toPlotSale({
  active: true,
  endtime: '2027-01-01T00:00:00Z',
  starttime: '2026-01-01T00:00:00Z',
  id: 'plots',
  maxPLOTs: 10,
  maxQuantity: 10,
  mintedPLOTs: 6,
  presale: false,
  price: 1n,
  volume: 0n,
  chainId: 1,
});
const PLOTS: UserPlots = { eligiblePlots: 3, maxPlots: 5, plotIds: [1] };

type Call<T> = ScriptedCall<T>;
type Caller = { caller: string };
interface Services {
  sale?: Call<PlotSale>;
  plots?: Call<UserPlots>;
  mint?: Call<PlotMintOutput>;
  save?: Call<PlotSaleUpdate>;
}

function start(services: Services = {}, isService = false) {
  const { inputs, call: step } = scriptedCalls(['sale', 'plots', 'mint', 'save'] as const, services);
  const actor = createActor(
    plotSaleMachine.provide({
      actors: {
        fetchPlotSale: fromPromise<PlotSale>(step('sale', async () => SALE)),
        fetchUserPlots: fromPromise<UserPlots, Caller>(step('plots', async () => PLOTS)),
        mintPlots: fromPromise<PlotMintOutput, Caller & { quantity: number }>(
          step('mint', async () => ({
            sale: { ...SALE, mintedPLOTs: 8, remainingSupply: 2 },
            plots: { ...PLOTS, eligiblePlots: 1, plotIds: [1, 7, 8] },
            mintedIds: [7, 8],
          })),
        ),
        saveSetting: fromPromise<PlotSaleUpdate, Caller & PendingSetting>(
          step('save', async () => ({ sale: SALE, plots: PLOTS })),
        ),
      },
    }),
    { input: { caller: CALLER, isService } },
  );
  const changes: unknown[] = [];
  actor.on('plots.changed', (event) => void changes.push(event));
  actor.start();
  return { actor, inputs, changes };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const never = () => new Promise<never>(() => {});

describe('the sale and the plots', () => {
  it('load side by side, the plots for the caller', async () => {
    const { actor, inputs } = start();
    expect(selectSale(actor.getSnapshot())).toEqual({ status: 'loading' });
    expect(selectUserPlots(actor.getSnapshot())).toEqual({ status: 'loading' });
    await settled();
    expect(inputs.plots).toEqual([{ caller: CALLER }]);
    expect(selectSale(actor.getSnapshot())).toEqual({ status: 'loaded', data: SALE });
    expect(selectUserPlots(actor.getSnapshot())).toEqual({ status: 'loaded', data: PLOTS });
  });

  it('each show their own error and load again on Try again', async () => {
    let fail = true;
    const { actor } = start({
      sale: async () => (fail ? Promise.reject(new Error('sale down')) : SALE),
      plots: async () => (fail ? Promise.reject(new Error('plots down')) : PLOTS),
    });
    await settled();
    expect(selectSale(actor.getSnapshot())).toEqual({ status: 'errored', error: 'sale down' });
    expect(selectUserPlots(actor.getSnapshot())).toEqual({ status: 'errored', error: 'plots down' });
    fail = false;
    actor.send({ type: 'plots.retrySale' });
    await settled();
    expect(selectSale(actor.getSnapshot())).toEqual({ status: 'loaded', data: SALE });
    expect(selectUserPlots(actor.getSnapshot()).status).toBe('errored');
    actor.send({ type: 'plots.retryPlots' });
    await settled();
    expect(selectUserPlots(actor.getSnapshot())).toEqual({ status: 'loaded', data: PLOTS });
  });
});

describe('minting plots', () => {
  const typed = async (text: string, services: Services = {}) => {
    const started = start(services);
    await settled();
    started.actor.send({ type: 'plots.quantityChanged', text });
    return started;
  };

  it('starts with no number', async () => {
    const { actor } = start();
    await settled();
    expect(selectMintForm(actor.getSnapshot())).toMatchObject({ quantityText: '', quantity: 0, mintedIds: null });
  });

  it('waits for a number, and says when the text is not a whole one', async () => {
    const { actor } = await typed('');
    expect(actor.getSnapshot().matches({ mint: { editing: 'empty' } })).toBe(true);
    expect(selectMintForm(actor.getSnapshot())).toMatchObject({ canMint: false, problem: null, quantity: 0 });
    actor.send({ type: 'plots.quantityChanged', text: '1.5' });
    expect(actor.getSnapshot().matches({ mint: { editing: 'malformed' } })).toBe(true);
    expect(selectMintForm(actor.getSnapshot())).toMatchObject({ canMint: false, problem: { kind: 'malformed' } });
  });

  it.each([
    ['0', ADMIN_MESSAGES.mintZeroOrLess, {}],
    ['4', mintAboveEligibleMessage(4, 3), {}],
    ['3', mintAboveSupplyMessage(3, 2), { sale: async () => ({ ...SALE, remainingSupply: 2 }) }],
    ['1', ADMIN_MESSAGES.saleInactive, { sale: async () => ({ ...SALE, active: false }) }],
  ] as const)('refuses %s plots with the rule that says why', async (text, message, services) => {
    const { actor } = await typed(text, services);
    expect(actor.getSnapshot().matches({ mint: { editing: 'refused' } })).toBe(true);
    expect(selectMintForm(actor.getSnapshot())).toMatchObject({
      canMint: false,
      problem: { kind: 'refused', message },
    });
  });

  it('waits for the sale and the plots before it accepts a number, and checks it again once they load', async () => {
    let loadPlots: (plots: UserPlots) => void = () => {};
    const { actor } = start({ plots: () => new Promise((resolve) => (loadPlots = resolve)) });
    await settled();
    actor.send({ type: 'plots.quantityChanged', text: '2' });
    expect(actor.getSnapshot().matches({ mint: { editing: 'waiting' } })).toBe(true);
    expect(selectMintForm(actor.getSnapshot())).toMatchObject({ canMint: false, problem: null });
    loadPlots(PLOTS);
    await settled();
    expect(selectMintForm(actor.getSnapshot())).toMatchObject({ canMint: true, quantity: 2 });
  });

  it("mints: 'Minting…' locked, then the new plot ids, the number cleared and the change told", async () => {
    let finish: (output: PlotMintOutput) => void = () => {};
    const { actor, inputs, changes } = await typed('2', { mint: () => new Promise((resolve) => (finish = resolve)) });
    actor.send({ type: 'plots.mint' });
    expect(inputs.mint).toEqual([{ caller: CALLER, quantity: 2 }]);
    expect(selectMintForm(actor.getSnapshot())).toMatchObject({
      locked: true,
      minting: true,
      canMint: false,
      canCancel: true,
      problem: null,
      quantity: 2,
    });
    const output = {
      sale: { ...SALE, mintedPLOTs: 8, remainingSupply: 2 },
      plots: { ...PLOTS, eligiblePlots: 1, plotIds: [1, 7, 8] },
      mintedIds: [7, 8],
    };
    finish(output);
    await settled();
    expect(selectMintForm(actor.getSnapshot())).toMatchObject({
      quantityText: '',
      locked: false,
      canCancel: false,
      problem: null,
      error: null,
      mintedIds: [7, 8],
    });
    expect(selectSale(actor.getSnapshot())).toEqual({ status: 'loaded', data: output.sale });
    expect(selectUserPlots(actor.getSnapshot())).toEqual({ status: 'loaded', data: output.plots });
    expect(changes).toEqual([{ type: 'plots.changed' }]);
    // The next number starts a new form: the minted ids go.
    actor.send({ type: 'plots.quantityChanged', text: '1' });
    expect(selectMintForm(actor.getSnapshot()).mintedIds).toBeNull();
  });

  it('stops a mint on Cancel and keeps the number', async () => {
    const { actor } = await typed('2', { mint: never });
    actor.send({ type: 'plots.mint' });
    actor.send({ type: 'plots.cancelMint' });
    expect(selectMintForm(actor.getSnapshot())).toMatchObject({ minting: false, quantityText: '2', canMint: true });
    expect(actor.getSnapshot().children.mintPlots).toBeUndefined();
  });

  it("shows the service's refusal, keeps the number, and clears the refusal as the user types", async () => {
    const { actor, changes } = await typed('2', { mint: () => Promise.reject(new Error('Sale closed')) });
    actor.send({ type: 'plots.mint' });
    await settled();
    expect(selectMintForm(actor.getSnapshot())).toMatchObject({
      quantityText: '2',
      error: 'Sale closed',
      canMint: true,
    });
    expect(changes).toEqual([]);
    actor.send({ type: 'plots.quantityChanged', text: '1' });
    expect(selectMintForm(actor.getSnapshot()).error).toBeNull();
  });
});

describe('the plot administration', () => {
  it('shows to nobody but the service account', async () => {
    const { actor } = start();
    await settled();
    expect(selectAdministration(actor.getSnapshot())).toBeNull();
  });

  it('waits for the sale and the plots before the service account may set anything', async () => {
    let loadSale: (sale: PlotSale) => void = () => {};
    const { actor } = start({ sale: () => new Promise((resolve) => (loadSale = resolve)) }, true);
    await settled();
    expect(selectAdministration(actor.getSnapshot())).toMatchObject({ ready: false, saving: false });
    loadSale(SALE);
    await settled();
    expect(selectAdministration(actor.getSnapshot())).toMatchObject({
      ready: true,
      texts: { eligible: '', supply: '' },
      eligibleAccount: CALLER,
    });
  });

  it('waits for the plots too', async () => {
    const { actor } = start({ plots: never }, true);
    await settled();
    expect(selectSale(actor.getSnapshot()).status).toBe('loaded');
    expect(selectAdministration(actor.getSnapshot())).toMatchObject({ ready: false });
  });

  it("sets an account's eligible plots, told as saved, with the sale and plots as they now stand", async () => {
    let finish: (update: PlotSaleUpdate) => void = () => {};
    const { actor, inputs, changes } = start({ save: () => new Promise((resolve) => (finish = resolve)) }, true);
    await settled();
    actor.send({ type: 'plots.eligibleAccountChanged', address: '0xother' });
    actor.send({ type: 'plots.settingChanged', setting: 'eligible', text: '7' });
    actor.send({ type: 'plots.eligibleSubmitted' });
    expect(inputs.save).toEqual([{ caller: CALLER, setting: 'eligible', address: '0xother', value: 7 }]);
    expect(selectAdministration(actor.getSnapshot())).toMatchObject({ ready: false, saving: true });
    const update = { sale: { ...SALE, remainingSupply: 9 }, plots: { ...PLOTS, eligiblePlots: 7 } };
    finish(update);
    await settled();
    expect(selectAdministration(actor.getSnapshot())).toMatchObject({ ready: true, saved: 'eligible', error: null });
    expect(selectSale(actor.getSnapshot())).toEqual({ status: 'loaded', data: update.sale });
    expect(selectUserPlots(actor.getSnapshot())).toEqual({ status: 'loaded', data: update.plots });
    expect(changes).toEqual([{ type: 'plots.changed' }]);
    // The new limits check the number typed in the mint form again.
    actor.send({ type: 'plots.quantityChanged', text: '5' });
    expect(selectMintForm(actor.getSnapshot()).canMint).toBe(true);
    // Typing clears the notice.
    actor.send({ type: 'plots.settingChanged', setting: 'supply', text: '1' });
    expect(selectAdministration(actor.getSnapshot())).toMatchObject({
      saved: null,
      texts: { eligible: '7', supply: '1' },
    });
  });

  it('sets the remaining supply', async () => {
    const { actor, inputs } = start({}, true);
    await settled();
    actor.send({ type: 'plots.settingChanged', setting: 'supply', text: '12' });
    actor.send({ type: 'plots.supplySubmitted' });
    expect(inputs.save).toEqual([{ caller: CALLER, setting: 'supply', address: '', value: 12 }]);
    await settled();
    expect(selectAdministration(actor.getSnapshot())).toMatchObject({ saved: 'supply' });
  });

  it.each([
    ['eligible', 'plots.eligibleSubmitted', ADMIN_MESSAGES.negativeEligible],
    ['supply', 'plots.supplySubmitted', ADMIN_MESSAGES.negativeSupply],
  ] as const)(
    'refuses a negative %s setting beside its own field, and sends nothing',
    async (setting, type, message) => {
      const { actor, inputs } = start({}, true);
      await settled();
      actor.send({ type: 'plots.settingChanged', setting, text: '-1' });
      actor.send({ type });
      const administration = selectAdministration(actor.getSnapshot());
      expect(administration?.[setting === 'eligible' ? 'eligibleProblem' : 'supplyProblem']).toEqual({
        kind: 'refused',
        message,
      });
      expect(administration?.[setting === 'eligible' ? 'supplyProblem' : 'eligibleProblem']).toBeNull();
      expect(administration?.ready).toBe(true);
      expect(inputs.save).toEqual([]);
    },
  );

  it("shows the service's refusal of a setting, and saves again after it", async () => {
    let fail = true;
    const { actor } = start(
      { save: async () => (fail ? Promise.reject(new Error('Not allowed')) : { sale: SALE, plots: PLOTS }) },
      true,
    );
    await settled();
    actor.send({ type: 'plots.settingChanged', setting: 'supply', text: '12' });
    actor.send({ type: 'plots.supplySubmitted' });
    await settled();
    expect(selectAdministration(actor.getSnapshot())).toMatchObject({ ready: true, error: 'Not allowed', saved: null });
    fail = false;
    actor.send({ type: 'plots.supplySubmitted' });
    expect(selectAdministration(actor.getSnapshot())).toMatchObject({ error: null });
    await settled();
    expect(selectAdministration(actor.getSnapshot())).toMatchObject({ saved: 'supply' });
  });
});
