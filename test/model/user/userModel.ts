import { userMachine, type UserInput, type WalletHoldings, type WalletSession } from '../../../machines/user';
import { WalletError } from '../../../src/domain/errors';
import { actorDone, actorError, defineModel } from '../modelTypes';

/**
 * The user machine's model: pure plan data (no DOM), shared by the path printer and every
 * driver. Planned with the browser wallet on mainnet: the wallet announces itself, answers
 * (or rejects) the login, moves chains and switches accounts, as the driver's events say.
 */

export const MAINNET = 1;
export const POLYGON = 137;
export const ADDRESS_A = '0xa11ce0000000000000000000000000000000000a';
export const ADDRESS_B = '0xb0b0000000000000000000000000000000000b0b';

/** Where the planned login and logout pages send the user back to: pages that show the wallet button. */
export const LOGIN_RETURN = '/mint';
export const LOGOUT_RETURN = '/';

const WALLET = { id: 'wallet-a', name: 'Fox Wallet', icon: null };
const OTHER_WALLET = { id: 'wallet-b', name: 'Rabbit Wallet', icon: null };

const session = (chainId: number): WalletSession => ({ optionId: WALLET.id, address: ADDRESS_A, chainId, name: null });

const holdings: WalletHoldings = {
  nfts: { '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d': [{ id: '7', qty: 1 }] },
  storyNFTs: [],
  founder: false,
  storyNFTEditor: false,
};

const browserWallet: UserInput = { userService: 'browserWallet', expectedChainId: MAINNET, serviceAddress: null };

export const userModel = defineModel({
  name: 'user',
  machine: userMachine,
  inputs: [
    { name: 'browser wallet', description: 'open / with a browser wallet expected on mainnet', input: browserWallet },
  ],
  // Login needs an announced wallet and the picker needs several: how many tells states apart.
  contextKey: (context) => Math.min(context.options.length, 2),
  sampleEvents: [
    { type: 'wallet.optionsChanged', options: [WALLET] },
    { type: 'wallet.optionsChanged', options: [WALLET, OTHER_WALLET] },
    actorDone('restoreSession', session(POLYGON)),
    actorDone('restoreSession', null),
    actorError('restoreSession', new WalletError('failed')),
    actorDone('connect', session(MAINNET)),
    actorError('connect', new WalletError('userRejected', { rpcCode: 4001 })),
    actorDone('switchChain'),
    actorError('switchChain', new WalletError('unknownChain', { rpcCode: 4902 })),
    actorDone('screenWallet', true),
    actorDone('screenWallet', false),
    actorError('screenWallet', new Error('screening service down (planned)')),
    actorDone('loadHoldings', holdings),
    actorError('loadHoldings', new Error('holdings unavailable (planned)')),
    actorDone('disconnect'),
    actorError('disconnect', new Error('revoke refused (planned)')),
    { type: 'login.optionChosen', optionId: WALLET.id },
    { type: 'wallet.accountsChanged', accounts: [] },
    { type: 'wallet.accountsChanged', accounts: [ADDRESS_A.toUpperCase().replace('0X', '0x')] },
    { type: 'wallet.accountsChanged', accounts: [ADDRESS_B] },
    { type: 'wallet.chainChanged', chainId: POLYGON },
    { type: 'wallet.chainChanged', chainId: MAINNET },
    { type: 'loginPage.opened', returnTo: LOGIN_RETURN },
    { type: 'logoutPage.opened', returnTo: LOGOUT_RETURN },
  ],
  canHappen: (snapshot, event) => {
    switch (event.type) {
      // Raised by the chart itself, never sent from outside.
      case 'session.started':
      case 'session.ended':
        return false;
      // The login and logout pages are opened (and left) by navigating; the redirect region is
      // idle exactly while neither page is open.
      case 'loginPage.opened':
      case 'logoutPage.opened':
        return snapshot.matches({ redirect: 'idle' });
      // The banner shows one notice at a time: a wrong network first, then the screening.
      case 'screening.retry':
        return snapshot.matches({ session: { loggedIn: { network: 'expected' } } });
      case 'holdings.retry':
        return (
          snapshot.matches({ session: { loggedIn: { network: 'expected' } } }) &&
          !snapshot.matches({ session: { loggedIn: { screening: 'blocked' } } }) &&
          !snapshot.matches({ session: { loggedIn: { screening: 'failed' } } })
        );
      // The wallet button (and its menu) shows on pages with the wallet button, not on /login or /logout.
      case 'user.logout':
      case 'user.switchAccount':
        return snapshot.matches({ redirect: 'idle' });
      // Leaving a page that is open.
      case 'loginPage.left':
        return snapshot.matches({ redirect: 'afterLogin' });
      case 'logoutPage.left':
        return snapshot.matches({ redirect: 'afterLogout' });
      default:
        // The silent reconnect gives up after 10 s only if the wallet has not answered by then.
        return true;
    }
  },
  stateDescriptions: {
    'session.restoring': "the 'Connect Wallet' button is disabled while the remembered wallet is asked",
    'session.loggedOut.idle': "a 'Connect Wallet' button (a link to /login when no wallet is announced)",
    'session.loggedOut.failed': "an alert with the wallet's message and 'Try again'",
    'session.loggingIn.choosing': "the 'Choose a wallet' dialog lists the announced wallets",
    'session.loggingIn.connecting': "'Waiting for your wallet…' with 'Cancel'",
    'session.loggedIn': "the wallet button greets 'Hi, 0xa1…000a'",
    'session.loggedIn.network.expected': 'no network notice',
    'session.loggedIn.network.wrong': "an alert names the connected chain, with 'Switch network'",
    'session.loggedIn.network.switching': "'Switching to Ethereum Mainnet… Confirm in your wallet.' with 'Cancel'",
    'session.loggedIn.screening.checking': 'no screening notice yet',
    'session.loggedIn.screening.safe': 'no screening notice',
    'session.loggedIn.screening.blocked': "'This wallet is blocked.' (once the network is right)",
    'session.loggedIn.screening.failed': "the screening failure with 'Try again' (once the network is right)",
    'session.loggedIn.holdings.loading': 'no holdings notice',
    'session.loggedIn.holdings.loaded': 'no holdings notice',
    'session.loggedIn.holdings.failed': "the holdings failure with 'Try again' (when nothing more urgent shows)",
    'session.loggingOut': 'no greeting any more',
    'redirect.idle': 'neither the login nor the logout page',
    'redirect.afterLogin': "the login page: 'This page requires you to be logged in...'",
    'redirect.afterLogout': "the logout page: 'Logging out...'",
  },
  eventDescriptions: {
    'wallet.optionsChanged': 'the browser announces its wallets',
    'wallet.accountsChanged': 'the wallet reports its accounts',
    'wallet.chainChanged': 'the wallet moves to another chain',
    'wallet.disconnected': 'the wallet disconnects',
    'user.login': "the user presses 'Connect Wallet' (or 'Try again')",
    'user.logout': "the user opens the wallet menu and presses 'Log out'",
    'user.switchAccount': "the user opens the wallet menu and presses 'Switch account'",
    'login.optionChosen': 'the user picks a wallet in the dialog',
    'login.cancelled': "the user closes the dialog or presses 'Cancel'",
    'network.switch': "the user presses 'Switch network'",
    'network.cancel': "the user presses 'Cancel' while the wallet is asked to switch",
    'screening.retry': "the user presses 'Try again' on the screening failure",
    'holdings.retry': "the user presses 'Try again' on the holdings failure",
    'loginPage.opened': `the user opens /login?r=${LOGIN_RETURN}`,
    'loginPage.left': 'the user leaves the login page',
    'logoutPage.opened': `the user opens /logout?r=${LOGOUT_RETURN}`,
    'logoutPage.left': 'the user leaves the logout page before it is done',
  },
});
