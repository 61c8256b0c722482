import { TEMPLATE_NAMES, TEMPLATES_WITHOUT_AI_VIEW } from '../domain/templates.ts';
import type { AppConfig, Environment, ExternalLinks, SaleApiKind, ServiceUrls } from './config.types';
import { MOCK_ACCOUNTS } from '../services/mock/mockAccounts.ts';
import { APP_RELEASE, PRODUCT_NAME } from './product.ts';

/** Raised when a configuration variable has a value the app cannot run with. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export type RawEnv = Readonly<Record<string, string | boolean | undefined>>;

/**
 * Default AI view links of the mock environment: one per template that has an AI view,
 * of the form /view/0x0/{storyId}/ai (the sample story of a template has the template's index).
 */
const DEFAULT_COMMUNITY_AI_LINKS: Record<string, string> = Object.fromEntries(
  TEMPLATE_NAMES.flatMap((name, index) =>
    TEMPLATES_WITHOUT_AI_VIEW.includes(name) ? [] : [[name, `/view/0x0/${index + 1}/ai`]],
  ),
);

/** The provider's published widget script. */
const DEFAULT_TOKENPROOF_WIDGET_URL = 'https://cdn.tokenproof.xyz/js/tokenproof-oa-widget-v1.0.js';

/** hCaptcha's published script, for explicit rendering into the giveaway's form. */
const DEFAULT_CAPTCHA_SCRIPT_URL = 'https://js.hcaptcha.com/1/api.js?render=explicit';

const DEFAULT_LINKS: ExternalLinks = {
  creatorApp: 'https://creator.storyverse.example/',
  viewerApp: 'https://viewer.storyverse.example/',
  mapsApp: 'https://maps.storyverse.example/',
  whitepaper: 'https://docs.storyverse.example/whitepaper',
  contactFormProjectOwner: 'https://forms.storyverse.example/project-owner',
  contactFormCollector: 'https://forms.storyverse.example/collector',
  captionContest: 'https://contest.storyverse.example/alpha',
  marketplace: 'https://marketplace.storyverse.example/collection/storyverse',
  foundersPass: 'https://marketplace.storyverse.example/collection/founders-pass',
  explorer: 'https://explorer.storyverse.example/address/storyverse',
  chat: 'https://chat.storyverse.example/invite',
  social: 'https://social.storyverse.example/storyverse',
  tokenproofEnroll: 'https://tokenproof.storyverse.example/enroll',
};

/**
 * The mock environment frames small stand-ins for the hosted apps, served from public/mock-apps/,
 * so that every page works offline from a fresh `npm start` (they speak the navbar bridge too).
 */
const MOCK_APP_LINKS: Partial<ExternalLinks> = {
  creatorApp: '/mock-apps/creator.html',
  viewerApp: '/mock-apps/viewer.html',
  mapsApp: '/mock-apps/maps.html',
  whitepaper: '/mock-apps/whitepaper.html',
  contactFormProjectOwner: '/mock-apps/contact-form.html?role=project-owner',
  contactFormCollector: '/mock-apps/contact-form.html?role=collector',
};

/** Where the mock and development builds say they live (a placeholder, as the other addresses). */
const DEFAULT_SITE_URL = 'https://storyverse.example';

/** Query parameters of /create passed on to the creator frame unless configured otherwise. */
const DEFAULT_CREATOR_PASS_THROUGH = ['lang'];

const SERVICE_VARIABLES: Record<keyof ServiceUrls, string> = {
  backend: 'VITE_BACKEND_URL',
  pipeline: 'VITE_PIPELINE_URL',
  auth: 'VITE_AUTH_SERVICE_URL',
  mintBackend: 'VITE_MINT_BACKEND_URL',
  mintBackendKey: 'VITE_MINT_BACKEND_KEY',
  metadata: 'VITE_METADATA_URL',
  compliance: 'VITE_COMPLIANCE_URL',
  emailSub: 'VITE_EMAIL_SUB_URL',
};

const LINK_VARIABLES: Record<keyof ExternalLinks, string> = {
  creatorApp: 'VITE_CREATOR_APP_URL',
  viewerApp: 'VITE_VIEWER_APP_URL',
  mapsApp: 'VITE_MAPS_APP_URL',
  whitepaper: 'VITE_WHITEPAPER_URL',
  contactFormProjectOwner: 'VITE_CONTACT_FORM_PROJECT_OWNER_URL',
  contactFormCollector: 'VITE_CONTACT_FORM_COLLECTOR_URL',
  captionContest: 'VITE_CAPTION_CONTEST_URL',
  marketplace: 'VITE_MARKETPLACE_URL',
  foundersPass: 'VITE_FOUNDERS_PASS_URL',
  explorer: 'VITE_EXPLORER_URL',
  chat: 'VITE_CHAT_URL',
  social: 'VITE_SOCIAL_URL',
  tokenproofEnroll: 'VITE_TOKENPROOF_ENROLL_URL',
};

/**
 * VITE_AI_VIEW_LINKS: a JSON object from lowercase community names to addresses, or null when
 * it is anything else. Checked by hand rather than with a schema: configuration is read at
 * start-up, and zod stays off the start-up path (it loads with the services).
 */
function parseCommunityLinks(text: string): Record<string, string> | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const entries = Object.entries(json);
  const valid = entries.every(
    ([community, link]) => /^[a-z0-9-]+$/.test(community) && typeof link === 'string' && isAddress(link),
  );
  return valid ? (Object.fromEntries(entries) as Record<string, string>) : null;
}

/** An absolute http(s) address, or a path on our own origin ('/x', never '//x'). */
function isAddress(value: string): boolean {
  if (/^\/(?![/\\])/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Reads and validates the configuration. Every problem names its variable; all of them
 * are reported at once so that a broken deployment is fixed in one pass.
 */
export function readConfig(env: RawEnv): AppConfig {
  const problems: string[] = [];

  const text = (name: string): string | undefined => {
    const value = env[name];
    if (value === undefined || value === '') return undefined;
    return String(value).trim();
  };

  function oneOf<T extends string>(name: string, values: readonly T[], fallback: T): T {
    const value = text(name);
    if (value === undefined) return fallback;
    if ((values as readonly string[]).includes(value)) return value as T;
    problems.push(`${name} must be one of ${values.join(', ')} (got "${value}")`);
    return fallback;
  }

  function flag(name: string, fallback: boolean): boolean {
    const value = text(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    problems.push(`${name} must be true or false (got "${value}")`);
    return fallback;
  }

  function address(name: string, fallback: string, required: boolean): string {
    const value = text(name);
    if (value === undefined) {
      if (required) problems.push(`${name} is required when VITE_SALE_API is http`);
      return fallback;
    }
    if (!isAddress(value)) {
      problems.push(`${name} must be an http(s) address or a path starting with "/" (got "${value}")`);
      return fallback;
    }
    return value.replace(/\/+$/, '') || '/';
  }

  const env_: Environment = oneOf('VITE_ENV', ['production', 'mock'], 'mock');
  const production = env_ === 'production';
  const saleApi = oneOf<SaleApiKind>('VITE_SALE_API', ['mock', 'http'], production ? 'http' : 'mock');
  // The HTTP services need their addresses; the mock services need none.
  const httpServices = saleApi === 'http';

  const services = Object.fromEntries(
    Object.entries(SERVICE_VARIABLES).map(([key, name]) => {
      if (key === 'mintBackendKey') {
        const value = text(name);
        if (value === undefined && httpServices) problems.push(`${name} is required when VITE_SALE_API is http`);
        return [key, value ?? ''];
      }
      return [key, address(name, '', httpServices)];
    }),
  ) as unknown as ServiceUrls;

  const defaultLinks: ExternalLinks = production ? DEFAULT_LINKS : { ...DEFAULT_LINKS, ...MOCK_APP_LINKS };
  const links = Object.fromEntries(
    Object.entries(LINK_VARIABLES).map(([key, name]) => [
      key,
      address(name, defaultLinks[key as keyof ExternalLinks], false),
    ]),
  ) as unknown as ExternalLinks;

  const passThroughText = text('VITE_CREATOR_PASS_THROUGH');
  let creatorPassThrough: readonly string[] = DEFAULT_CREATOR_PASS_THROUGH;
  if (passThroughText !== undefined) {
    const names = passThroughText.split(',').map((name) => name.trim());
    const bad = names.find((name) => !/^[A-Za-z0-9_-]+$/.test(name));
    if (bad === undefined) creatorPassThrough = names;
    else problems.push(`VITE_CREATOR_PASS_THROUGH must be a comma-separated list of parameter names (got "${bad}")`);
  }

  let communities: Record<string, string> = DEFAULT_COMMUNITY_AI_LINKS;
  const communitiesText = text('VITE_AI_VIEW_LINKS');
  if (communitiesText !== undefined) {
    const parsed = parseCommunityLinks(communitiesText);
    if (parsed) {
      communities = parsed;
    } else {
      problems.push('VITE_AI_VIEW_LINKS must be a JSON object from lowercase community names to addresses');
    }
  }

  // appUrl may only point the creator frame at these origins; by default the configured app's own.
  const defaultOrigins = /^https?:\/\//.test(links.creatorApp) ? [new URL(links.creatorApp).origin] : [];
  const originsText = text('VITE_CREATOR_APP_ORIGINS');
  let creatorAppOrigins: string[] = defaultOrigins;
  if (originsText !== undefined) {
    const origins = originsText.split(',').map((origin) => origin.trim());
    const bad = origins.find((origin) => !/^https?:\/\/[^/?#\s]+$/.test(origin));
    if (bad === undefined) creatorAppOrigins = origins;
    else problems.push(`VITE_CREATOR_APP_ORIGINS must be a comma-separated list of http(s) origins (got "${bad}")`);
  }

  const scaleText = text('VITE_MOCK_DELAY_SCALE');
  let mockDelayScale = 1;
  if (scaleText !== undefined) {
    const scale = Number(scaleText);
    if (Number.isFinite(scale) && scale >= 0) mockDelayScale = scale;
    else problems.push(`VITE_MOCK_DELAY_SCALE must be a number of at least 0 (got "${scaleText}")`);
  }

  // The identity-proof provider: its widget with the HTTP services (it needs an app id), else the mock dialog.
  const identityProofProvider = oneOf(
    'VITE_IDENTITY_PROOF_PROVIDER',
    ['mock', 'tokenproof'],
    saleApi === 'http' ? 'tokenproof' : 'mock',
  );
  const tokenproofAppId = text('VITE_TOKENPROOF_APP_ID');
  if (identityProofProvider === 'tokenproof' && tokenproofAppId === undefined) {
    problems.push('VITE_TOKENPROOF_APP_ID is required when VITE_IDENTITY_PROOF_PROVIDER is tokenproof');
  }

  // Spec section 5: outside the mock environment the giveaway's captcha must be solved: it needs its site key.
  const captchaSiteKey = text('VITE_CAPTCHA_SITE_KEY');
  if (production && captchaSiteKey === undefined) {
    problems.push('VITE_CAPTCHA_SITE_KEY is required when VITE_ENV is production');
  }

  // Canonical and share-card addresses must be this site's: a production build names it.
  const siteUrlText = text('VITE_SITE_URL');
  let siteUrl = DEFAULT_SITE_URL;
  if (siteUrlText === undefined) {
    if (production) problems.push('VITE_SITE_URL is required when VITE_ENV is production');
  } else if (/^https?:\/\/[^/?#\s]+\/?$/.test(siteUrlText)) {
    siteUrl = siteUrlText.replace(/\/$/, '');
  } else {
    problems.push(`VITE_SITE_URL must be an http(s) origin such as https://example.com (got "${siteUrlText}")`);
  }

  // Spec section 6: the service address gets Admin and Service (real wallets; the mock one is its first account).
  const serviceAddressText = text('VITE_SERVICE_ADDRESS');
  let serviceAddress: string | null = null;
  if (serviceAddressText !== undefined) {
    if (/^0x[0-9a-fA-F]{40}$/.test(serviceAddressText)) serviceAddress = serviceAddressText.toLowerCase();
    else problems.push(`VITE_SERVICE_ADDRESS must be a 0x-prefixed 40-digit hex address (got "${serviceAddressText}")`);
  }

  const userService = oneOf('VITE_USER_SERVICE', ['browserWallet', 'mock'], production ? 'browserWallet' : 'mock');
  const config: AppConfig = {
    env: env_,
    siteTitle: text('VITE_SITE_TITLE') ?? PRODUCT_NAME,
    siteUrl,
    chainNetwork: oneOf('VITE_CHAIN_NETWORK', ['mainnet', 'sepolia', 'local'], 'mainnet'),
    userService,
    // Decided here, so that the browser's bundle carries no mock account it does not use.
    serviceAddress: userService === 'mock' ? (MOCK_ACCOUNTS[0]?.address ?? null) : serviceAddress,
    adminService: oneOf('VITE_ADMIN_SERVICE', ['mock'], 'mock'),
    identityProof: {
      provider: identityProofProvider,
      widgetScriptUrl: address('VITE_TOKENPROOF_WIDGET_URL', DEFAULT_TOKENPROOF_WIDGET_URL, false),
      appId: tokenproofAppId ?? '',
    },
    captcha: {
      scriptUrl: address('VITE_CAPTCHA_SCRIPT_URL', DEFAULT_CAPTCHA_SCRIPT_URL, false),
      siteKey: captchaSiteKey ?? '',
    },
    saleApi,
    flags: {
      allowForcePage: flag('VITE_ALLOW_FORCE_PAGE', !production),
      showEmailSignUpForWhitelist: flag('VITE_SHOW_EMAIL_SIGN_UP_FOR_WHITELIST', false),
      treatReceiptErrorAsSuccess: flag('VITE_TREAT_RECEIPT_ERROR_AS_SUCCESS', true),
      treatWaitForMintAsSuccess: flag('VITE_TREAT_WAIT_FOR_MINT_AS_SUCCESS', true),
      showMintSuccessError: flag('VITE_SHOW_MINT_SUCCESS_ERROR', true),
    },
    services,
    links,
    creatorAppOrigins,
    creatorPassThrough,
    aiViewLinks: { master: address('VITE_AI_VIEW_LINK', '/view/0x0/1/ai', false), communities },
    saleDataUrl: address('VITE_SALE_DATA_URL', '/data/sales.json', false),
    appRelease: APP_RELEASE,
    mockDelayScale,
  };

  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
