import type { AppConfig } from './config.types';

/**
 * The Content-Security-Policy the served app declares (issue: frames and headers): scripts only
 * from our origin and the widgets the configuration loads, frames only from the configured hosted
 * apps and Vimeo's player, requests only to the configured services, no plugins, no <base> and,
 * where a header can say it, no framing of the app by anyone (by our own pages only where the
 * framed apps are ours: the mock apps).
 */

/** Sale media may be a Vimeo video (spec section 3, saleMedia.vimeoUrl), played in Vimeo's frame. */
export const VIMEO_PLAYER_ORIGIN = 'https://player.vimeo.com';

/** hCaptcha draws its challenge in frames of its own and talks to its API (its documented CSP). */
const HCAPTCHA_ORIGINS = ['https://hcaptcha.com', 'https://*.hcaptcha.com'];

/** The origin of an http(s) address; paths of ours (and anything else) are covered by 'self'. */
export function originOf(address: string): string | null {
  if (!/^https?:\/\//i.test(address)) return null;
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

const unique = (values: readonly (string | null)[]) => [...new Set(values.filter((value): value is string => !!value))];

export interface PolicyOptions {
  /** A header can carry frame-ancestors; a <meta> element cannot (browsers ignore it there). */
  header: boolean;
}

export function contentSecurityPolicy(config: AppConfig, { header }: PolicyOptions): string {
  const { links, services, identityProof, captcha } = config;
  const usesCaptcha = config.env !== 'mock';
  const usesTokenproof = identityProof.provider === 'tokenproof';
  const widgets = [
    ...(usesTokenproof ? [originOf(identityProof.widgetScriptUrl)] : []),
    ...(usesCaptcha ? [originOf(captcha.scriptUrl), ...HCAPTCHA_ORIGINS] : []),
  ];
  const framedApps = [
    links.creatorApp,
    links.viewerApp,
    links.mapsApp,
    links.whitepaper,
    links.contactFormProjectOwner,
    links.contactFormCollector,
  ];
  const frames = [...framedApps, ...config.creatorAppOrigins, VIMEO_PLAYER_ORIGIN].map(originOf);
  // The stand-in apps of mock mode (public/mock-apps) are pages of ours that the app frames.
  const framesOwnPages = framedApps.some((link) => originOf(link) === null);
  const services_ = [
    services.backend,
    services.pipeline,
    services.auth,
    services.mintBackend,
    services.metadata,
    services.compliance,
    services.emailSub,
    config.saleDataUrl,
  ].map(originOf);

  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...unique(widgets)]],
    // Emotion writes the views' styles into <style> elements at run time.
    ['style-src', ["'self'", "'unsafe-inline'", ...unique(usesCaptcha ? HCAPTCHA_ORIGINS : [])]],
    // NFT images and story media come from wherever their collections keep them.
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['media-src', ["'self'", 'https:']],
    ['connect-src', ["'self'", ...unique([...services_, ...widgets])]],
    ['frame-src', ["'self'", ...unique([...frames, ...widgets])]],
    ['font-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    // Nobody may frame the app; only our own pages may frame the mock apps.
    ...(header ? ([['frame-ancestors', [framesOwnPages ? "'self'" : "'none'"]]] as [string, string[]][]) : []),
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
