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

/** The mock founders pass collection: holding one makes a wallet a founder (wallet flag `founder`). */
export const MOCK_FOUNDERS_PASS_CONTRACT = '0xf0f0000000000000000000000000000000000001';

/** Collections every mock account holds 1 to 4 tokens of (spec section 9: "Random holdings 1 to 4 tokens"). */
export const MOCK_HELD_COLLECTIONS: readonly string[] = [
  MOCK_HOLDINGS_CONTRACT,
  '0x60e4d786628fea6478f785a6d7e704777c86a7c6',
  MOCK_FOUNDERS_PASS_CONTRACT,
];

/** The social-network account of every mock social login, and of the mock sale facade's social calls. */
export const MOCK_SOCIAL_USER = Object.freeze({ twitterUserId: '1000001', twitterUserName: 'storyverse_fan' });
