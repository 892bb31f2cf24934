import { describe, expect, it } from 'vitest';
import { mean, median, percentile } from './stats';

describe('stats', () => {
  it('interpolates percentiles like numpy', () => {
    expect(percentile([4, 1, 3, 2], 50)).toBe(2.5);
    expect(percentile([1, 2, 3, 4, 5], 95)).toBeCloseTo(4.8);
    expect(median([7])).toBe(7);
  });
  it('gives NaN for no values', () => {
    expect(median([])).toBeNaN();
    expect(mean([])).toBeNaN();
  });
});
