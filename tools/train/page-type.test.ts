import { describe, expect, it } from 'vitest';
import type { Gold } from '../lib/corpus';
import { pageKindOf } from './page-type';

const gold = (over: Partial<Gold>): Gold =>
  ({ id: 'p', url: null, pageType: null, title: null, author: null, date: null, article: 'text', comments: null, posts: null, with: null, without: null, ...over }) as Gold; // prettier-ignore

describe('pageKindOf', () => {
  it('labels threads, articles with real comments, and articles', () => {
    expect(pageKindOf('harvest-forums', gold({}))).toBe('multiple');
    expect(pageKindOf('wcxb', gold({ pageType: 'forum' }))).toBe('multiple');
    expect(pageKindOf('wcxb', gold({ pageType: 'product' }))).toBe('article');
    expect(pageKindOf('cleaneval', gold({}))).toBe('article');
    // CleanEval has no page type: the forum threads among its pages were found by hand.
    expect(pageKindOf('cleaneval', gold({ id: 'dev-21' }))).toBe('multiple');
    expect(pageKindOf('cleaneval', gold({ id: 'dev-22' }))).toBe('article');
    const real = ['I tried this recipe twice and it worked both times.'];
    expect(pageKindOf('dragnet', gold({ comments: real }))).toBe('article-with-comments');
    // Dragnet's comment gold is the comments themselves: one short comment makes a page with comments.
    const short = ['Lauren K says: October 29, 2012 at 12:41 pm Adorable!'];
    expect(pageKindOf('dragnet', gold({ comments: short }))).toBe('article-with-comments');
    expect(pageKindOf('dragnet', gold({ comments: [' '] }))).toBe('article');
    // A page whose gold leaves out the comments it shows (bench/gold/comments-omitted.json).
    expect(pageKindOf('dragnet', gold({ comments: null, commentsOmitted: true }))).toBe(
      'article-with-comments',
    );
    expect(pageKindOf('wcxb', gold({ comments: real }))).toBe('article');
    // L3S-GN1's comment gold is a page with comments; the pages where it is only the comment section's
    // furniture have none as scored (bench/gold/comments-furniture.json, read by readGoldAsScored).
    expect(pageKindOf('l3s-gn1', gold({ comments: ['Well said Simon.'] }))).toBe('article-with-comments');
    expect(pageKindOf('l3s-gn1', gold({ comments: [], commentFurniture: true }))).toBe('article');
    expect(pageKindOf('trafilatura', gold({}))).toBeNull();
  });
});
