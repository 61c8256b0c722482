import { useEffect, useRef } from 'react';
import type { CaptchaConfig } from '../../config/config.types';
import { loadCaptchaApi } from '../../services/browser/hcaptcha';

export interface CaptchaWidgetProps {
  /** The configured widget: its script and site key. */
  captcha: CaptchaConfig;
  onSolved: (token: string) => void;
  onExpired: () => void;
  onFailed: () => void;
}

/**
 * The giveaway's captcha: an adapter over the provider's widget, whose script loads only when a
 * captcha first shows (never in the mock environment, which bypasses it). It renders the widget
 * and reports to the giveaway chart; the chart holds the token. A token that is not a non-empty
 * string is no solution. Rendered afresh (a new `key`) for each captcha round.
 */
export function CaptchaWidget({ captcha, onSolved, onExpired, onFailed }: CaptchaWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  // The latest callbacks, so that the widget is rendered once and still reports to the current ones.
  const report = useRef({ onSolved, onExpired, onFailed });
  useEffect(() => {
    report.current = { onSolved, onExpired, onFailed };
  });

  useEffect(() => {
    let removed = false;
    let remove = () => {};
    loadCaptchaApi(window, captcha.scriptUrl).then(
      (api) => {
        if (removed || !container.current) return;
        const widgetId = api.render(container.current, {
          sitekey: captcha.siteKey,
          callback: (token) => {
            if (typeof token === 'string' && token !== '') report.current.onSolved(token);
            else report.current.onFailed();
          },
          'expired-callback': () => report.current.onExpired(),
          'error-callback': () => report.current.onFailed(),
        });
        remove = () => api.remove(widgetId);
      },
      () => {
        if (!removed) report.current.onFailed();
      },
    );
    return () => {
      removed = true;
      remove();
    };
  }, [captcha.scriptUrl, captcha.siteKey]);

  return <div ref={container} />;
}
