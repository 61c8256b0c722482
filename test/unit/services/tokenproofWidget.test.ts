// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdentityProviderUnavailableError } from '../../../src/domain/errors';
import { createTokenproofLogin, WIDGET_LOAD_TIMEOUT_MS } from '../../../src/services/identityProof/tokenproofWidget';

const SCRIPT = 'https://cdn.tokenproof.example/widget.js';

/** A stand-in for the provider's widget API on window.tokenproof. */
function installWidget() {
  const listeners = new Map<string, (payload: unknown) => void>();
  const widget = {
    login: vi.fn(),
    close: vi.fn(),
    on: vi.fn((event: string, listener: (payload: unknown) => void) => void listeners.set(event, listener)),
    emit: (event: string, payload: unknown) => listeners.get(event)?.(payload),
  };
  (window as { tokenproof?: unknown }).tokenproof = widget;
  return widget;
}

const login = () => createTokenproofLogin({ window, scriptUrl: SCRIPT, appId: 'app-1' });
const scripts = () => [...document.querySelectorAll(`script[src="${SCRIPT}"]`)];

afterEach(() => {
  delete (window as { tokenproof?: unknown }).tokenproof;
  for (const script of scripts()) script.remove();
  vi.useRealTimers();
});

describe('the identity-proof widget', () => {
  it('opens the widget with the app id and the policy id, and answers its verify event', async () => {
    const widget = installWidget();
    const answer = login()('policy-bayc', new AbortController().signal);
    await vi.waitFor(() => expect(widget.login).toHaveBeenCalledWith({ appId: 'app-1', policyId: 'policy-bayc' }));
    widget.emit('nonce', { nonce: 'n-42' });
    widget.emit('verify', { status: 'authenticated' });
    await expect(answer).resolves.toEqual({ nonce: 'n-42', status: 'authenticated' });
  });

  it('reads a cancelled login as its status, and anything odd as unknown', async () => {
    const widget = installWidget();
    const start = login();
    const closed = start('p', new AbortController().signal);
    await vi.waitFor(() => expect(widget.login).toHaveBeenCalledTimes(1));
    widget.emit('verify', { nonce: 'n-1', status: 'closed', reason: 'user closed' });
    await expect(closed).resolves.toEqual({ nonce: 'n-1', status: 'closed' });
    const odd = start('p', new AbortController().signal);
    await vi.waitFor(() => expect(widget.login).toHaveBeenCalledTimes(2));
    widget.emit('verify', { nonce: 7, status: 'approved!' });
    await expect(odd).resolves.toEqual({ nonce: '', status: 'unknown' });
  });

  it('takes no payload on trust: a missing one, or null, leaves the nonce it had', async () => {
    const widget = installWidget();
    const answer = login()('policy-bayc', new AbortController().signal);
    await vi.waitFor(() => expect(widget.login).toHaveBeenCalled());
    widget.emit('nonce', { nonce: 'n-1' });
    widget.emit('nonce', undefined);
    widget.emit('nonce', null);
    widget.emit('verify', null);
    await expect(answer).resolves.toEqual({ nonce: 'n-1', status: 'unknown' });
  });

  it('ignores the widget once its login is answered: a late event, or the flow stopping, changes nothing', async () => {
    const widget = installWidget();
    const controller = new AbortController();
    const answer = login()('p', controller.signal);
    await vi.waitFor(() => expect(widget.login).toHaveBeenCalled());
    widget.emit('verify', { nonce: 'n-1', status: 'authenticated' });
    await expect(answer).resolves.toEqual({ nonce: 'n-1', status: 'authenticated' });
    widget.emit('nonce', { nonce: 'n-2' });
    widget.emit('verify', { nonce: 'n-2', status: 'closed' });
    controller.abort(new Error('left the page'));
    expect(widget.close).not.toHaveBeenCalled();
  });

  it('closes the widget when the flow stops waiting', async () => {
    const widget = installWidget();
    const controller = new AbortController();
    const answer = login()('p', controller.signal);
    await vi.waitFor(() => expect(widget.login).toHaveBeenCalled());
    controller.abort(new Error('cancelled'));
    await expect(answer).rejects.toThrow('cancelled');
    expect(widget.close).toHaveBeenCalled();
  });

  it('loads the script only when a login starts, and gives up after the timeout with a clear error', async () => {
    vi.useFakeTimers();
    const start = login();
    expect(scripts()).toHaveLength(0);
    const answer = start('p', new AbortController().signal);
    const outcome = answer.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(scripts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(WIDGET_LOAD_TIMEOUT_MS - 1);
    expect(scripts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(IdentityProviderUnavailableError);
    expect((error as Error).message).toBe('Tokenproof could not be loaded. Check your connection, then try again.');
    // What went wrong underneath stays with it, for the log.
    expect((error as Error).cause).toBeInstanceOf(Error);
    // The failed script is removed, so a retry loads it afresh.
    expect(scripts()).toHaveLength(0);
  });

  it('takes a widget only with all it needs: one without close is none', async () => {
    const start = login();
    (window as { tokenproof?: unknown }).tokenproof = { login: vi.fn(), on: vi.fn(), close: 'no' };
    const answer = start('p', new AbortController().signal);
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(answer).rejects.toBeInstanceOf(IdentityProviderUnavailableError);
  });

  it('fails clearly when the script loads without the widget, or does not load', async () => {
    const start = login();
    const first = start('p', new AbortController().signal);
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(first).rejects.toBeInstanceOf(IdentityProviderUnavailableError);

    const second = start('p', new AbortController().signal);
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(second).rejects.toBeInstanceOf(IdentityProviderUnavailableError);
  });
});
