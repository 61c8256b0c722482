import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  adminFundsMachine,
  selectAdminDetails,
  selectLink,
  selectPrompt,
  selectTransferForm,
  selectUserDetails,
} from '../../machines/adminFunds';
import { ADMIN_MESSAGES } from '../../src/domain/admin/adminMessages';
import type { AdminDetails, FundsDetails, UserDetails } from '../../src/domain/admin/details.types';
import type { TransferDirection } from '../../src/domain/admin/funds';
import { scriptedCalls, type ScriptedCall } from '../support/scriptedCalls';

/** The admin area's funds with scripted services: each test says which calls fail or wait. */

const ETH = 10n ** 18n;
const CALLER = '0xadmin';
const ADMIN: AdminDetails = { sale: 'Plots', saleInitted: true, balance: 5n * ETH, nfts: 10 };
const USER: UserDetails = { linked: true, balance: 3n * ETH, nfts: 1, packs: 0, name: 'Ape' };

type Call<T> = ScriptedCall<T>;
type Caller = { caller: string };
interface Services {
  admin?: Call<AdminDetails>;
  user?: Call<UserDetails>;
  link?: Call<UserDetails>;
  transfer?: Call<FundsDetails>;
}

function start(services: Services = {}) {
  const { inputs, call: step } = scriptedCalls(['admin', 'user', 'link', 'transfer'] as const, services);
  const actor = createActor(
    adminFundsMachine.provide({
      actors: {
        fetchAdminDetails: fromPromise<AdminDetails, Caller>(step('admin', async () => ADMIN)),
        fetchUserDetails: fromPromise<UserDetails, Caller>(step('user', async () => USER)),
        linkWallet: fromPromise<UserDetails, Caller>(step('link', async () => ({ ...USER, linked: true }))),
        transferFunds: fromPromise<FundsDetails, Caller & { direction: TransferDirection; amount: bigint }>(
          step('transfer', async () => ({
            admin: { ...ADMIN, balance: 6n * ETH },
            user: { ...USER, balance: 2n * ETH },
          })),
        ),
      },
    }),
    { input: { caller: CALLER } },
  ).start();
  return { actor, inputs };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const never = () => new Promise<never>(() => {});

describe('the admin details and the user details', () => {
  it('load side by side for the caller', async () => {
    const { actor, inputs } = start();
    expect(selectAdminDetails(actor.getSnapshot())).toEqual({ status: 'loading' });
    expect(selectUserDetails(actor.getSnapshot())).toEqual({ status: 'loading' });
    await settled();
    expect(inputs.admin).toEqual([{ caller: CALLER }]);
    expect(inputs.user).toEqual([{ caller: CALLER }]);
    expect(selectAdminDetails(actor.getSnapshot())).toEqual({ status: 'loaded', details: ADMIN });
    expect(selectUserDetails(actor.getSnapshot())).toEqual({ status: 'loaded', details: USER });
  });

  it('each show their own error and load again on Try again', async () => {
    let fail = true;
    const { actor } = start({
      admin: async () => (fail ? Promise.reject(new Error('admin down')) : ADMIN),
      user: async () => (fail ? Promise.reject(new Error('user down')) : USER),
    });
    await settled();
    expect(selectAdminDetails(actor.getSnapshot())).toEqual({ status: 'errored', error: 'admin down' });
    expect(selectUserDetails(actor.getSnapshot())).toEqual({ status: 'errored', error: 'user down' });
    fail = false;
    actor.send({ type: 'funds.retryAdmin' });
    expect(selectAdminDetails(actor.getSnapshot())).toEqual({ status: 'loading' });
    await settled();
    expect(selectAdminDetails(actor.getSnapshot())).toEqual({ status: 'loaded', details: ADMIN });
    expect(selectUserDetails(actor.getSnapshot()).status).toBe('errored');
    actor.send({ type: 'funds.retryUser' });
    expect(selectUserDetails(actor.getSnapshot())).toEqual({ status: 'loading' });
    await settled();
    expect(selectUserDetails(actor.getSnapshot())).toEqual({ status: 'loaded', details: USER });
  });

  it('load both again on refresh, and keep the error of neither', async () => {
    let calls = 0;
    const { actor, inputs } = start({
      admin: async () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('admin down')) : ADMIN;
      },
    });
    await settled();
    actor.send({ type: 'funds.retryAdmin' });
    await settled();
    actor.send({ type: 'funds.refresh' });
    expect(selectAdminDetails(actor.getSnapshot())).toEqual({ status: 'loading' });
    expect(selectUserDetails(actor.getSnapshot())).toEqual({ status: 'loading' });
    await settled();
    expect(inputs.admin).toHaveLength(3);
    expect(inputs.user).toHaveLength(2);
    expect(actor.getSnapshot().context.adminError).toBeNull();
  });

  it('show the error, not the details loaded before, when a refresh fails', async () => {
    let fail = false;
    const { actor } = start({
      admin: async () => (fail ? Promise.reject(new Error('admin down')) : ADMIN),
      user: async () => (fail ? Promise.reject(new Error('user down')) : USER),
    });
    await settled();
    fail = true;
    actor.send({ type: 'funds.refresh' });
    await settled();
    expect(selectAdminDetails(actor.getSnapshot())).toEqual({ status: 'errored', error: 'admin down' });
    expect(selectUserDetails(actor.getSnapshot())).toEqual({ status: 'errored', error: 'user down' });
  });

  it('links an unlinked wallet, and shows why a link failed beside the button', async () => {
    let fail = true;
    const { actor, inputs } = start({
      user: async () => ({ ...USER, linked: false }),
      link: async () => (fail ? Promise.reject(new Error('link refused')) : { ...USER, linked: true }),
    });
    await settled();
    expect(selectLink(actor.getSnapshot())).toEqual({ canLink: true, linking: false, error: null });
    actor.send({ type: 'funds.link' });
    expect(selectLink(actor.getSnapshot()).linking).toBe(true);
    expect(selectLink(actor.getSnapshot()).canLink).toBe(false);
    await settled();
    expect(inputs.link).toEqual([{ caller: CALLER }]);
    expect(selectLink(actor.getSnapshot())).toEqual({ canLink: true, linking: false, error: 'link refused' });
    fail = false;
    actor.send({ type: 'funds.link' });
    expect(selectLink(actor.getSnapshot()).error).toBeNull();
    await settled();
    expect(selectUserDetails(actor.getSnapshot())).toEqual({ status: 'loaded', details: { ...USER, linked: true } });
    expect(selectLink(actor.getSnapshot())).toEqual({ canLink: false, linking: false, error: null });
  });

  it('offers no link to a linked wallet, nor before the user details loaded', async () => {
    const { actor } = start({ user: never });
    expect(selectLink(actor.getSnapshot()).canLink).toBe(false);
    const linked = start();
    await settled();
    expect(selectLink(linked.actor.getSnapshot()).canLink).toBe(false);
  });
});

describe('a deposit or withdrawal', () => {
  const typed = async (text: string, direction: 'deposit' | 'withdraw' = 'deposit', services: Services = {}) => {
    const started = start(services);
    await settled();
    started.actor.send({ type: 'funds.directionChanged', direction });
    started.actor.send({ type: 'funds.amountChanged', text });
    return started;
  };

  it('starts as an empty deposit', async () => {
    const { actor } = start();
    await settled();
    expect(selectTransferForm(actor.getSnapshot())).toMatchObject({ direction: 'deposit', amountText: '' });
  });

  it('waits for an amount, and says when the text is not one', async () => {
    const { actor } = await typed('');
    expect(actor.getSnapshot().matches({ transfer: { editing: 'empty' } })).toBe(true);
    expect(selectTransferForm(actor.getSnapshot())).toMatchObject({ canSubmit: false, problem: null });
    actor.send({ type: 'funds.amountChanged', text: 'lots' });
    expect(actor.getSnapshot().matches({ transfer: { editing: 'malformed' } })).toBe(true);
    expect(selectTransferForm(actor.getSnapshot())).toMatchObject({ canSubmit: false, problem: { kind: 'malformed' } });
  });

  it('checks the amount again when the direction changes', async () => {
    const { actor } = await typed('4');
    expect(selectTransferForm(actor.getSnapshot()).problem).toEqual({
      kind: 'refused',
      message: ADMIN_MESSAGES.depositAboveBalance,
    });
    actor.send({ type: 'funds.directionChanged', direction: 'withdraw' });
    expect(selectTransferForm(actor.getSnapshot())).toMatchObject({ problem: null, canSubmit: true });
  });

  it.each([
    ['deposit', '0', ADMIN_MESSAGES.depositZeroOrLess],
    ['deposit', '4', ADMIN_MESSAGES.depositAboveBalance],
    ['withdraw', '6', ADMIN_MESSAGES.withdrawAboveBalance],
  ] as const)('refuses to %s %s ETH with the rule that says why', async (direction, text, message) => {
    const { actor } = await typed(text, direction);
    expect(selectTransferForm(actor.getSnapshot())).toMatchObject({
      canSubmit: false,
      problem: { kind: 'refused', message },
    });
  });

  it('refuses any amount while the wallet is not linked', async () => {
    const { actor } = await typed('1', 'deposit', { user: async () => ({ ...USER, linked: false }) });
    expect(selectTransferForm(actor.getSnapshot()).problem).toEqual({
      kind: 'refused',
      message: ADMIN_MESSAGES.notLinked,
    });
  });

  it('waits for the balances before it accepts an amount, and checks it again once they load', async () => {
    let loadUser: (user: UserDetails) => void = () => {};
    const { actor } = start({ user: () => new Promise((resolve) => (loadUser = resolve)) });
    await settled();
    actor.send({ type: 'funds.amountChanged', text: '4' });
    expect(actor.getSnapshot().matches({ transfer: { editing: 'waiting' } })).toBe(true);
    expect(selectTransferForm(actor.getSnapshot())).toMatchObject({ canSubmit: false, problem: null });
    loadUser({ ...USER, balance: 10n * ETH });
    await settled();
    expect(selectTransferForm(actor.getSnapshot())).toMatchObject({ canSubmit: true, problem: null });
  });

  it('asks for confirmation, then moves the amount, clears it and says it was done', async () => {
    let finish: (details: FundsDetails) => void = () => {};
    const { actor, inputs } = await typed('1', 'withdraw', {
      transfer: () => new Promise((resolve) => (finish = resolve)),
    });
    expect(selectPrompt(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'funds.submit' });
    expect(selectPrompt(actor.getSnapshot())).toEqual({ direction: 'withdraw', amount: ETH, sale: 'Plots' });
    expect(selectTransferForm(actor.getSnapshot())).toMatchObject({ locked: true, transferring: false });
    actor.send({ type: 'funds.confirm' });
    expect(selectPrompt(actor.getSnapshot())).toBeNull();
    expect(selectTransferForm(actor.getSnapshot())).toMatchObject({ locked: true, transferring: true });
    expect(inputs.transfer).toEqual([{ caller: CALLER, direction: 'withdraw', amount: ETH }]);
    const after = { admin: { ...ADMIN, balance: 4n * ETH }, user: { ...USER, balance: 4n * ETH } };
    finish(after);
    await settled();
    expect(selectTransferForm(actor.getSnapshot())).toEqual({
      direction: 'withdraw',
      amountText: '',
      locked: false,
      canSubmit: false,
      transferring: false,
      problem: null,
      error: null,
      completed: { direction: 'withdraw', amount: ETH },
    });
    expect(selectAdminDetails(actor.getSnapshot())).toEqual({ status: 'loaded', details: after.admin });
    expect(selectUserDetails(actor.getSnapshot())).toEqual({ status: 'loaded', details: after.user });
    // The next amount starts a new form: the confirmation goes.
    actor.send({ type: 'funds.amountChanged', text: '2' });
    expect(selectTransferForm(actor.getSnapshot()).completed).toBeNull();
  });

  it('sends nothing on Cancel, and keeps the amount', async () => {
    const { actor, inputs } = await typed('1');
    actor.send({ type: 'funds.submit' });
    actor.send({ type: 'funds.cancel' });
    expect(selectPrompt(actor.getSnapshot())).toBeNull();
    expect(selectTransferForm(actor.getSnapshot())).toMatchObject({ amountText: '1', canSubmit: true, locked: false });
    expect(inputs.transfer).toEqual([]);
  });

  it("shows the service's refusal, keeps the amount, and clears the refusal when the direction changes", async () => {
    const { actor } = await typed('1', 'deposit', { transfer: () => Promise.reject(new Error('Sale not initted')) });
    actor.send({ type: 'funds.submit' });
    actor.send({ type: 'funds.confirm' });
    await settled();
    expect(selectTransferForm(actor.getSnapshot())).toMatchObject({
      amountText: '1',
      error: 'Sale not initted',
      completed: null,
      canSubmit: true,
    });
    actor.send({ type: 'funds.directionChanged', direction: 'withdraw' });
    expect(selectTransferForm(actor.getSnapshot())).toMatchObject({ direction: 'withdraw', error: null });
  });

  it('keeps the prompt naming the sale while the details load again', async () => {
    let calls = 0;
    const { actor } = await typed('1', 'deposit', {
      admin: () => (++calls === 1 ? Promise.resolve(ADMIN) : never()),
    });
    actor.send({ type: 'funds.submit' });
    actor.send({ type: 'funds.refresh' });
    expect(selectPrompt(actor.getSnapshot())).toEqual({ direction: 'deposit', amount: ETH, sale: 'Plots' });
  });
});
