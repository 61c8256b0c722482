/** The mock accounts (spec section 3): a service account, Account A and Account B. */
export interface MockAccount {
  address: string;
  name: string;
  service: boolean;
}

export const MOCK_ACCOUNTS: readonly MockAccount[] = [
  { address: '0x5e701ce000000000000000000000000000000001', name: 'Service', service: true },
  { address: '0xa11ce0000000000000000000000000000000000a', name: 'Account A', service: false },
  { address: '0xb0b0000000000000000000000000000000000b0b', name: 'Account B', service: false },
];

/** A wallet the mock compliance screening blocks, to show 'This wallet is blocked.'. */
export const MOCK_BLOCKED_WALLET = '0x000000000000000000000000000000000000dead';

/** The ape collection whose tokens the mock identity-proof account holds. */
export const MOCK_HOLDINGS_CONTRACT = '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d';

/** The social-network account of every mock social login, and of the mock sale facade's social calls. */
export const MOCK_SOCIAL_USER = Object.freeze({ twitterUserId: '1000001', twitterUserName: 'storyverse_fan' });
