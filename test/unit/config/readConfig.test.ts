import { MOCK_ACCOUNTS } from '../../../src/services/mock/mockAccounts';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../../src/config/readConfig';
import { PRODUCTION_SERVICES } from '../../support/productionEnv';
import { chainIdOf } from '../../../src/wallet/chains';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('readConfig', () => {
  it("reads VITE_CHAIN_NETWORK 'local' as the development node's chain, 31337 (the real-chain tests' Anvil)", () => {
    const { chainNetwork } = readConfig({ VITE_CHAIN_NETWORK: 'local' });
    expect(chainNetwork).toBe('local');
    expect(chainIdOf(chainNetwork)).toBe(31_337);
    expect(chainIdOf(readConfig({ VITE_CHAIN_NETWORK: 'sepolia' }).chainNetwork)).toBe(11_155_111);
  });

  it('defaults to the mock environment with mock services and every configured item present', () => {
    const config = readConfig({});
    expect(config.env).toBe('mock');
    expect(config.userService).toBe('mock');
    expect(config.adminService).toBe('mock');
    expect(config.saleApi).toBe('mock');
    expect(config.chainNetwork).toBe('mainnet');
    expect(config.appRelease).toBe('3.30.0');
    expect(config.siteTitle).toBe('Storyverse');
    expect(config.flags.allowForcePage).toBe(true);
    expect(config.mockDelayScale).toBe(1);
    expect(config.aiViewLinks.master).toBe('/view/0x0/1/ai');
    expect(config.aiViewLinks.communities.bayc).toBe('/view/0x0/5/ai');
    // Spec: mayc has no AI view link.
    expect(config.aiViewLinks.communities.mayc).toBeUndefined();
    // The hosted apps are stand-ins on our own origin, so every page works offline.
    expect(config.links.creatorApp).toBe('/mock-apps/creator.html');
    expect(config.links.viewerApp).toBe('/mock-apps/viewer.html');
    expect(config.links.mapsApp).toBe('/mock-apps/maps.html');
    expect(config.links.whitepaper).toBe('/mock-apps/whitepaper.html');
    expect(config.links.contactFormCollector).toBe('/mock-apps/contact-form.html?role=collector');
    expect(config.links.marketplace).toMatch(/^https:\/\//);
    expect(config.creatorPassThrough).toEqual(['lang']);
  });

  it('frames the configured hosted apps in production, and reads the pass-through parameters', () => {
    const config = readConfig({ VITE_ENV: 'production', ...PRODUCTION_SERVICES });
    for (const link of Object.values(config.links)) expect(link).toMatch(/^https:\/\//);
    expect(readConfig({ VITE_CREATOR_PASS_THROUGH: 'lang, debug' }).creatorPassThrough).toEqual(['lang', 'debug']);
    expect(problemsOf({ VITE_CREATOR_PASS_THROUGH: 'lang,a b' })).toEqual([
      'VITE_CREATOR_PASS_THROUGH must be a comma-separated list of parameter names (got "a b")',
    ]);
  });

  it('uses the HTTP services and a browser wallet in production, where forcePage is off by default', () => {
    const config = readConfig({ VITE_ENV: 'production', ...PRODUCTION_SERVICES });
    expect(config.saleApi).toBe('http');
    expect(config.userService).toBe('browserWallet');
    expect(config.flags.allowForcePage).toBe(false);
    expect(config.services.backend).toBe('https://api.example.org');
    expect(config.services.mintBackendKey).toBe('key-123');
    expect(config.identityProof).toEqual({
      provider: 'tokenproof',
      widgetScriptUrl: 'https://cdn.tokenproof.xyz/js/tokenproof-oa-widget-v1.0.js',
      appId: 'app-123',
    });
  });

  it('uses the mock identity-proof dialog with the mock services, and needs an app id for the widget', () => {
    expect(readConfig({}).identityProof.provider).toBe('mock');
    expect(problemsOf({ VITE_IDENTITY_PROOF_PROVIDER: 'tokenproof' })).toEqual([
      'VITE_TOKENPROOF_APP_ID is required when VITE_IDENTITY_PROOF_PROVIDER is tokenproof',
    ]);
  });

  it('needs no service address for the mock services, even in production', () => {
    const config = { VITE_ENV: 'production', VITE_SALE_API: 'mock', VITE_CAPTCHA_SITE_KEY: 'k' };
    expect(readConfig({ ...config, VITE_SITE_URL: 'https://storyverse.example' }).saleApi).toBe('mock');
  });

  it('bypasses the captcha in the mock environment; production needs its site key', () => {
    expect(readConfig({}).captcha).toEqual({
      scriptUrl: 'https://js.hcaptcha.com/1/api.js?render=explicit',
      siteKey: '',
    });
    expect(
      problemsOf({ VITE_ENV: 'production', VITE_SALE_API: 'mock', VITE_SITE_URL: 'https://storyverse.example' }),
    ).toEqual(['VITE_CAPTCHA_SITE_KEY is required when VITE_ENV is production']);
    expect(readConfig({ VITE_ENV: 'production', ...PRODUCTION_SERVICES }).captcha.siteKey).toBe('site-key-123');
  });

  it('names every missing service address of a production build', () => {
    const problems = problemsOf({ VITE_ENV: 'production' });
    expect(problems).toContain('VITE_BACKEND_URL is required when VITE_SALE_API is http');
    expect(problems).toContain('VITE_MINT_BACKEND_KEY is required when VITE_SALE_API is http');
    expect(problems).toContain('VITE_TOKENPROOF_APP_ID is required when VITE_IDENTITY_PROOF_PROVIDER is tokenproof');
    expect(problems).toHaveLength(Object.keys(PRODUCTION_SERVICES).length);
  });

  it('names the site a production build is for; mock and development builds use a placeholder', () => {
    expect(readConfig({}).siteUrl).toBe('https://storyverse.example');
    expect(readConfig({ VITE_SITE_URL: 'https://mint.example.org/' }).siteUrl).toBe('https://mint.example.org');
    expect(problemsOf({ VITE_ENV: 'production', ...PRODUCTION_SERVICES, VITE_SITE_URL: '' })).toEqual([
      'VITE_SITE_URL is required when VITE_ENV is production',
    ]);
  });

  it.each([
    [
      'VITE_SITE_URL',
      'https://mint.example.org/bayc',
      'VITE_SITE_URL must be an http(s) origin such as https://example.com (got "https://mint.example.org/bayc")',
    ],
    [
      'VITE_SITE_URL',
      'ftp://mint.example.org',
      'VITE_SITE_URL must be an http(s) origin such as https://example.com (got "ftp://mint.example.org")',
    ],
    ['VITE_ENV', 'staging', 'VITE_ENV must be one of production, mock (got "staging")'],
    ['VITE_SALE_API', 'graphql', 'VITE_SALE_API must be one of mock, http (got "graphql")'],
    ['VITE_ALLOW_FORCE_PAGE', 'yes', 'VITE_ALLOW_FORCE_PAGE must be true or false (got "yes")'],
    ['VITE_MOCK_DELAY_SCALE', '-1', 'VITE_MOCK_DELAY_SCALE must be a number of at least 0 (got "-1")'],
    [
      'VITE_CREATOR_APP_URL',
      'javascript:alert(1)',
      'VITE_CREATOR_APP_URL must be an http(s) address or a path starting with "/" (got "javascript:alert(1)")',
    ],
    [
      'VITE_AI_VIEW_LINK',
      '//evil.example/x',
      'VITE_AI_VIEW_LINK must be an http(s) address or a path starting with "/" (got "//evil.example/x")',
    ],
  ])('stops on an invalid %s and names it', (name, value, message) => {
    expect(problemsOf({ [name]: value })).toEqual([message]);
  });

  it('reads flags and numbers', () => {
    const config = readConfig({
      VITE_TREAT_RECEIPT_ERROR_AS_SUCCESS: 'false',
      VITE_SHOW_EMAIL_SIGN_UP_FOR_WHITELIST: '1',
      VITE_MOCK_DELAY_SCALE: '0',
    });
    expect(config.flags.treatReceiptErrorAsSuccess).toBe(false);
    expect(config.flags.showEmailSignUpForWhitelist).toBe(true);
    expect(config.mockDelayScale).toBe(0);
  });

  it('reads community AI links from JSON and rejects a malformed map', () => {
    expect(readConfig({ VITE_AI_VIEW_LINKS: '{"azuki":"/view/0x0/77/ai"}' }).aiViewLinks.communities).toEqual({
      azuki: '/view/0x0/77/ai',
    });
    const message = 'VITE_AI_VIEW_LINKS must be a JSON object from lowercase community names to addresses';
    expect(problemsOf({ VITE_AI_VIEW_LINKS: '{nope' })).toEqual([message]);
    expect(problemsOf({ VITE_AI_VIEW_LINKS: '["a"]' })).toEqual([message]);
    expect(problemsOf({ VITE_AI_VIEW_LINKS: '{"Azuki":"/x"}' })).toEqual([message]);
    expect(problemsOf({ VITE_AI_VIEW_LINKS: '{"azuki":"javascript:alert(1)"}' })).toEqual([message]);
  });

  it("allows appUrl only on the creator app's origin by default, or on the configured origins", () => {
    // The mock creator is a path of ours: no other origin may stand in for it.
    expect(readConfig({}).creatorAppOrigins).toEqual([]);
    expect(readConfig({ VITE_ENV: 'production', ...PRODUCTION_SERVICES }).creatorAppOrigins).toEqual([
      'https://creator.storyverse.example',
    ]);
    expect(
      readConfig({ VITE_CREATOR_APP_ORIGINS: 'https://a.example, http://localhost:3000' }).creatorAppOrigins,
    ).toEqual(['https://a.example', 'http://localhost:3000']);
    expect(problemsOf({ VITE_CREATOR_APP_ORIGINS: 'https://a.example/path' })).toEqual([
      'VITE_CREATOR_APP_ORIGINS must be a comma-separated list of http(s) origins (got "https://a.example/path")',
    ]);
  });

  it("gives the mock wallet's service role to its first account (spec section 6), whatever the variable says", () => {
    const address = '0xAbC0000000000000000000000000000000000001';
    expect(readConfig({}).serviceAddress).toBe(MOCK_ACCOUNTS[0]!.address);
    expect(readConfig({ VITE_SERVICE_ADDRESS: address }).serviceAddress).toBe(MOCK_ACCOUNTS[0]!.address);
  });

  it('reads the service address of the browser wallet, lowercased, and rejects anything else', () => {
    expect(readConfig({ VITE_USER_SERVICE: 'browserWallet' }).serviceAddress).toBeNull();
    const address = '0xAbC0000000000000000000000000000000000001';
    expect(readConfig({ VITE_USER_SERVICE: 'browserWallet', VITE_SERVICE_ADDRESS: address }).serviceAddress).toBe(
      address.toLowerCase(),
    );
    expect(problemsOf({ VITE_SERVICE_ADDRESS: '0x123' })).toEqual([
      'VITE_SERVICE_ADDRESS must be a 0x-prefixed 40-digit hex address (got "0x123")',
    ]);
  });

  it('reports all problems at once', () => {
    expect(problemsOf({ VITE_ENV: 'x', VITE_CHAIN_NETWORK: 'y' })).toHaveLength(2);
  });
});
