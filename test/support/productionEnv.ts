/** What a production build needs besides VITE_ENV: the HTTP services' addresses and the widgets' keys. */
export const PRODUCTION_SERVICES = {
  // Canonical and share-card addresses of the prerendered pages.
  VITE_SITE_URL: 'https://storyverse.example',
  VITE_BACKEND_URL: 'https://api.example.org',
  VITE_PIPELINE_URL: 'https://pipeline.example.org',
  VITE_AUTH_SERVICE_URL: 'https://auth.example.org',
  VITE_MINT_BACKEND_URL: 'https://mint.example.org',
  VITE_METADATA_URL: 'https://meta.example.org',
  VITE_COMPLIANCE_URL: 'https://screen.example.org',
  VITE_EMAIL_SUB_URL: 'https://mail.example.org',
  VITE_MINT_BACKEND_KEY: 'key-123',
  // Not an address, but required with the HTTP services all the same: the provider's widget needs it.
  VITE_TOKENPROOF_APP_ID: 'app-123',
  // The giveaway's captcha is solved outside the mock environment.
  VITE_CAPTCHA_SITE_KEY: 'site-key-123',
};
