import type { SnapshotFrom } from 'xstate';
import { PERMISSIONS } from '../../src/domain/permissions';
import type { userMachine } from './user.machine';
import type { LoginState } from './user.types';

/** Pure mappings from the user snapshot to what views and other machines read. */
export type UserSnapshot = SnapshotFrom<typeof userMachine>;

/** Spec section 4: the login state of the session region. */
export function selectLoginState(snapshot: UserSnapshot): LoginState {
  if (snapshot.matches({ session: 'restoring' })) return 'idle';
  if (snapshot.matches({ session: 'loggingIn' })) return 'loggingIn';
  if (snapshot.matches({ session: 'loggedIn' })) return 'loggedIn';
  if (snapshot.matches({ session: 'loggingOut' })) return 'loggingOut';
  return 'loggedOut';
}

export const selectLoggedIn = (snapshot: UserSnapshot) => snapshot.matches({ session: 'loggedIn' });
/** Still finding out whether anyone is logged in (the silent reconnect). */
export const selectRestoring = (snapshot: UserSnapshot) => snapshot.matches({ session: 'restoring' });
export const selectAddress = (snapshot: UserSnapshot) => snapshot.context.session?.address ?? null;
export const selectAccountName = (snapshot: UserSnapshot) => snapshot.context.session?.name ?? null;
export const selectChainId = (snapshot: UserSnapshot) => snapshot.context.session?.chainId ?? null;
export const selectExpectedChainId = (snapshot: UserSnapshot) => snapshot.context.expectedChainId;
export const selectPermissions = (snapshot: UserSnapshot) => snapshot.context.permissions;
export const selectCaSafe = (snapshot: UserSnapshot) => snapshot.context.caSafe;
export const selectHoldings = (snapshot: UserSnapshot) => snapshot.context.holdings;
export const selectUsesMockWallet = (snapshot: UserSnapshot) => snapshot.context.userService === 'mock';
export const selectOptions = (snapshot: UserSnapshot) => snapshot.context.options;
export const selectHasWallet = (snapshot: UserSnapshot) => snapshot.context.options.length > 0;
export const selectProblem = (snapshot: UserSnapshot) => snapshot.context.problem;
export const selectLoginFailed = (snapshot: UserSnapshot) => snapshot.matches({ session: { loggedOut: 'failed' } });

/**
 * The wallet has something the user may need to be told (a prompt waiting, a failed login, or
 * a session with its network, screening and holdings). The notice banner loads only then.
 */
export const selectWalletEngaged = (snapshot: UserSnapshot) =>
  snapshot.matches({ session: 'loggingIn' }) ||
  snapshot.matches({ session: 'loggedIn' }) ||
  selectLoginFailed(snapshot);

/** The picker is open: the user chooses a mock account or one of several wallets. */
export const selectPickerOpen = (snapshot: UserSnapshot) => snapshot.matches({ session: { loggingIn: 'choosing' } });
/** A wallet prompt is open: the login button stays disabled until the wallet answers or the user stops. */
export const selectConnecting = (snapshot: UserSnapshot) => snapshot.matches({ session: { loggingIn: 'connecting' } });

/** A login cannot start now: the silent reconnect or a wallet prompt is still waiting. */
export const selectLoginBusy = (snapshot: UserSnapshot) => selectRestoring(snapshot) || selectConnecting(snapshot);

export type NetworkStatus = 'expected' | 'wrong' | 'switching' | null;
/** Null while logged out. */
export function selectNetworkStatus(snapshot: UserSnapshot): NetworkStatus {
  if (snapshot.matches({ session: { loggedIn: { network: 'expected' } } })) return 'expected';
  if (snapshot.matches({ session: { loggedIn: { network: 'switching' } } })) return 'switching';
  if (snapshot.matches({ session: { loggedIn: { network: 'wrong' } } })) return 'wrong';
  return null;
}

export type ScreeningStatus = 'checking' | 'safe' | 'blocked' | 'failed' | null;
export function selectScreeningStatus(snapshot: UserSnapshot): ScreeningStatus {
  for (const status of ['checking', 'safe', 'blocked', 'failed'] as const) {
    if (snapshot.matches({ session: { loggedIn: { screening: status } } })) return status;
  }
  return null;
}

export type HoldingsStatus = 'loading' | 'loaded' | 'failed' | null;
export function selectHoldingsStatus(snapshot: UserSnapshot): HoldingsStatus {
  for (const status of ['loading', 'loaded', 'failed'] as const) {
    if (snapshot.matches({ session: { loggedIn: { holdings: status } } })) return status;
  }
  return null;
}

/**
 * Ready to sign or send: logged in, on the expected chain and not blocked. For the flows that
 * sign or send (the mint page of issue 9) to wait on.
 */
export const selectReadyToTransact = (snapshot: UserSnapshot) =>
  selectNetworkStatus(snapshot) === 'expected' && snapshot.context.caSafe === true;

/**
 * The User state of spec section 3, for machines that read the user through the actor system.
 * Views select the narrow fields above instead (this builds a new object on every call).
 */
export function selectUser(snapshot: UserSnapshot) {
  const { context } = snapshot;
  const loggedIn = selectLoggedIn(snapshot);
  const holdings = context.holdings;
  return {
    caSafe: context.caSafe,
    chainId: context.session?.chainId ?? null,
    address: context.session?.address ?? null,
    name: context.session?.name ?? null,
    permissions: context.permissions,
    loggedIn,
    wallet: {
      storyNFTs: holdings?.storyNFTs ?? [],
      nfts: holdings?.nfts ?? {},
      flags: {
        loggedIn,
        founder: holdings?.founder ?? false,
        storyNFTEditor: holdings?.storyNFTEditor ?? false,
      },
    },
    loginState: selectLoginState(snapshot),
  };
}

export type Access = 'pending' | 'anonymous' | 'unauthorized' | 'granted';

/**
 * Spec section 6: a restricted page needs login (else /login?r={path}) and every listed
 * permission (else '401'). Pending while the silent reconnect has not answered.
 */
export function selectAccess(snapshot: UserSnapshot, required: readonly string[]): Access {
  if (selectRestoring(snapshot)) return 'pending';
  if (!selectLoggedIn(snapshot)) return 'anonymous';
  const granted = snapshot.context.permissions;
  return required.every((permission) => granted.some((held) => held === permission)) ? 'granted' : 'unauthorized';
}

/** The footer's Mock group and the admin links: the account holds Admin (spec section 6). */
export const selectIsAdmin = (snapshot: UserSnapshot) => selectAccess(snapshot, [PERMISSIONS.Admin]) === 'granted';

/** The service account (spec section 6: Service), which may set the plot sale's numbers. */
export const selectIsServiceAccount = (snapshot: UserSnapshot) =>
  snapshot.context.permissions.includes(PERMISSIONS.Service);
