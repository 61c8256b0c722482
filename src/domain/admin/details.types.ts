/** The mock admin area's entities (spec section 3). Balances are in wei. */

/** The sale the service account administers. */
export interface AdminDetails {
  /** The sale's name. */
  sale: string;
  saleInitted: boolean;
  /** The sale's balance: what deposits add and withdrawals take. */
  balance: bigint;
  /** NFTs the sale still holds (the plots not minted yet). */
  nfts: number;
}

/** The logged-in account as the admin service knows it. */
export interface UserDetails {
  /** Whether the wallet is linked to the service; deposits and withdrawals need it. */
  linked: boolean;
  /** The wallet's balance: what deposits take and withdrawals add. */
  balance: bigint;
  /** NFTs the account holds (its plots). */
  nfts: number;
  packs: number;
  name: string;
}

/** Both sides of a deposit or withdrawal, as they stand after it. */
export interface FundsDetails {
  admin: AdminDetails;
  user: UserDetails;
}
