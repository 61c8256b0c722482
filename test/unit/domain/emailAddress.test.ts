import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmailAddress } from '../../../src/domain/emailAddress';

describe('isValidEmailAddress', () => {
  it.each(['reader@example.com', 'a.b+news@mail.example.org', ' padded@example.com '])('accepts %s', (email) => {
    expect(isValidEmailAddress(email)).toBe(true);
  });

  it.each([
    '',
    'reader',
    'reader@',
    '@example.com',
    'reader@example',
    'two@@example.com',
    'a b@example.com',
    'reader@-example.com',
    'reader@example.com,other@example.com',
    'reader@example.com>',
  ])('refuses %j', (email) => {
    expect(isValidEmailAddress(email)).toBe(false);
  });

  it('accepts an address of exactly 254 characters', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(email).toHaveLength(254);
    expect(isValidEmailAddress(email)).toBe(true);
  });

  it('refuses addresses longer than 254 characters', () => {
    expect(isValidEmailAddress(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`)).toBe(
      false,
    );
  });

  it('accepts what fast-check generates as web e-mail addresses, and nothing without an @', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        if (email.length <= 254 && email.split('@')[1]?.includes('.')) expect(isValidEmailAddress(email)).toBe(true);
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        if (!text.includes('@')) expect(isValidEmailAddress(text)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});
