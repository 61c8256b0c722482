import { adminFundsMachine } from '../../../machines/adminFunds';
import type { AdminDetails, UserDetails } from '../../../src/domain/admin/details.types';
import { WEI_PER_ETH } from '../../../src/domain/admin/ethAmount';
import { MOCK_ACCOUNTS } from '../../../src/services/mock/mockAccounts';
import { actorDone, actorError, defineModel } from '../modelTypes';

/**
 * The funds of the mock admin area: pure plan data. The chart is planned with the domain's
 * deposit and withdrawal rules bound (what the app binds), so the planner knows which amounts
 * are refused and which reach the prompt.
 */

export const SERVICE_ADDRESS = MOCK_ACCOUNTS[0]!.address;

export const ADMIN: AdminDetails = { sale: 'Plot sale', saleInitted: true, balance: WEI_PER_ETH / 2n, nfts: 500 };
export const UNLINKED_USER: UserDetails = {
  linked: false,
  balance: 2n * WEI_PER_ETH,
  nfts: 0,
  packs: 0,
  name: 'Service',
};
export const LINKED_USER: UserDetails = { ...UNLINKED_USER, linked: true };

/** Amounts as typed: within both balances, not a number, zero, above both balances. */
export const AMOUNTS = { fits: '0.25', malformed: '1.2.3', zero: '0', tooMuch: '5' } as const;

export const adminFundsModel = defineModel({
  name: 'adminFunds',
  machine: adminFundsMachine,
  inputs: [{ name: 'service', description: 'the service account opens /admin', input: { caller: SERVICE_ADDRESS } }],
  sampleEvents: [
    actorDone('fetchAdminDetails', ADMIN),
    actorError('fetchAdminDetails', new Error('Unauthorized.')),
    actorDone('fetchUserDetails', UNLINKED_USER),
    actorError('fetchUserDetails', new Error('network down (planned)')),
    actorDone('linkWallet', LINKED_USER),
    actorError('linkWallet', new Error('network down (planned)')),
    actorDone('transferFunds', {
      admin: { ...ADMIN, balance: ADMIN.balance + WEI_PER_ETH / 4n },
      user: { ...LINKED_USER, balance: LINKED_USER.balance - WEI_PER_ETH / 4n },
    }),
    actorError('transferFunds', new Error('Cannot deposit more than available balance')),
    { type: 'funds.directionChanged', direction: 'withdraw' },
    { type: 'funds.directionChanged', direction: 'deposit' },
    ...Object.values(AMOUNTS).map((text) => ({ type: 'funds.amountChanged' as const, text })),
    { type: 'funds.amountChanged', text: '' },
    { type: 'funds.submit' },
    { type: 'funds.confirm' },
    { type: 'funds.cancel' },
    { type: 'funds.retryAdmin' },
    { type: 'funds.retryUser' },
    { type: 'funds.link' },
    { type: 'funds.refresh' },
  ],
  canHappen: (snapshot, event) => {
    // The prompt covers the page: only its buttons can be pressed.
    const prompting = snapshot.matches({ transfer: 'confirming' });
    switch (event.type) {
      case 'funds.confirm':
      case 'funds.cancel':
        return prompting;
      case 'funds.amountChanged':
      case 'funds.directionChanged':
        return snapshot.matches({ transfer: 'editing' });
      case 'funds.submit':
        return snapshot.matches({ transfer: { editing: 'acceptable' } });
      case 'funds.retryAdmin':
        return !prompting && snapshot.matches({ adminDetails: 'errored' });
      case 'funds.retryUser':
        return !prompting && snapshot.matches({ userDetails: 'errored' });
      case 'funds.link':
        return !prompting && snapshot.can(event);
      // Sent by the page after a plot mint or setting. Planned from one situation only (both sides
      // shown, the form untouched): from every other one it would double the plan for no new transition.
      case 'funds.refresh':
        return (
          snapshot.matches({ adminDetails: 'loaded', userDetails: 'loaded', transfer: { editing: 'empty' } }) &&
          snapshot.context.direction === 'deposit' &&
          snapshot.context.user?.linked === false
        );
      default:
        return true;
    }
  },
  // What the amount's check reads: the text, the direction, whether both sides are loaded and the link.
  contextKey: (context) => [
    context.amountText,
    context.direction,
    context.admin !== null,
    context.user?.linked ?? null,
  ],
  stateDescriptions: {
    'adminDetails.loading': "'Loading sale details…'",
    'adminDetails.loaded': 'Sale, Initialised, Balance and NFTs of the sale',
    'adminDetails.errored': 'the error and Try again under Sale details',
    'userDetails.loading': "'Loading your account…'",
    'userDetails.loaded': "Name, Linked, Balance, NFTs and Packs; 'Link wallet' while not linked",
    'userDetails.linking': "'Linking…'",
    'userDetails.errored': 'the error and Try again under Your account',
    'transfer.editing.empty': 'no amount: the button is disabled',
    'transfer.editing.malformed': "'Enter an amount in ETH, such as 0.5.'",
    'transfer.editing.waiting': 'an amount before the balances loaded: the button is disabled',
    'transfer.editing.refused': "the rule's text, e.g. 'Cannot deposit more than available balance' or 'Not linked'",
    'transfer.editing.acceptable': "'Deposit' or 'Withdraw' enabled",
    'transfer.confirming': "the prompt 'Confirm deposit' / 'Confirm withdrawal' with Confirm and Cancel",
    'transfer.transferring': "'Depositing…' or 'Withdrawing…'",
  },
  eventDescriptions: {
    'funds.directionChanged': 'the user picks Deposit or Withdraw',
    'funds.amountChanged': 'the user types an amount in ETH',
    'funds.submit': "the user presses 'Deposit' or 'Withdraw'",
    'funds.confirm': "the user presses 'Confirm' in the prompt",
    'funds.cancel': "the user presses 'Cancel' in the prompt",
    'funds.retryAdmin': "the user presses 'Try again' under Sale details",
    'funds.retryUser': "the user presses 'Try again' under Your account",
    'funds.link': "the user presses 'Link wallet'",
    'funds.refresh': 'a plot mint or setting on the same page changed the figures (sent by the page)',
  },
});
