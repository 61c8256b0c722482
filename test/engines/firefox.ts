import puppeteer from 'puppeteer-core';
import type { Engine } from './engine';
import { puppeteerEngine } from './puppeteerEngine';

/** Debian's Firefox ESR (`firefox-esr`), headless, over WebDriver BiDi. */
const FIREFOX_PATH = '/usr/bin/firefox-esr';

/**
 * Preferences on top of puppeteer's own for automation (a fresh temporary profile each launch, with
 * updates, telemetry, safe browsing and the remote settings pointed away). The network is closed, so
 * nothing else may wait on it either: no captive-portal and connectivity checks, no prefetching, no
 * extensions' update checks, and no other host than ours (every other goes to a closed proxy port).
 */
const PREFS = {
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'network.dns.disablePrefetch': true,
  'network.prefetch-next': false,
  'network.predictor.enabled': false,
  'extensions.update.enabled': false,
  'app.update.auto': false,
  'datareporting.healthreport.uploadEnabled': false,
  'toolkit.telemetry.enabled': false,
  'network.proxy.type': 1,
  'network.proxy.http': '127.0.0.1',
  'network.proxy.http_port': 9,
  'network.proxy.ssl': '127.0.0.1',
  'network.proxy.ssl_port': 9,
  'network.proxy.no_proxies_on': '127.0.0.1',
};

export async function launchFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    protocol: 'webDriverBiDi',
    headless: true,
    extraPrefsFirefox: PREFS,
  });
  return puppeteerEngine('firefox', browser);
}
