import { describe, expect, it } from 'vitest';
import { medoid } from './vote';

describe('medoid', () => {
  const article =
    'the council voted to close the old bridge after repairs were found to cost more than a new one';
  it('keeps the text two methods agree on, outvoting a third that failed', () => {
    expect(medoid(['Home News Sport Weather Login', article, `${article} share`])).toBe(1);
  });
  it('keeps the first (SD) candidate when nothing agrees', () => {
    expect(medoid(['alpha beta gamma', 'delta epsilon', 'zeta eta theta'])).toBe(0);
  });
  it('never picks an empty text', () => {
    expect(medoid(['', 'some words here', 'other words there'])).toBe(1);
  });
});
