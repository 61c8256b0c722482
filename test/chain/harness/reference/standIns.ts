import { randomBytes } from 'node:crypto';
import { asRecord, HttpFailure, Reply, requiredText, route, type Route } from './http';
import type { ReferenceState } from './referenceState';

/**
 * Stand-ins for the outside parties' browser widgets, served by the backend so that the
 * production build runs them as it would the real ones (their scripts' origin is in its
 * Content-Security-Policy):
 * - /standins/tokenproof.js: the identity-proof widget, `window.tokenproof` with login, on and
 *   close. Its dialog 'Tokenproof (stand-in)' proves the apes of the policy ('Authenticate':
 *   a session the backend's /tp/{nonce} answers) or refuses ('Reject', 'Close');
 * - /standins/hcaptcha.js: the captcha, `window.hcaptcha` with render and remove. Its checkbox
 *   'I am human' asks the backend for a token, which the giveaway's entry must carry.
 */

export interface StandInDeps {
  state: () => ReferenceState;
}

const TOKENPROOF = `(() => {
  const origin = new URL(document.currentScript.src).origin;
  const listeners = { nonce: [], verify: [] };
  const emit = (event, payload) => listeners[event].forEach((listener) => listener(payload));
  let dialog = null;
  const close = () => { dialog?.remove(); dialog = null; };
  const button = (text, onClick) => {
    const element = document.createElement('button');
    element.type = 'button';
    element.textContent = text;
    element.addEventListener('click', onClick);
    return element;
  };
  window.tokenproof = {
    on(event, listener) { (listeners[event] ??= []).push(listener); },
    close,
    login({ appId, policyId }) {
      close();
      dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-label', 'Tokenproof (stand-in)');
      dialog.style.cssText = 'position:fixed;inset:20% 25%;z-index:2147483647;background:#fff;color:#000;padding:1rem;border:2px solid #000';
      const text = document.createElement('p');
      text.textContent = 'Prove that your cold wallet holds the apes of policy ' + policyId + ' (app ' + appId + ').';
      dialog.append(
        text,
        button('Authenticate', async () => {
          const response = await fetch(origin + '/standins/tokenproof/sessions', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ appId, policyId }),
          });
          const { nonce } = await response.json();
          close();
          emit('nonce', { nonce });
          emit('verify', { nonce, status: 'authenticated' });
        }),
        button('Reject', () => { close(); emit('verify', { nonce: '', status: 'rejected' }); }),
        button('Close', () => { close(); emit('verify', { nonce: '', status: 'closed' }); }),
      );
      document.body.append(dialog);
      dialog.querySelector('button').focus();
    },
  };
})();
`;

const HCAPTCHA = `(() => {
  const origin = new URL(document.currentScript.src).origin;
  const widgets = new Map();
  let count = 0;
  window.hcaptcha = {
    render(container, params) {
      const id = String(++count);
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.addEventListener('change', async () => {
        if (!box.checked) return;
        box.disabled = true;
        const response = await fetch(origin + '/standins/captcha/tokens', { method: 'POST' });
        const { token } = await response.json();
        params.callback(token);
      });
      label.append(box, ' I am human (captcha stand-in)');
      container.append(label);
      widgets.set(id, label);
      return id;
    },
    remove(id) { widgets.get(id)?.remove(); widgets.delete(id); },
  };
})();
`;

export function standInRoutes({ state }: StandInDeps): Route[] {
  return [
    route('GET', /^\/standins\/tokenproof\.js$/, () => Reply.script(TOKENPROOF)),
    route('POST', /^\/standins\/tokenproof\/sessions$/, ({ body }) => {
      const policyId = requiredText(body, 'policyId');
      if (typeof asRecord(body).appId !== 'string') throw new HttpFailure(400, 'appId is required');
      const nonce = `tp-${randomBytes(8).toString('hex')}`;
      state().identitySessions.set(nonce, { policyId });
      return { nonce };
    }),
    route('GET', /^\/standins\/hcaptcha\.js$/, () => Reply.script(HCAPTCHA)),
    route('POST', /^\/standins\/captcha\/tokens$/, () => {
      const token = `captcha-${randomBytes(8).toString('hex')}`;
      state().captchaTokens.add(token);
      return { token };
    }),
  ];
}
