import { describe, expect, it } from 'vitest';
import { messageOf } from '../../../src/domain/errors/messageOf';

describe('messageOf', () => {
  it("reads an Error's message and the message of any other object", () => {
    expect(messageOf(new Error('socket closed'))).toBe('socket closed');
    expect(messageOf({ code: 'restApi', message: 'Rest API error' })).toBe('Rest API error');
  });

  it('is null for an empty message', () => {
    expect(messageOf(new Error(''))).toBeNull();
    expect(messageOf({ message: '' })).toBeNull();
  });

  it('is null for a message that is not text', () => {
    expect(messageOf({ message: 42 })).toBeNull();
    expect(messageOf({ message: { text: 'nested' } })).toBeNull();
  });

  it('is null for anything without a message', () => {
    expect(messageOf({})).toBeNull();
    expect(messageOf(undefined)).toBeNull();
    expect(messageOf(null)).toBeNull();
    expect(messageOf('a bare text')).toBeNull();
  });
});
