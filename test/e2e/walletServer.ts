/** Where the app built with the real browser wallet is served (dist-browser-wallet/, playwright.config.ts). */
export const WALLET_PORT = 4174;
export const WALLET_BASE_URL = `http://127.0.0.1:${WALLET_PORT}`;
