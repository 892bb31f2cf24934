import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Gold } from './corpus';
import { tempFile } from './temp-file';
import {
  OMITTED_COMMENTS_FILE,
  readOmittedComments,
  withOmittedComments,
  type OmittedCommentsPage,
} from './omitted-comments';
import { jobsFor } from '../bench/runner';
import { scorePage, scoreSet } from '../bench/score';

const NONE = { url: null, title: null, author: null, date: null, with: null, without: null, posts: null };

function gold(id: string, comments: string[] | null, pageType = 'article'): Gold {
  return { id, article: 'the story itself', comments, pageType, ...NONE };
}

const listed: OmittedCommentsPage = { set: 'dragnet', id: '248', comments: 12, author: 'Ann', start: 'I got to the point' }; // prettier-ignore
const omitted = new Map([['dragnet/248', listed]]);

function pith(comments: string[]) {
  const out = { text: 'the story itself', pageType: 'article-with-comments', comments, posts: [], title: '', method: 'learned', ms: 1 }; // prettier-ignore
  return { set: 'dragnet', id: '248', pith: out, readability: { text: 'the story itself', title: null, byline: null, ms: 1 } }; // prettier-ignore
}

describe('comments the gold leaves out', () => {
  it('reads a listed page’s comments as unknown: not scored, not a page without comments', () => {
    const g = withOmittedComments(gold('248', []), 'dragnet', omitted);
    expect(g.comments).toBeNull();
    expect(g.pageType).toBe('article-with-comments');
    const page = scorePage(pith(['I got to the point where I simply refused']), g);
    expect(page.pith?.comments).toBeUndefined();
    expect(page.commentsOmitted).toBe(true);
    // As it was read before: comments where the gold has none.
    const before = scorePage(pith(['I got to the point where I simply refused']), gold('248', []));
    expect(before.pith?.comments).toEqual({ f1: null, falsePositive: true });
    const set = scoreSet('dragnet', [page, { ...before, id: '249' }]);
    expect(set.pith.comments.pagesWithout).toBe(1);
  });

  it('leaves other pages, and the same id in another set, as they are', () => {
    const other = gold('249', []);
    expect(withOmittedComments(other, 'dragnet', omitted)).toBe(other);
    const elsewhere = gold('248', []);
    expect(withOmittedComments(elsewhere, 'cleaneval', omitted)).toBe(elsewhere);
  });

  it('fails on a listed page whose gold has comments: the list is stale', () => {
    expect(() => withOmittedComments(gold('248', ['a real comment']), 'dragnet', omitted)).toThrow(/stale/);
  });

  it('reads the list, and refuses an entry without its evidence', () => {
    const good = tempFile('ok.json', JSON.stringify({ pages: [listed] }));
    expect([...readOmittedComments(good).keys()]).toEqual(['dragnet/248']);
    const bad = tempFile('bad.json', JSON.stringify({ pages: [{ ...listed, author: '' }] }));
    expect(() => readOmittedComments(bad)).toThrow(/dragnet\/248 needs/);
    expect(readOmittedComments(path.join(os.tmpdir(), 'no-such-omitted.json')).size).toBe(0);
  });

  it('is applied by the bench’s jobs', () => {
    const corpus = fs.mkdtempSync(path.join(os.tmpdir(), 'pith-omitted-corpus-'));
    fs.mkdirSync(path.join(corpus, 'dragnet'));
    const lines = [gold('248', []), gold('249', [])].map((g) => JSON.stringify(g)).join('\n');
    fs.writeFileSync(path.join(corpus, 'dragnet', 'gold.jsonl'), lines);
    const jobs = jobsFor(corpus, null, undefined, undefined, omitted);
    expect(jobs.map((j) => j.gold.comments)).toEqual([null, []]);
    fs.rmSync(corpus, { recursive: true });
  });

  it('the committed list has only pages with their evidence', () => {
    // Throws on an entry without a count, an author or the comment's first words.
    const pages = [...readOmittedComments(OMITTED_COMMENTS_FILE).values()];
    expect(pages.length).toBeGreaterThan(0);
    for (const p of pages) expect(p.start.split(' ').length).toBeLessThanOrEqual(5);
  });
});
