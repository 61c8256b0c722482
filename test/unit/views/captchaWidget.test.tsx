// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../../src/config/readConfig';
import type { CaptchaApi } from '../../../src/services/browser/hcaptcha';
import { CaptchaWidget } from '../../../src/views/mint/CaptchaWidget';

/**
 * The giveaway's captcha adapter against a stand-in of hCaptcha's explicit-render API (already on
 * the page, as after its script loaded): it renders with the configured site key and turns the
 * widget's callbacks into the chart's reports; nothing but a non-empty string is a token.
 */

type RenderParams = Parameters<CaptchaApi['render']>[1];

const config = readConfig({ VITE_CAPTCHA_SITE_KEY: 'site-key-1' });

function install() {
  let params: RenderParams | null = null;
  const api = {
    render: vi.fn((_container: HTMLElement, given: RenderParams) => {
      params = given;
      return 'widget-1';
    }),
    remove: vi.fn(),
  };
  (window as Window & { hcaptcha?: unknown }).hcaptcha = api;
  return { api, params: () => params! };
}

function mount() {
  const reports = { onSolved: vi.fn(), onExpired: vi.fn(), onFailed: vi.fn() };
  const view = render(<CaptchaWidget captcha={config.captcha} {...reports} />);
  return { ...reports, view };
}

afterEach(() => {
  delete (window as Window & { hcaptcha?: unknown }).hcaptcha;
});

describe('CaptchaWidget (the giveaway captcha adapter)', () => {
  it('renders the widget with the site key and reports a solution, an expiry and an error', async () => {
    const captcha = install();
    const widget = mount();
    await act(async () => {});
    expect(captcha.api.render).toHaveBeenCalledTimes(1);
    expect(captcha.params().sitekey).toBe('site-key-1');

    act(() => captcha.params().callback('token-1'));
    expect(widget.onSolved).toHaveBeenCalledWith('token-1');
    act(() => captcha.params()['expired-callback']());
    expect(widget.onExpired).toHaveBeenCalledTimes(1);
    act(() => captcha.params()['error-callback']('network-error'));
    expect(widget.onFailed).toHaveBeenCalledTimes(1);
  });

  it('takes nothing but a non-empty string as a token', async () => {
    const captcha = install();
    const widget = mount();
    await act(async () => {});
    act(() => captcha.params().callback({ token: 'x' }));
    act(() => captcha.params().callback(''));
    expect(widget.onSolved).not.toHaveBeenCalled();
    expect(widget.onFailed).toHaveBeenCalledTimes(2);
  });

  it('removes the widget when it leaves the page', async () => {
    const captcha = install();
    const widget = mount();
    await act(async () => {});
    widget.view.unmount();
    expect(captcha.api.remove).toHaveBeenCalledWith('widget-1');
  });
});
