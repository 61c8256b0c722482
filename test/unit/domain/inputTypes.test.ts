import { describe, expect, it } from 'vitest';
import { VALID_INPUT_TYPES, isValidInputType } from '../../../src/domain/inputTypes';

describe('input types (spec section 5)', () => {
  it('lists text, date, datetime-local, email, number, password, search, url, time and week', () => {
    expect(VALID_INPUT_TYPES).toEqual([
      'text',
      'date',
      'datetime-local',
      'email',
      'number',
      'password',
      'search',
      'url',
      'time',
      'week',
    ]);
  });
  it.each(VALID_INPUT_TYPES)('accepts %s', (type) => {
    expect(isValidInputType(type)).toBe(true);
  });
  it.each(['checkbox', 'file', 'hidden', 'month', 'tel', 'Text', ' text', '', null, undefined, 3, ['text']])(
    'refuses %o',
    (value) => {
      expect(isValidInputType(value)).toBe(false);
    },
  );
});
