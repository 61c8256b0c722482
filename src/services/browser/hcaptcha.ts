import { loadScriptApi } from './loadScriptApi';

/**
 * hCaptcha's explicit-render API (its published script sets `window.hcaptcha`): `render` draws
 * the widget into a container and answers through the callbacks; `remove` takes it away.
 */
export interface CaptchaApi {
  render(
    container: HTMLElement,
    params: {
      sitekey: string;
      callback: (token: unknown) => void;
      'expired-callback': () => void;
      'error-callback': (error?: unknown) => void;
    },
  ): string;
  remove(widgetId: string): void;
}

export const CAPTCHA_LOAD_TIMEOUT_MS = 15_000;

function captchaApiOf(win: Window): CaptchaApi | null {
  const candidate = (win as Window & { hcaptcha?: Partial<CaptchaApi> }).hcaptcha;
  return typeof candidate?.render === 'function' && typeof candidate.remove === 'function'
    ? (candidate as CaptchaApi)
    : null;
}

/** The captcha's script, loaded on the first giveaway that shows it. */
export const loadCaptchaApi = (win: Window, scriptUrl: string, timeoutMs = CAPTCHA_LOAD_TIMEOUT_MS) =>
  loadScriptApi(win, scriptUrl, timeoutMs, () => captchaApiOf(win));
