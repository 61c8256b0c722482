import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { WalletErrorKind } from '../../src/domain/errors/errors';
import type { NetworkStatus } from '../user/user.selectors';
import type {
  MintedNft,
  MintFailureReason,
  MintTransactionContext,
  MintTransactionEvent,
  MintTransactionInput,
  MintTransactionOutput,
  MintNotice,
  PreparedTransaction,
  ReceiptResult,
} from './mintTransaction.types';

/** Placeholder for an effect the app binds with `.provide()` (src/app/bindings/mintTransaction.ts). */
const unbound = (name: string) => () => Promise.reject(new Error(`${name} is bound at the edge`));
const unboundAction = () => {};

/**
 * The on-chain mint of the Minting page (spec sections 4, 7, 8 and 9), from the signed mint to
 * the tokens: the mint backend prepares the transaction, the wallet is moved to the expected
 * chain (the user flow's network is watched; a wallet on another chain is asked once to switch),
 * the user approves the one wallet request, the receipt is waited for, and characterPass sales
 * tell the backend. The transaction's hash is remembered (session storage, at the edge) as
 * soon as it is sent, so a reload resumes the wait instead of sending again.
 *
 * - A speed-up in the wallet (repriced) waits for the replacement; a cancel fails clearly.
 * - A network fault while waiting pauses and waits again: the transaction is out, it is not lost.
 * - A failed receipt (reverted, or never found) or a failed confirmation end as a success with
 *   the catalogue's notice when the configuration says so (treatReceiptErrorAsSuccess,
 *   treatWaitForMintAsSuccess).
 * - After 5 minutes (checked every 30 s) the page says it takes long, and the wait goes on.
 */
export const mintTransactionMachine = setup({
  types: {
    context: {} as MintTransactionContext,
    events: {} as MintTransactionEvent,
    input: {} as MintTransactionInput,
    output: {} as MintTransactionOutput,
  },
  delays: {
    /** Spec section 9: the mint progress check, every 30 s. */
    progressCheckInterval: 30_000,
    /** A network fault while waiting for the receipt: wait this long, then poll again. */
    receiptRetryDelay: 5_000,
  },
  actors: {
    /** The mint backend's signatureMint: the transaction to send (PrepareMintError). */
    prepareMint: fromPromise<PreparedTransaction, Pick<MintTransactionContext, 'saleId' | 'hotWallet' | 'mintAndSig'>>(
      unbound('prepareMint'),
    ),
    /**
     * Follows the user flow (systemId 'user'): sends `minting.networkChanged` with its network, whether
     * anyone is logged in and whether it shows a problem, now and on every change.
     */
    watchNetwork: fromCallback<MintTransactionEvent>(() => undefined),
    /** The one wallet request: approve and send (mock: the approval dialog). */
    sendTransaction: fromPromise<{ hash: string }, { tx: PreparedTransaction }>(unbound('sendTransaction')),
    /** Polls for the receipt (1 s, up to 600 tries) and reads the minted tokens from it. */
    waitForReceipt: fromPromise<ReceiptResult, { hash: string; hotWallet: string }>(unbound('waitForReceipt')),
    /** characterPass: the backend's wait for minting (3 retries, 1 s). */
    waitForMintingOf: fromPromise<
      void,
      Pick<MintTransactionContext, 'saleId' | 'hash' | 'hotWallet' | 'twitter' | 'nonce'>
    >(unbound('waitForMintingOf')),
  },
  guards: {
    isResuming: ({ context }) => context.pendingHash !== null,
    confirmsMint: ({ context }) => context.confirmsMint,
    isRepriced: (_, params: { result: ReceiptResult }) => params.result.kind === 'repriced',
    isReverted: (_, params: { result: ReceiptResult }) => params.result.kind === 'mined' && params.result.status !== 1,
    /** Bound at the edge: the user refused the wallet request (4001, the mock's Deny or close). */
    isUserRejection: (_, _params: { error: unknown }) => false,
    isOnExpectedChain: (_, params: { network: NetworkStatus }) => params.network === 'expected',
    isOnWrongChain: (_, params: { network: NetworkStatus }) => params.network === 'wrong',
    isLoggedOut: (_, params: { loggedIn: boolean }) => !params.loggedIn,
    /** Back on the wrong chain with a problem after the switch was asked: the wallet refused it. */
    isSwitchRefused: (_, params: { network: NetworkStatus; problem: boolean }) =>
      params.network === 'wrong' && params.problem,
    /** Bound at the edge: the sender cancelled or replaced the transaction (TransactionReplacedError). */
    isReplaced: (_, _params: { error: unknown }) => false,
    /** Bound at the edge: the wait failed for want of a connection, not because of the transaction. */
    isNetworkFault: (_, _params: { error: unknown }) => false,
    /** Configuration (spec section 8): a receipt error finishes the mint with a notice. */
    treatsReceiptErrorAsSuccess: () => false,
    /** Configuration (spec section 8): a failed wait for minting finishes the mint with a notice. */
    treatsWaitForMintAsSuccess: () => false,
    /** Spec section 9: the mint progress warns after 5 minutes (ten checks of 30 s). */
    isTakingLong: ({ context }) => context.progressChecks >= 10,
  },
  actions: {
    setTransaction: assign((_, params: { tx: PreparedTransaction }) => ({ tx: params.tx })),
    setHash: assign((_, params: { hash: string }) => ({ hash: params.hash })),
    setMinted: assign((_, params: { nfts: MintedNft[] }) => ({ nfts: params.nfts })),
    setNotice: assign((_, params: { notice: MintNotice }) => ({ notice: params.notice })),
    setFailure: assign((_, params: { reason: MintFailureReason }) => ({ failure: params.reason })),
    countProgressCheck: assign(({ context }) => ({ progressChecks: context.progressChecks + 1 })),
    /** Asks the user flow to switch the wallet to the expected chain (`network.switch`: the wallet's prompt). */
    askToSwitchNetwork: unboundAction,
    /** Keeps the sent transaction (session storage) so that a reload resumes the wait. */
    rememberPendingMint: unboundAction as (_: unknown, params: { hash: string }) => void,
    forgetPendingMint: unboundAction,
    /** Spec section 9: the mint progress log warns after 5 minutes. */
    logSlowMint: unboundAction,
    /**
     * Analytics (spec section 7): MintStart, MintSuccess, MintError (an actor's error, or the
     * wallet's kind of error when the chart itself saw it: a logout, a refused switch).
     */
    trackMint: unboundAction as (
      _: unknown,
      params:
        | { stage: 'start' }
        | { stage: 'success' }
        | { stage: 'error'; error: unknown }
        | { stage: 'walletError'; kind: WalletErrorKind },
    ) => void,
  },
}).createMachine({
  id: 'mintTransaction',
  context: ({ input }) => ({
    ...input,
    tx: null,
    hash: input.pendingHash,
    nfts: [],
    notice: null,
    failure: null,
    progressChecks: 0,
  }),
  initial: 'running',
  states: {
    running: {
      type: 'parallel',
      states: {
        work: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [
                {
                  guard: 'isResuming',
                  target: 'waitingForReceipt',
                  description: 'Reloaded after sending: only the wait resumes.',
                },
                { target: 'preparing', actions: { type: 'trackMint', params: { stage: 'start' } } },
              ],
            },
            preparing: {
              description: "The mint backend's signatureMint prepares the transaction.",
              invoke: {
                id: 'prepareMint',
                src: 'prepareMint',
                input: ({ context }) => ({
                  saleId: context.saleId,
                  hotWallet: context.hotWallet,
                  mintAndSig: context.mintAndSig,
                }),
                onDone: {
                  target: 'ensuringChain',
                  actions: { type: 'setTransaction', params: ({ event }) => ({ tx: event.output }) },
                },
                onError: {
                  target: '#mintTransaction.failed',
                  actions: [
                    { type: 'setFailure', params: { reason: 'failed' } },
                    { type: 'trackMint', params: ({ event }) => ({ stage: 'error', error: event.error }) },
                  ],
                },
              },
            },
            ensuringChain: {
              description:
                "Nothing is sent until the wallet is on the expected chain: the user flow's network is watched, and a wallet on another chain is asked once to switch.",
              invoke: {
                id: 'watchNetwork',
                src: 'watchNetwork',
                onError: {
                  target: '#mintTransaction.failed',
                  actions: [
                    { type: 'setFailure', params: { reason: 'failed' } },
                    { type: 'trackMint', params: ({ event }) => ({ stage: 'error', error: event.error }) },
                  ],
                },
              },
              on: {
                'mintTransaction.networkChanged': [
                  {
                    guard: { type: 'isOnExpectedChain', params: ({ event }) => ({ network: event.network }) },
                    target: 'sending',
                  },
                  {
                    guard: { type: 'isLoggedOut', params: ({ event }) => ({ loggedIn: event.loggedIn }) },
                    target: '#mintTransaction.failed',
                    description: 'Logged out meanwhile: the wallet is disconnected.',
                    actions: [
                      { type: 'setFailure', params: { reason: 'failed' } },
                      { type: 'trackMint', params: { stage: 'walletError', kind: 'disconnected' } },
                    ],
                  },
                ],
              },
              initial: 'checking',
              states: {
                checking: {
                  description: "The user flow's network is read: on another chain, the wallet is asked to switch.",
                  on: {
                    'mintTransaction.networkChanged': {
                      guard: { type: 'isOnWrongChain', params: ({ event }) => ({ network: event.network }) },
                      target: 'switching',
                    },
                  },
                },
                switching: {
                  description:
                    "The wallet was asked once to switch (its prompt): wait for the expected chain. A switch the user stops or that times out leaves the banner's switch to press again.",
                  entry: 'askToSwitchNetwork',
                  on: {
                    'mintTransaction.networkChanged': {
                      guard: {
                        type: 'isSwitchRefused',
                        params: ({ event }) => ({ network: event.network, problem: event.problem }),
                      },
                      target: '#mintTransaction.failed',
                      description: 'The wallet refused the switch: the user did not approve.',
                      actions: [
                        { type: 'setFailure', params: { reason: 'rejected' } },
                        {
                          type: 'trackMint',
                          params: { stage: 'walletError', kind: 'userRejected' },
                        },
                      ],
                    },
                  },
                },
              },
            },
            sending: {
              description: 'The one wallet request: the user approves and the wallet sends.',
              invoke: {
                id: 'sendTransaction',
                src: 'sendTransaction',
                input: ({ context }) => ({ tx: context.tx! }),
                onDone: {
                  target: 'waitingForReceipt',
                  actions: [
                    { type: 'setHash', params: ({ event }) => ({ hash: event.output.hash }) },
                    { type: 'rememberPendingMint', params: ({ event }) => ({ hash: event.output.hash }) },
                  ],
                },
                onError: [
                  {
                    guard: { type: 'isUserRejection', params: ({ event }) => ({ error: event.error }) },
                    target: '#mintTransaction.failed',
                    actions: [
                      { type: 'setFailure', params: { reason: 'rejected' } },
                      { type: 'trackMint', params: ({ event }) => ({ stage: 'error', error: event.error }) },
                    ],
                  },
                  {
                    target: '#mintTransaction.failed',
                    actions: [
                      { type: 'setFailure', params: { reason: 'failed' } },
                      { type: 'trackMint', params: ({ event }) => ({ stage: 'error', error: event.error }) },
                    ],
                  },
                ],
              },
            },
            waitingForReceipt: {
              description: 'Sent: the receipt is polled every 1 s, up to 600 times.',
              invoke: {
                id: 'waitForReceipt',
                src: 'waitForReceipt',
                input: ({ context }) => ({ hash: context.hash!, hotWallet: context.hotWallet }),
                onDone: [
                  {
                    guard: { type: 'isRepriced', params: ({ event }) => ({ result: event.output }) },
                    target: 'waitingForReceipt',
                    reenter: true,
                    description: 'Sped up in the wallet: wait for the replacement.',
                    actions: [
                      {
                        type: 'setHash',
                        params: ({ event }) => ({ hash: event.output.kind === 'repriced' ? event.output.hash : '' }),
                      },
                      {
                        type: 'rememberPendingMint',
                        params: ({ event }) => ({ hash: event.output.kind === 'repriced' ? event.output.hash : '' }),
                      },
                    ],
                  },
                  {
                    guard: { type: 'isReverted', params: ({ event }) => ({ result: event.output }) },
                    target: 'receiptFailed',
                    description: 'Status 0: the receipt raises.',
                  },
                  {
                    target: 'confirming',
                    actions: {
                      type: 'setMinted',
                      params: ({ event }) => ({ nfts: event.output.kind === 'mined' ? event.output.nfts : [] }),
                    },
                  },
                ],
                onError: [
                  {
                    guard: { type: 'isReplaced', params: ({ event }) => ({ error: event.error }) },
                    target: '#mintTransaction.failed',
                    description: 'Cancelled in the wallet: nothing was minted.',
                    actions: [
                      { type: 'setFailure', params: { reason: 'cancelled' } },
                      { type: 'trackMint', params: ({ event }) => ({ stage: 'error', error: event.error }) },
                    ],
                  },
                  {
                    guard: { type: 'isNetworkFault', params: ({ event }) => ({ error: event.error }) },
                    target: 'pollPaused',
                  },
                  { target: 'receiptFailed' },
                ],
              },
            },
            pollPaused: {
              description: 'The connection dropped while waiting: the transaction is out, so wait again.',
              after: { receiptRetryDelay: { target: 'waitingForReceipt' } },
            },
            receiptFailed: {
              always: [
                {
                  guard: 'treatsReceiptErrorAsSuccess',
                  target: '#mintTransaction.minted',
                  actions: { type: 'setNotice', params: { notice: 'receiptUnverified' } },
                },
                {
                  target: '#mintTransaction.failed',
                  actions: [
                    { type: 'setFailure', params: { reason: 'failed' } },
                    { type: 'trackMint', params: { stage: 'error', error: 'the receipt failed' } },
                  ],
                },
              ],
            },
            confirming: {
              initial: 'deciding',
              states: {
                deciding: {
                  always: [{ guard: 'confirmsMint', target: 'notifying' }, { target: '#mintTransaction.minted' }],
                },
                notifying: {
                  description: 'characterPass: the backend is told the mint is being waited on.',
                  invoke: {
                    id: 'waitForMintingOf',
                    src: 'waitForMintingOf',
                    input: ({ context }) => ({
                      saleId: context.saleId,
                      hash: context.hash,
                      hotWallet: context.hotWallet,
                      twitter: context.twitter,
                      nonce: context.nonce,
                    }),
                    onDone: { target: '#mintTransaction.minted' },
                    onError: [
                      {
                        guard: 'treatsWaitForMintAsSuccess',
                        target: '#mintTransaction.minted',
                        actions: { type: 'setNotice', params: { notice: 'waitForMintUnconfirmed' } },
                      },
                      {
                        target: '#mintTransaction.failed',
                        actions: [
                          { type: 'setFailure', params: { reason: 'failed' } },
                          { type: 'trackMint', params: ({ event }) => ({ stage: 'error', error: event.error }) },
                        ],
                      },
                    ],
                  },
                },
              },
            },
          },
        },
        progress: {
          initial: 'onTime',
          states: {
            onTime: {
              always: { guard: 'isTakingLong', target: 'slow' },
              after: { progressCheckInterval: { target: 'onTime', reenter: true, actions: 'countProgressCheck' } },
            },
            slow: {
              description: 'Five minutes and counting: the page asks the user to keep it open.',
              entry: 'logSlowMint',
            },
          },
        },
      },
    },
    minted: {
      type: 'final',
      entry: ['forgetPendingMint', { type: 'trackMint', params: { stage: 'success' } }],
    },
    failed: { type: 'final', entry: 'forgetPendingMint' },
  },
  output: ({ context }) =>
    context.failure
      ? { outcome: 'failed', reason: context.failure }
      : { outcome: 'minted', hash: context.hash, nfts: context.nfts, notice: context.notice },
});
