// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { permissionsPolicy } from '../../../scripts/hosting/permissionsPolicy';
import { readConfig } from '../../../src/config/readConfig';
import { PRODUCTION_SERVICES } from '../../support/productionEnv';

const features = (policy: string) =>
  new Map(policy.split(', ').map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]));

describe('permissionsPolicy', () => {
  const config = readConfig({
    VITE_ENV: 'production',
    ...PRODUCTION_SERVICES,
    VITE_CREATOR_APP_URL: 'https://creator.example.org/app/',
    VITE_CREATOR_APP_ORIGINS: 'https://creator.example.org,https://beta.creator.example.org',
  });
  const policy = features(permissionsPolicy(config));

  it('delegates to each frame only what its allow list asks, at the origins it loads from', () => {
    expect(policy.get('clipboard-write')).toBe(
      '(self "https://creator.example.org" "https://beta.creator.example.org")',
    );
    expect(policy.get('autoplay')).toContain('"https://creator.example.org"');
    expect(policy.get('autoplay')).toContain('"https://player.vimeo.com"');
    // The maps app may go full screen, but not play sound on its own or write to the clipboard.
    const maps = `"${new URL(config.links.mapsApp).origin}"`;
    expect(policy.get('fullscreen')).toContain(maps);
    expect(policy.get('autoplay')).not.toContain(maps);
    expect(policy.get('clipboard-write')).not.toContain(maps);
  });

  it('refuses the features the app never uses, and names no feature Chromium does not know', () => {
    // Web Share keeps its default allowlist, self (the page's native share); Chromium warns on both names.
    expect([policy.get('web-share'), policy.get('bluetooth')]).toEqual([undefined, undefined]);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy.get(feature), feature).toBe('()');
    }
  });
});
