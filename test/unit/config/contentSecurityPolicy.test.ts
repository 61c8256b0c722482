import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../src/config/contentSecurityPolicy';
import { readConfig } from '../../../src/config/readConfig';
import { PRODUCTION_SERVICES } from '../../support/productionEnv';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name!, values];
    }),
  );

const PRODUCTION = {
  VITE_ENV: 'production',
  ...PRODUCTION_SERVICES,
  VITE_CREATOR_APP_URL: 'https://creator.example.org/app/',
  VITE_CREATOR_APP_ORIGINS: 'https://creator.example.org,https://beta.creator.example.org',
};

describe('contentSecurityPolicy', () => {
  it("in mock mode allows our own origin only: scripts, frames (the mock apps, and Vimeo's player) and requests", () => {
    const policy = directives(contentSecurityPolicy(readConfig({}), { header: false }));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'self'", 'https://player.vimeo.com']);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    // A <meta> policy cannot carry frame-ancestors (browsers ignore it there).
    expect(policy['frame-ancestors']).toBeUndefined();
  });

  it('lets only our own pages frame a mock-mode app, whose stand-in apps are pages of ours', () => {
    const policy = directives(contentSecurityPolicy(readConfig({}), { header: true }));
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
  });

  it('in production allows exactly the configured frames, services and widgets; the header forbids framing', () => {
    const config = readConfig(PRODUCTION);
    const policy = directives(contentSecurityPolicy(config, { header: true }));
    expect(policy['frame-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://creator.example.org',
        'https://beta.creator.example.org',
        'https://viewer.storyverse.example',
        'https://maps.storyverse.example',
        'https://forms.storyverse.example',
        'https://hcaptcha.com',
      ]),
    );
    expect(policy['frame-src']).not.toContain('https:');
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://cdn.tokenproof.xyz',
      'https://js.hcaptcha.com',
      'https://hcaptcha.com',
      'https://*.hcaptcha.com',
    ]);
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining(['https://api.example.org', 'https://mail.example.org']),
    );
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
  });
});
