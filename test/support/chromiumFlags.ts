/**
 * The flags every test launch of Debian's Chromium takes, in the Playwright suites
 * (debianChromium.ts) and the engines suite (test/engines/chromium.ts): no sandbox (root in a
 * container), no GPU, and none of the browser's own traffic, which this machine's closed network
 * refuses many times a start.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
