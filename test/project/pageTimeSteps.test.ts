import { describe, expect, it } from 'vitest';
import { pageTimeSteps } from '../chain/faults/pageTime';

describe("the fault matrix's steps of page time (test/chain/faults/pageTime.ts)", () => {
  it('end exactly at the limit, the last step shorter, so nothing past it is looked at', () => {
    expect([...pageTimeSteps(0, 1_000, 250)]).toEqual([250, 250, 250, 250]);
    expect([...pageTimeSteps(100, 1_000, 250)]).toEqual([250, 250, 250, 150]);
    const steps = [...pageTimeSteps(137, 31_000, 250)];
    expect(137 + steps.reduce((sum, step) => sum + step, 0)).toBe(31_000);
    expect(steps.every((step) => step > 0 && step <= 250)).toBe(true);
  });

  it('give none at or past the limit: an outcome not shown by then fails its case', () => {
    expect([...pageTimeSteps(1_000, 1_000, 250)]).toEqual([]);
    expect([...pageTimeSteps(1_100, 1_000, 250)]).toEqual([]);
  });
});
