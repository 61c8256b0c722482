import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeLaunchParams } from '../../../src/app/launch';

const credentials = encodeURIComponent(JSON.stringify(['42', 'ape', 'token', 'secret', 'v1']));

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('takeLaunchParams', () => {
  it('removes the credentials from the address before anything else and still reads them', () => {
    window.history.replaceState(null, '', `/mint?signup&auth=${credentials}&forcePage=wl`);
    const replaceState = vi.spyOn(window.history, 'replaceState');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    const input = takeLaunchParams(window.location, window.history);

    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(window.location.search).toBe('?signup=&forcePage=wl');
    expect(window.location.pathname).toBe('/mint');
    expect(input.initialSearchParams.auth?.accessToken).toBe('token');
    expect(input.initialSearchParams.forcePage).toBe('wl');
    expect(input.features.showSignUpModal).toBe(true);
  });

  it('removes a malformed auth parameter too, warns, and carries on', () => {
    window.history.replaceState(null, '', '/?auth=%5B1%2C2%5D');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    const input = takeLaunchParams(window.location, window.history);

    expect(window.location.search).toBe('');
    expect(input.initialSearchParams.auth).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      '[launch] auth: not a tuple of five strings ending in an api version; credentials ignored',
    );
  });

  it('leaves an address without credentials alone', () => {
    window.history.replaceState(null, '', '/about?map');
    const replaceState = vi.spyOn(window.history, 'replaceState');
    const input = takeLaunchParams(window.location, window.history);
    expect(replaceState).not.toHaveBeenCalled();
    expect(input.features.showMapLink).toBe(true);
  });
});
