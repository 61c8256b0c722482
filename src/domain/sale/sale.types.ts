/** The sale entity (spec section 3): the union of all fields seen across sale types. */

/**
 * Spec section 3: "saleType (characterPass, collection, others)". The two known types are kept as
 * literals so code can narrow on them; any other non-empty string is a valid type too (the
 * `string & {}` keeps the literals from collapsing into plain string in editors).
 */
export type SaleType = 'characterPass' | 'collection' | (string & {});

/** A phase window. No end date means the phase is open-ended. */
export interface SalePhaseWindow {
  startDate: Date;
  endDate?: Date;
  /** What the countdown counts down to while the phase is upcoming. */
  countdownTarget: Date;
}

export interface FollowSocial {
  type: 'twitter';
  userId: string;
  required: boolean;
}

export interface CrossLink {
  name: string;
  url: string;
}

export interface SaleMedia {
  aspectRatio: number;
  directVideoUrl?: string;
  vimeoUrl?: string;
  imageUrl?: string;
  sharePreviewVimeoUrl?: string;
  twitterCopy?: { text: string };
}

export interface Sale {
  saleId: string;
  saleType: SaleType;
  saleName: string;
  saleDescription: string;
  saleHeaderTitle: string;
  saleHeaderSubTitle: string;
  tokenType: string;
  tokenNameSingular: string;
  tokenNamePlural: string;
  tokenShortNameSingular: string;
  tokenContractAddress?: string;
  tokenproofPolicyId?: string;
  mbaasAddressLabel?: string;
  marketingCampaign?: string;
  contractLink?: string;
  featured: boolean;
  saleWeight: number;
  whitelistSpots?: number;
  whitelistSupply?: number;
  publicSupply?: number;
  whitelist?: {
    signUp?: SalePhaseWindow;
    mint?: SalePhaseWindow;
  };
  publicMint?: SalePhaseWindow;
  followSocials: FollowSocial[];
  crossLinks: CrossLink[];
  saleMedia: SaleMedia;
}
