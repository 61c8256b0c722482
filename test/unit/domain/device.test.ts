import { describe, expect, it } from 'vitest';
import { isMobileUserAgent, walletAppLink } from '../../../src/domain/device';

describe('isMobileUserAgent', () => {
  it.each([
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Safari/604.1',
  ])('takes %s for a phone or tablet', (userAgent) => {
    expect(isMobileUserAgent(userAgent)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  ])('takes %s for a desktop browser', (userAgent) => {
    expect(isMobileUserAgent(userAgent)).toBe(false);
  });
});

describe('walletAppLink', () => {
  it("opens the page's path, query included, in the MetaMask app's browser", () => {
    expect(walletAppLink('storyverse.example', '/mint/bayc?forcePage=mint')).toBe(
      'https://metamask.app.link/dapp/storyverse.example/mint/bayc?forcePage=mint',
    );
  });

  it('puts a slash between host and a path given without one', () => {
    expect(walletAppLink('storyverse.example', 'mint/')).toBe(
      'https://metamask.app.link/dapp/storyverse.example/mint/',
    );
  });
});
