import { describe, expect, it } from 'vitest';
import { mayOverrule, medoid } from './vote';

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

describe('mayOverrule', () => {
  const words = (n: number) => 'word '.repeat(n / 5);
  it('lets the classifiers replace a missing or tiny SD article', () => {
    expect(mayOverrule('', words(3000))).toBe(true);
    expect(mayOverrule(words(200), words(20000))).toBe(true);
  });
  it('keeps a real SD article against a fragment or a text that swallowed the page', () => {
    expect(mayOverrule(words(8000), words(500))).toBe(false);
    expect(mayOverrule(words(1000), words(12000))).toBe(false);
    expect(mayOverrule(words(4000), words(6000))).toBe(true);
  });
});
