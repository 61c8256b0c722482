import { describe, expect, it } from 'vitest';
import { parseAuthCredentials } from '../../../src/domain/authCredentials';

const auth = (value: unknown) => JSON.stringify(value);

describe('parseAuthCredentials (the auth query parameter)', () => {
  it('reads the auth tuple as social-login credentials', () => {
    const { credentials } = parseAuthCredentials(auth(['42', 'ape', 'token', 'secret', 'v1']));
    expect(credentials).toEqual({
      twitterUserId: '42',
      twitterUserName: 'ape',
      accessToken: 'token',
      accessTokenSecret: 'secret',
      apiVersion: 'v1',
    });
  });

  it.each([
    ['not JSON', '{nope', 'auth: not JSON; credentials ignored'],
    [
      'four strings',
      auth(['1', '2', '3', '4']),
      'auth: not a tuple of five strings ending in an api version; credentials ignored',
    ],
    [
      'a number inside',
      auth(['1', '2', 3, '4', '5']),
      'auth: not a tuple of five strings ending in an api version; credentials ignored',
    ],
    [
      'an unknown api version',
      auth(['1', '2', '3', '4', 'v9']),
      'auth: not a tuple of five strings ending in an api version; credentials ignored',
    ],
    [
      'an object',
      auth({ accessToken: 'x' }),
      'auth: not a tuple of five strings ending in an api version; credentials ignored',
    ],
    [
      'six strings',
      auth(['1', '2', '3', '4', '5', '6']),
      'auth: not a tuple of five strings ending in an api version; credentials ignored',
    ],
    [
      'a prototype attack',
      '{"__proto__":{"polluted":true}}',
      'auth: not a tuple of five strings ending in an api version; credentials ignored',
    ],
  ])('drops a malformed auth tuple (%s) with a warning', (_, raw, expected) => {
    const { credentials, warning } = parseAuthCredentials(raw);
    expect(credentials).toBeNull();
    expect(warning).toBe(expected);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(['v1read', 'v2'])('accepts the api version %s as well as v1', (apiVersion) => {
    const { credentials, warning } = parseAuthCredentials(auth(['42', 'ape', 'token', 'secret', apiVersion]));
    expect(credentials?.apiVersion).toBe(apiVersion);
    expect(warning).toBeUndefined();
  });

  it('refuses an empty api version', () => {
    expect(parseAuthCredentials(auth(['42', 'ape', 'token', 'secret', ''])).credentials).toBeNull();
  });
});
