/** The product's configuration (spec section 9), read once at start-up from `import.meta.env`. */

export type Environment = 'production' | 'mock';
/** 'local': a development node such as Anvil (chain id 31337), as the real-chain tests run. */
export type ChainNetwork = 'mainnet' | 'sepolia' | 'local';
export type UserServiceKind = 'browserWallet' | 'mock';
/** The identity-proof provider's login: the mock dialog, or the provider's own widget. */
export type IdentityProofProviderKind = 'mock' | 'tokenproof';

/** The identity-proof provider's widget (spec section 7: provider login with a policy id). */
export interface IdentityProofConfig {
  provider: IdentityProofProviderKind;
  /** The widget's script, loaded only when a login starts. */
  widgetScriptUrl: string;
  /** The app id the widget is opened with; empty in mock mode. */
  appId: string;
}
/** The giveaway's captcha widget (hCaptcha's explicit-render API); the mock environment bypasses it. */
export interface CaptchaConfig {
  /** The widget's script, loaded only when the giveaway shows the captcha. */
  scriptUrl: string;
  /** The site key the widget is rendered with; empty in the mock environment. */
  siteKey: string;
}
export type AdminServiceKind = 'mock';
export type SaleApiKind = 'mock' | 'http';

export interface ServiceUrls {
  /** Main backend: whitelist, mint signing, identity-proof accounts, tweetStory. */
  backend: string;
  /** Pipeline service: pre-share viewer links and marketing campaigns. */
  pipeline: string;
  /** Social auth service (v1 and v2 endpoints). */
  auth: string;
  /** Mint backend-as-a-service (mbaas): signatureMint, with a bearer key and credentials. */
  mintBackend: string;
  mintBackendKey: string;
  /** NFT metadata. */
  metadata: string;
  /** Compliance screening of wallet addresses. */
  compliance: string;
  /** Newsletter e-mail subscription. */
  emailSub: string;
}

export interface ExternalLinks {
  creatorApp: string;
  viewerApp: string;
  mapsApp: string;
  whitepaper: string;
  contactFormProjectOwner: string;
  contactFormCollector: string;
  captionContest: string;
  marketplace: string;
  /** Where a Founders Pass is bought (the giveaway's success page links it). */
  foundersPass: string;
  explorer: string;
  chat: string;
  social: string;
  /** Where a holder without an identity-proof account enrolls (the need-account modal's link). */
  tokenproofEnroll: string;
}

export interface AiViewLinks {
  /** Where /create/ai goes, and /create/{community}/ai for a community with no link of its own. */
  master: string;
  /** Community shortcut (lowercase) to its AI view link. */
  communities: Readonly<Record<string, string>>;
}

export interface FeatureFlags {
  allowForcePage: boolean;
  showEmailSignUpForWhitelist: boolean;
  treatReceiptErrorAsSuccess: boolean;
  treatWaitForMintAsSuccess: boolean;
  showMintSuccessError: boolean;
}

export interface AppConfig {
  env: Environment;
  /** The product name; document titles read '{title} - {siteTitle}'. */
  siteTitle: string;
  /**
   * The site's public address (VITE_SITE_URL, an http(s) origin, no trailing slash): prerendered
   * pages name their canonical address and share-card images under it.
   */
  siteUrl: string;
  chainNetwork: ChainNetwork;
  userService: UserServiceKind;
  /**
   * The wallet that gets Admin and Service (spec section 6), lowercase: VITE_SERVICE_ADDRESS for the
   * browser wallet, the first mock account for the mock one; null: nobody.
   */
  serviceAddress: string | null;
  adminService: AdminServiceKind;
  saleApi: SaleApiKind;
  identityProof: IdentityProofConfig;
  captcha: CaptchaConfig;
  flags: FeatureFlags;
  services: ServiceUrls;
  links: ExternalLinks;
  /** Origins the `appUrl` query parameter may point the creator frame at. */
  creatorAppOrigins: readonly string[];
  /** Query parameters of /create passed on to the creator frame (VITE_CREATOR_PASS_THROUGH). */
  creatorPassThrough: readonly string[];
  aiViewLinks: AiViewLinks;
  appRelease: string;
  /** The sale data set the HTTP services read (a JSON file; on our origin by default). */
  saleDataUrl: string;
  /** Multiplies every mock service delay; tests set 0 to run mock flows without waiting. */
  mockDelayScale: number;
}
