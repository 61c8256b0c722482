import type { AppConfig } from '../../src/config';
import { originOf, VIMEO_PLAYER_ORIGIN } from '../../src/config/contentSecurityPolicy.ts';
import { FRAME_POLICIES } from '../../src/views/pages/frameSandbox.ts';

/**
 * The Permissions-Policy header: the frames get what their `allow` attribute asks
 * (src/views/pages/frameSandbox.ts), and only at the origins they load from. Everything else a
 * page could ask the browser for is refused.
 *
 * Only features that Chromium recognizes are named: it logs an error for every other one on
 * every page (issue 42). Two are left out for that reason, with nothing lost:
 * - `web-share`, which the share flow's native share uses: its default allowlist is `self`,
 *   exactly what `web-share=(self)` said;
 * - `bluetooth`: no browser in use puts Web Bluetooth under the policy, and the app never uses it.
 */

/** Powerful features the app never uses: refused to the page and to every frame. */
export const REFUSED = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
];

const features = (allow: string) =>
  allow
    .split(';')
    .map((feature) => feature.trim())
    .filter(Boolean);

export function permissionsPolicy(config: AppConfig): string {
  const { links } = config;
  // Each frame, the origins it loads from and what it is allowed.
  const frames: { origins: (string | null)[]; allow: string }[] = [
    { origins: [links.creatorApp, ...config.creatorAppOrigins].map(originOf), allow: FRAME_POLICIES.creator.allow },
    { origins: [originOf(links.viewerApp)], allow: FRAME_POLICIES.viewer.allow },
    { origins: [originOf(links.mapsApp)], allow: FRAME_POLICIES.maps.allow },
    { origins: [originOf(links.whitepaper)], allow: FRAME_POLICIES.whitepaper.allow },
    { origins: [VIMEO_PLAYER_ORIGIN], allow: FRAME_POLICIES.saleVideo.allow },
  ];
  const delegated = new Map<string, Set<string>>();
  for (const frame of frames) {
    for (const feature of features(frame.allow)) {
      const origins = delegated.get(feature) ?? new Set<string>();
      for (const origin of frame.origins) if (origin) origins.add(origin);
      delegated.set(feature, origins);
    }
  }
  const allowed = [...delegated.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([feature, origins]) => `${feature}=(self${[...origins].map((origin) => ` "${origin}"`).join('')})`);
  return [...allowed, ...REFUSED.map((feature) => `${feature}=()`)].join(', ');
}
