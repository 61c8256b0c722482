import {
  selectChainId,
  selectConnecting,
  selectExpectedChainId,
  selectHoldingsStatus,
  selectLoginFailed,
  selectNetworkStatus,
  selectProblem,
  selectScreeningStatus,
  type UserSnapshot,
} from '../../../machines/user';
import { MESSAGES } from '../../domain/errors/messages';

/** What the wallet banner shows. */
export type WalletNotice =
  | { kind: 'connecting' }
  | { kind: 'loginFailed'; message: string }
  | { kind: 'wrongNetwork'; connected: number; expected: number; problem: string | null }
  | { kind: 'switchingNetwork'; expected: number }
  | { kind: 'blocked' }
  | { kind: 'screeningFailed' }
  | { kind: 'holdingsFailed' };

/** The one thing about the wallet the user must know now, or null. Pure: a snapshot in, a notice out. */
export function walletNotice(snapshot: UserSnapshot): WalletNotice | null {
  if (selectConnecting(snapshot)) return { kind: 'connecting' };
  if (selectLoginFailed(snapshot))
    return { kind: 'loginFailed', message: selectProblem(snapshot)?.message || MESSAGES.walletFailed };
  const network = selectNetworkStatus(snapshot);
  const expected = selectExpectedChainId(snapshot);
  if (network === 'switching') return { kind: 'switchingNetwork', expected };
  if (network === 'wrong') {
    const connected = selectChainId(snapshot) ?? expected;
    return { kind: 'wrongNetwork', connected, expected, problem: selectProblem(snapshot)?.message ?? null };
  }
  const screening = selectScreeningStatus(snapshot);
  if (screening === 'blocked') return { kind: 'blocked' };
  if (screening === 'failed') return { kind: 'screeningFailed' };
  if (selectHoldingsStatus(snapshot) === 'failed') return { kind: 'holdingsFailed' };
  return null;
}

/** Notices are compared by value so that an unrelated snapshot does not re-render the banner. */
export const sameNotice = (a: WalletNotice | null, b: WalletNotice | null) => JSON.stringify(a) === JSON.stringify(b);
