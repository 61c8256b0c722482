import { assign, fromPromise, raise, setup } from 'xstate';
import { checkTransferAmount, type FundsBalances } from '../../src/domain/admin/funds';
import { errorMessage } from '../../src/domain/errors/errors';
import type { AdminDetails, FundsDetails, UserDetails } from '../../src/domain/admin/details.types';
import type { TransferDirection } from '../../src/domain/admin/funds';
import type { AdminFundsContext, AdminFundsEvent, AdminFundsInput } from './adminFunds.types';

const bound = (name: string) => () => Promise.reject(new Error(`${name} is bound at the edge`));

/**
 * The funds of the mock admin area (spec sections 3 and 5): the admin details and the logged-in
 * account's user details load side by side, each with its own error and Try again. A deposit
 * moves ETH from the wallet to the sale, a withdrawal back; the amount is checked as the user
 * types (above zero, not above the balance it comes from, wallet linked), a refused amount
 * cannot be sent, and an accepted one asks for confirmation before the call. The rules are the
 * domain's (src/domain/admin/funds.ts), applied by the named action `checkAmount`; the chart routes
 * on its verdict.
 */
/** The balances the rules read, once both sides are loaded. */
function balancesOf(context: AdminFundsContext): FundsBalances | null {
  if (!context.admin || !context.user) return null;
  return { walletBalance: context.user.balance, saleBalance: context.admin.balance, linked: context.user.linked };
}

export const adminFundsMachine = setup({
  types: {
    context: {} as AdminFundsContext,
    events: {} as AdminFundsEvent,
    input: {} as AdminFundsInput,
  },
  actors: {
    fetchAdminDetails: fromPromise<AdminDetails, { caller: string }>(bound('fetchAdminDetails')),
    fetchUserDetails: fromPromise<UserDetails, { caller: string }>(bound('fetchUserDetails')),
    linkWallet: fromPromise<UserDetails, { caller: string }>(bound('linkWallet')),
    transferFunds: fromPromise<FundsDetails, { caller: string; direction: TransferDirection; amount: bigint }>(
      bound('transferFunds'),
    ),
  },
  guards: {
    isUnlinked: ({ context }) => context.user !== null && !context.user.linked,
    isEmpty: ({ context }) => context.check.kind === 'empty',
    isMalformed: ({ context }) => context.check.kind === 'malformed',
    isWaiting: ({ context }) => context.check.kind === 'waiting',
    isRefused: ({ context }) => context.check.kind === 'refused',
  },
  actions: {
    /** Checks `amountText` for `direction` against the loaded balances: the domain's rules of spec section 5. */
    checkAmount: assign(({ context }) => ({
      check: checkTransferAmount(context.direction, context.amountText, balancesOf(context)),
    })),
    storeAdmin: assign((_, params: { admin: AdminDetails }) => ({ admin: params.admin, adminError: null })),
    recordAdminError: assign((_, params: { error: unknown }) => ({ adminError: errorMessage(params.error) })),
    storeUser: assign((_, params: { user: UserDetails }) => ({ user: params.user, userError: null })),
    recordUserError: assign((_, params: { error: unknown }) => ({ userError: errorMessage(params.error) })),
    clearLinkError: assign({ linkError: null }),
    recordLinkError: assign((_, params: { error: unknown }) => ({ linkError: errorMessage(params.error) })),
    setDirection: assign((_, params: { direction: TransferDirection }) => ({ direction: params.direction })),
    setAmount: assign((_, params: { text: string }) => ({ amountText: params.text })),
    clearNotices: assign({ transferError: null, completed: null }),
    storeTransfer: assign(({ context }, params: { details: FundsDetails }) => ({
      admin: params.details.admin,
      user: params.details.user,
      completed:
        context.check.kind === 'accepted' ? { direction: context.direction, amount: context.check.value } : null,
      amountText: '',
      transferError: null,
    })),
    recordTransferError: assign((_, params: { error: unknown }) => ({ transferError: errorMessage(params.error) })),
    announceDetailsChanged: raise({ type: 'funds.detailsChanged' }),
  },
}).createMachine({
  id: 'adminFunds',
  context: ({ input }) => ({
    caller: input.caller,
    admin: null,
    adminError: null,
    user: null,
    userError: null,
    linkError: null,
    direction: 'deposit',
    amountText: '',
    check: { kind: 'empty' },
    transferError: null,
    completed: null,
  }),
  type: 'parallel',
  states: {
    adminDetails: {
      description: 'The sale the service administers: sale, saleInitted, balance, nfts.',
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchAdminDetails',
            src: 'fetchAdminDetails',
            input: ({ context }) => ({ caller: context.caller }),
            onDone: {
              target: 'loaded',
              actions: [
                { type: 'storeAdmin', params: ({ event }) => ({ admin: event.output }) },
                'announceDetailsChanged',
              ],
            },
            onError: {
              target: 'errored',
              actions: { type: 'recordAdminError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        loaded: {
          on: { 'funds.refresh': { target: 'loading' } },
        },
        errored: {
          description: 'The error and Try again.',
          on: { 'funds.retryAdmin': { target: 'loading' } },
        },
      },
    },
    userDetails: {
      description: 'The logged-in account: linked, balance, nfts, packs, name.',
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchUserDetails',
            src: 'fetchUserDetails',
            input: ({ context }) => ({ caller: context.caller }),
            onDone: {
              target: 'loaded',
              actions: [
                { type: 'storeUser', params: ({ event }) => ({ user: event.output }) },
                'announceDetailsChanged',
              ],
            },
            onError: {
              target: 'errored',
              actions: { type: 'recordUserError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        loaded: {
          on: {
            'funds.refresh': { target: 'loading' },
            'funds.link': {
              guard: 'isUnlinked',
              target: 'linking',
              description: "'Link wallet' shows while the wallet is not linked.",
              actions: 'clearLinkError',
            },
          },
        },
        linking: {
          invoke: {
            id: 'linkWallet',
            src: 'linkWallet',
            input: ({ context }) => ({ caller: context.caller }),
            onDone: {
              target: 'loaded',
              actions: [
                { type: 'storeUser', params: ({ event }) => ({ user: event.output }) },
                'announceDetailsChanged',
              ],
            },
            onError: {
              target: 'loaded',
              description: 'The wallet stays unlinked; the error shows beside Link wallet.',
              actions: { type: 'recordLinkError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        errored: {
          description: 'The error and Try again.',
          on: { 'funds.retryUser': { target: 'loading' } },
        },
      },
    },
    transfer: {
      initial: 'editing',
      states: {
        editing: {
          description: 'Deposit or Withdraw, and the amount in ETH, checked as the user types.',
          initial: 'checking',
          on: {
            'funds.amountChanged': {
              target: '.checking',
              actions: [{ type: 'setAmount', params: ({ event }) => ({ text: event.text }) }, 'clearNotices'],
            },
            'funds.directionChanged': {
              target: '.checking',
              actions: [
                { type: 'setDirection', params: ({ event }) => ({ direction: event.direction }) },
                'clearNotices',
              ],
            },
            'funds.detailsChanged': { target: '.checking' },
          },
          states: {
            checking: {
              entry: 'checkAmount',
              always: [
                { guard: 'isEmpty', target: 'empty' },
                { guard: 'isMalformed', target: 'malformed' },
                { guard: 'isWaiting', target: 'waiting' },
                { guard: 'isRefused', target: 'refused' },
                { target: 'acceptable' },
              ],
            },
            empty: { description: 'No amount yet: the button is disabled, no message.' },
            malformed: { description: 'Not an amount of ETH: the button is disabled and the field says so.' },
            waiting: { description: 'The balances are not loaded yet: the button is disabled.' },
            refused: {
              description:
                "A rule refuses it ('Cannot deposit zero or less', 'Cannot withdraw more than available balance', 'Not linked', ...): the button is disabled.",
            },
            acceptable: {
              on: { 'funds.submit': { target: '#adminFunds.transfer.confirming' } },
            },
          },
        },
        confirming: {
          description: 'The prompt names the direction and the amount, with Confirm and Cancel.',
          on: {
            'funds.confirm': { target: 'transferring' },
            'funds.cancel': { target: 'editing', description: 'Nothing is sent; the amount stays.' },
          },
        },
        transferring: {
          description: 'The mock call runs with the configured delay; the form is locked.',
          invoke: {
            id: 'transferFunds',
            src: 'transferFunds',
            input: ({ context }) => ({
              caller: context.caller,
              direction: context.direction,
              amount: context.check.kind === 'accepted' ? context.check.value : 0n,
            }),
            onDone: {
              target: 'editing',
              description: 'Both balances as they stand now; the amount is cleared and the transfer confirmed.',
              actions: { type: 'storeTransfer', params: ({ event }) => ({ details: event.output }) },
            },
            onError: {
              target: 'editing',
              description: "The service's refusal or failure shows; nothing changed and the amount stays.",
              actions: { type: 'recordTransferError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});
