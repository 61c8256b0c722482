import { fromCallback, fromPromise } from 'xstate';
import { userMachine, type UserEvent } from '../../../machines/user';
import { safeRedirectPath } from '../../domain/safeRedirect';
import type { AnalyticsService } from '../../services/analytics/analytics.types';
import { failureOf } from '../../services/analytics/failure';
import type { WalletAdapter } from '../../wallet/wallet.types';

/** What the user flow runs on. */
export interface UserFlowEdge {
  /** The wallet layer, loaded on first use (its code stays out of the landing bundle). */
  wallet: () => Promise<WalletAdapter>;
  /** Compliance screening (spec section 6), from the loaded services. */
  screenWallet: (address: string, signal: AbortSignal) => Promise<boolean>;
  /** Goes to a path on this site (the router's navigate). */
  navigate: (path: string) => void;
  /** This site's origin: redirect targets must stay on it. */
  origin: string;
  analytics: AnalyticsService;
}

/**
 * A call on the wallet layer. Its adapters reject with WalletError (its `kind` and catalogue
 * message, which the chart keeps as the problem to show); a wallet layer that failed to load
 * rejects with the loader's error, which the chart shows as a plain failure.
 */
const asWalletCall = <T>(edge: UserFlowEdge, call: (wallet: WalletAdapter) => Promise<T>): Promise<T> =>
  edge.wallet().then(call);

/** Binds the user machine's placeholders to the wallet layer, the services and the router. */
export function bindUserFlow(edge: UserFlowEdge) {
  return userMachine.provide({
    actors: {
      watchWallet: fromCallback<UserEvent>(({ sendBack }) => {
        let stop: (() => void) | undefined;
        let stopped = false;
        edge.wallet().then(
          (wallet) => {
            if (!stopped) stop = wallet.watch(sendBack);
          },
          (error: unknown) => console.error('[user] the wallet layer failed to load', error),
        );
        return () => {
          stopped = true;
          stop?.();
        };
      }),
      restoreSession: fromPromise(({ signal }) => asWalletCall(edge, (wallet) => wallet.restore(signal))),
      connect: fromPromise(({ input, signal }) =>
        asWalletCall(edge, (wallet) => wallet.connect(input.optionId, signal)),
      ),
      switchChain: fromPromise(({ input, signal }) =>
        asWalletCall(edge, (wallet) => wallet.switchChain(input.chainId, signal)),
      ),
      screenWallet: fromPromise(({ input, signal }) => edge.screenWallet(input.address, signal)),
      loadHoldings: fromPromise(({ input, signal }) =>
        asWalletCall(edge, (wallet) => wallet.holdings(input.address, signal)),
      ),
      disconnect: fromPromise(() => asWalletCall(edge, (wallet) => wallet.disconnect())),
    },
    actions: {
      forgetSession: () => {
        edge.wallet().then(
          (wallet) => wallet.disconnect(),
          (error: unknown) => console.error('[user] the wallet layer failed to load', error),
        );
      },
      navigateBack: (_, params) => {
        edge.navigate(safeRedirectPath(params.to, edge.origin) ?? '/');
      },
      trackConnectStart: () => {
        edge.analytics.track({ name: 'WalletConnectStart', usage: 'unknown' });
      },
      trackConnectError: (_, params) => {
        const failure = failureOf(params.error);
        // A wallet layer that failed to load has no kind of its own: a plain failure.
        edge.analytics.track({
          name: 'WalletConnectError',
          usage: 'unknown',
          ...failure,
          code: failure.code ?? 'failed',
        });
      },
    },
  });
}

export type UserFlowLogic = ReturnType<typeof bindUserFlow>;
