// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLaunchInput } from '../../../src/app/launch';
import { signInFromLaunch } from '../../../src/app/signInFromLaunch';
import { addressWithoutCredentials, removeCredentialsFromAddress } from '../../../src/app/launchCredentials';
import { safeStorage } from '../../../src/app/safeStorage';
import { readConfig } from '../../../src/config/readConfig';
import { createSocialCredentialStore } from '../../../src/services/social/socialCredentialStore';
import { memoryStorage } from '../services/mock/mockHarness';

const ORIGIN = 'https://app.example';
const tuple = (version: string) => encodeURIComponent(JSON.stringify(['42', 'ape', 'token', 'secret', version]));

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('removeCredentialsFromAddress', () => {
  it('removes auth from the address and returns its raw value, keeping everything else', () => {
    window.history.replaceState(null, '', `/mint?signup&auth=${tuple('v1')}&forcePage=wl#top`);
    const raw = removeCredentialsFromAddress(window.location, window.history);
    expect(raw).toBe(JSON.stringify(['42', 'ape', 'token', 'secret', 'v1']));
    expect(window.location.pathname).toBe('/mint');
    expect(window.location.search).toBe('?signup=&forcePage=wl');
    expect(window.location.hash).toBe('#top');
  });

  it('removes a malformed auth too', () => {
    window.history.replaceState(null, '', '/?auth=%7Bnope');
    expect(removeCredentialsFromAddress(window.location, window.history)).toBe('{nope');
    expect(window.location.search).toBe('');
  });

  it('leaves an address without credentials alone', () => {
    window.history.replaceState(null, '', '/about?map');
    const replaceState = vi.spyOn(window.history, 'replaceState');
    expect(removeCredentialsFromAddress(window.location, window.history)).toBeNull();
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('removes every repeated auth', () => {
    expect(addressWithoutCredentials(`${ORIGIN}/?auth=a&x=1&auth=b`)).toBe(`${ORIGIN}/?x=1`);
  });

  it('keeps a path that starts with two slashes on this origin', () => {
    // As a bare path, '//evil.example/x' names another host and replaceState throws.
    window.history.replaceState(null, '', `//${window.location.host}//evil.example/x?auth=1&map`);
    expect(removeCredentialsFromAddress(window.location, window.history)).toBe('1');
    expect(window.location.pathname).toBe('//evil.example/x');
    expect(window.location.search).toBe('?map=');
  });

  it('does not break start-up when the address cannot be replaced', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const history = {
      state: null,
      replaceState: () => {
        throw new DOMException('refused', 'SecurityError');
      },
    };
    expect(removeCredentialsFromAddress({ href: `${ORIGIN}/?auth=x`, search: '?auth=x' }, history)).toBe('x');
    expect(warn).toHaveBeenCalledWith('[launch] could not remove auth from the address', expect.any(DOMException));
  });
});

describe('signInFromLaunch', () => {
  it('stores valid v1 credentials as the social login', () => {
    const storage = memoryStorage();
    const store = createSocialCredentialStore(storage);
    signInFromLaunch(decodeURIComponent(tuple('v1')), storage);
    expect(store.readV1('v1')).toMatchObject({ twitterUserName: 'ape', accessToken: 'token' });
  });

  it('stores a v2 tuple as v2 credentials, its secret as the refresh token', () => {
    const storage = memoryStorage();
    const store = createSocialCredentialStore(storage);
    signInFromLaunch(decodeURIComponent(tuple('v2')), storage);
    expect(store.readV2()).toEqual({
      accessToken: 'token',
      refreshToken: 'secret',
      twitterUserId: '42',
      twitterUserName: 'ape',
    });
  });

  it('goes on when storage is blocked or full', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const blocked = safeStorage(() => {
      throw new DOMException('blocked', 'SecurityError');
    }, 'localStorage');
    expect(() => signInFromLaunch(decodeURIComponent(tuple('v1')), blocked)).not.toThrow();
    const full = safeStorage(
      () =>
        ({
          getItem: () => null,
          setItem: () => {
            throw new DOMException('full', 'QuotaExceededError');
          },
          removeItem: () => {},
        }) as unknown as Storage,
      'localStorage',
    );
    expect(() => signInFromLaunch(decodeURIComponent(tuple('v2')), full)).not.toThrow();
    expect(warn).toHaveBeenCalledWith(
      '[storage] localStorage: write failed; going on without it',
      expect.any(DOMException),
    );
  });

  it('stores nothing for malformed credentials and warns', () => {
    const storage = memoryStorage();
    const store = createSocialCredentialStore(storage);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    signInFromLaunch('[1,2]', storage);
    expect(store.readV1('v1')).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      '[launch] auth: not a tuple of five strings ending in an api version; credentials ignored',
    );
  });
});

describe('readLaunchInput', () => {
  it('reads the features and params, and logs what it drops', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const input = readLaunchInput({ search: '?signup&forcePage=nope', origin: ORIGIN, pathname: '/' }, readConfig({}));
    expect(input.features.showSignUpModal).toBe(true);
    expect(input.initialSearchParams.forcePage).toBeNull();
    expect(warn).toHaveBeenCalledWith('[launch] forcePage: unknown page; ignored');
  });

  it('keeps credentials out of the app machine input', () => {
    const secret = encodeURIComponent(JSON.stringify(['42', 'ape', 'access-7f3a', 'secret-9c1d', 'v1']));
    const input = readLaunchInput({ search: `?auth=${secret}`, origin: ORIGIN, pathname: '/' }, readConfig({}));
    expect(JSON.stringify(input)).not.toMatch(/access-7f3a|secret-9c1d/);
  });
});
