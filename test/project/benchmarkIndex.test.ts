// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { steadyIndex } from '../../scripts/bench/benchmarkIndex';

describe("the machine's benchmark index from a fresh page's readings", () => {
  it('leaves out the warm-up and takes the median of the readings after it', () => {
    // Readings as a fresh page gives them: cold, warming, then steady with one slow outlier.
    expect(steadyIndex([1292, 2428, 2930, 1800, 2987])).toBe(2930);
  });

  it('refuses readings that end within the warm-up', () => {
    expect(() => steadyIndex([1400, 2500])).toThrow('no reading after the 2 of the warm-up');
  });
});
