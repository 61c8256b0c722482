import { describe, expect, it } from 'vitest';
import { supplyAboveLimitMessage } from '../../../../src/domain/admin/adminMessages';

describe('supplyAboveLimitMessage', () => {
  it("names the mock's limit on the remaining supply", () => {
    expect(supplyAboveLimitMessage(10_000)).toBe('Cannot set supply above 10000');
  });
});
