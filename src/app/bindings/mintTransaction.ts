import { fromPromise, type AnyActorRef } from 'xstate';
import { mintTransactionMachine, type MintTransactionEvent } from '../../../machines/mintTransaction';
import { selectLoggedIn, selectNetworkStatus, selectProblem, type UserSnapshot } from '../../../machines/user';
import {
  MESSAGES,
  NetworkError,
  TransactionClosedError,
  TransactionDeniedError,
  TransactionReplacedError,
  WalletError,
} from '../../domain/errors';
import type { AnalyticsService } from '../../services/analytics/analytics.types';
import { failureOf } from '../../services/analytics/failure';
import { mintedNftsFromReceipt } from '../../services/sale/receiptNfts';
import type { Services } from '../../services/services.types';
import type { KeyValueStorage } from '../safeStorage';
import { forgetPendingMint, rememberPendingMint } from '../../services/sale/pendingMint';
import { watchSystemActor } from './watchSystemActor';

/** What the on-chain mint runs on. */
export interface MintTransactionEdge {
  services: () => Promise<Services>;
  analytics: AnalyticsService;
  /** Session storage: the sent transaction, for a reload during Minting. */
  sessionStorage: KeyValueStorage;
  /** Spec section 8's configuration flags. */
  flags: { treatReceiptErrorAsSuccess: boolean; treatWaitForMintAsSuccess: boolean };
  /** Whether the browser is online (navigator.onLine): a failed poll while offline is a network fault. */
  online: () => boolean;
}

const isUserRejection = (error: unknown) =>
  error instanceof TransactionDeniedError ||
  error instanceof TransactionClosedError ||
  (error instanceof WalletError && error.kind === 'userRejected');

/**
 * Binds the on-chain mint (machines/minting) to the sale service's steps, the chain (the browser
 * wallet, or the mock chain behind the approval dialog), the user flow's network (reported to the
 * chart, which decides; a switch is asked of the user flow), session storage and the configuration.
 */
export function bindMintTransaction(edge: MintTransactionEdge) {
  return mintTransactionMachine.provide({
    actors: {
      prepareMint: fromPromise(async ({ input, signal }) => {
        if (!input.mintAndSig) throw new Error(MESSAGES.missingMintData);
        return (await edge.services()).sale.prepareMint(
          { saleId: input.saleId, payload: { ...input.mintAndSig, hotWallet: input.hotWallet } },
          signal,
        );
      }),
      watchNetwork: watchSystemActor('user', (snapshot: UserSnapshot): MintTransactionEvent[] => [
        {
          type: 'mintTransaction.networkChanged',
          network: selectNetworkStatus(snapshot),
          loggedIn: selectLoggedIn(snapshot),
          problem: Boolean(selectProblem(snapshot)),
        },
      ]),
      sendTransaction: fromPromise(async ({ input }) => (await edge.services()).chain.sendTransaction(input.tx)),
      waitForReceipt: fromPromise(async ({ input, signal }) => {
        const outcome = await (await edge.services()).chain.waitForReceipt(input.hash, signal);
        if (outcome.kind === 'repriced') return outcome;
        const { receipt } = outcome;
        return {
          kind: 'mined' as const,
          status: receipt.status,
          nfts: mintedNftsFromReceipt(receipt, input.hotWallet),
        };
      }),
      waitForMintingOf: fromPromise(async ({ input, signal }) =>
        (await edge.services()).sale.waitForMintingOf(
          {
            saleId: input.saleId,
            minted: {
              txHash: input.hash ?? '',
              hotWallet: input.hotWallet,
              ...(input.twitter ? { twitter: input.twitter } : {}),
              ...(input.nonce ? { nonce: input.nonce } : {}),
            },
          },
          signal,
        ),
      ),
    },
    guards: {
      isUserRejection: (_, params) => isUserRejection(params.error),
      isReplaced: (_, params) => params.error instanceof TransactionReplacedError,
      isNetworkFault: (_, params) => params.error instanceof NetworkError || !edge.online(),
      treatsReceiptErrorAsSuccess: () => edge.flags.treatReceiptErrorAsSuccess,
      treatsWaitForMintAsSuccess: () => edge.flags.treatWaitForMintAsSuccess,
    },
    actions: {
      askToSwitchNetwork: ({ system }) =>
        (system.get('user') as AnyActorRef | undefined)?.send({ type: 'network.switch' }),
      rememberPendingMint: ({ context }, params) =>
        rememberPendingMint(edge.sessionStorage, context.saleId, {
          hash: params.hash,
          hotWallet: context.hotWallet,
          twitter: context.twitter,
          nonce: context.nonce,
        }),
      forgetPendingMint: () => forgetPendingMint(edge.sessionStorage),
      logSlowMint: ({ context }) =>
        console.warn(`[mint] the mint of ${context.saleId} (${context.hash ?? 'not sent'}) takes over 5 minutes`),
      trackMint: ({ context }, params) => {
        const { saleId } = context;
        if (params.stage === 'start') edge.analytics.track({ name: 'MintStart', saleId });
        else if (params.stage === 'success') {
          edge.analytics.track({ name: 'MintSuccess', saleId, count: context.nfts.length });
        } else {
          const error = params.stage === 'walletError' ? new WalletError(params.kind) : params.error;
          edge.analytics.track({ name: 'MintError', saleId, ...failureOf(error) });
        }
      },
    },
  });
}
export type MintTransactionLogic = ReturnType<typeof bindMintTransaction>;
