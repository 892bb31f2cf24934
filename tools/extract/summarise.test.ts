import { describe, expect, it } from 'vitest';
import { toCorpusLine } from './line';
import { summarise } from './summarise';

describe('summarise', () => {
  it('counts errors, page types through the SD mapping, and engine ms', () => {
    const lines = [
      toCorpusLine('a', { pageType: 'article', ms: 10 }),
      toCorpusLine('b', { pageType: 'article', ms: 20 }),
      toCorpusLine('c', { pageType: 'multiple', ms: 30 }),
      toCorpusLine('d', { pageType: 'article', ms: 40 }),
      { id: 'e', error: 'timed out' },
    ];
    const gold = new Map([
      ['a', 'article'],
      ['b', 'article-with-comments'],
      ['c', 'forum'],
      ['d', 'product'],
      ['e', 'article'],
    ]);
    const s = summarise(lines, gold);
    expect(s).toMatchObject({ pages: 5, errors: 1, typed: 3, typeCorrect: 2 });
    expect(s.confusion).toEqual({
      article: { article: 1 },
      'article-with-comments': { article: 1 },
      multiple: { multiple: 1 },
    });
    expect(s.msMedian).toBe(25);
    expect(s.msP95).toBeCloseTo(38.5);
  });
});
