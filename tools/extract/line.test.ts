import { describe, expect, it } from 'vitest';
import { isErrorLine, toCorpusLine } from './line';

describe('toCorpusLine', () => {
  it('keeps exactly the fields of the corpus line format', () => {
    const line = toCorpusLine('p1', {
      pageType: 'article-with-comments',
      title: 'T',
      author: 'A',
      date: '2020-01-02',
      article: { text: 'body', html: '<p>body</p>' },
      comments: [{ text: 'c1', html: '<p>c1</p>', author: 'x' }],
      posts: [{ text: 'p', html: '<p>p</p>', author: 'u', date: 'd' }],
      regions: [],
      ms: 12.3456,
    });
    expect(line).toEqual({
      id: 'p1',
      pageType: 'article-with-comments',
      title: 'T',
      author: 'A',
      date: '2020-01-02',
      article: { text: 'body', html: '<p>body</p>' },
      comments: [{ text: 'c1' }],
      posts: [{ text: 'p', author: 'u', date: 'd' }],
      ms: 12.35,
    });
    expect(Object.keys(line)).toEqual([
      'id',
      'pageType',
      'title',
      'author',
      'date',
      'article',
      'comments',
      'posts',
      'ms',
    ]);
  });

  it('fills missing parts of a partial engine result with empty values', () => {
    const line = toCorpusLine('p2', { ms: 1, posts: [{ text: 'p', html: '' }] });
    expect(line).toMatchObject({ title: '', author: null, article: { text: '', html: '' }, comments: [] });
    expect(line.posts).toEqual([{ text: 'p', author: null, date: null }]);
  });

  it('tells error lines apart', () => {
    expect(isErrorLine({ id: 'x', error: 'timed out' })).toBe(true);
    expect(isErrorLine(toCorpusLine('y', { ms: 0 }))).toBe(false);
  });
});
