import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Gold } from './corpus';
import { tempFile } from './temp-file';
import {
  COMMENT_FURNITURE_FILE,
  readCommentFurniture,
  withoutCommentFurniture,
  type CommentFurniturePage,
} from './comment-furniture';
import { readGoldAsScored } from './omitted-comments';
import { scorePage, scoreSet } from '../bench/score';

const NONE = { url: null, title: null, author: null, date: null, with: null, without: null, posts: null };
const FORM = ['Have your say', 'We welcome comments on our stories.', 'Not Registered?'];

function gold(id: string, comments: string[] | null): Gold {
  return { id, article: 'the story itself', comments, pageType: 'article-with-comments', ...NONE };
}

const listed: CommentFurniturePage = { set: 'l3s-gn1', id: 'a1', kind: 'furniture', start: 'Have your say We welcome', note: 'a comment form' }; // prettier-ignore
const furniture = new Map([['l3s-gn1/a1', listed]]);

function pith(comments: string[]) {
  const out = { text: 'the story itself', pageType: 'article', comments, posts: [], title: '', method: 'learned', ms: 1 }; // prettier-ignore
  return { set: 'l3s-gn1', id: 'a1', pith: out, readability: { text: 'the story itself', title: null, byline: null, ms: 1 } }; // prettier-ignore
}

describe('comment gold that holds no comment', () => {
  it('reads a listed page as one without comments: showing none is right, showing the form is not', () => {
    const g = withoutCommentFurniture(gold('a1', FORM), 'l3s-gn1', furniture);
    expect(g.comments).toEqual([]);
    expect(g.pageType).toBe('article');
    const none = scorePage(pith([]), g);
    expect(none.pith?.comments).toEqual({ f1: null, falsePositive: false });
    expect(none.commentFurniture).toBe(true);
    const form = scorePage(pith(['Have your say']), g);
    expect(form.pith?.comments).toEqual({ f1: null, falsePositive: true });
    // As it was read before: the page with comments, and showing none of them F1 0.
    expect(scorePage(pith([]), gold('a1', FORM)).pith?.comments).toEqual({ f1: 0, falsePositive: false });
    const set = scoreSet('l3s-gn1', [none, { ...form, id: 'a2' }]);
    expect(set.pith.comments.pagesWithout).toBe(2);
    expect(set.pith.comments.falsePositiveRate).toBe(0.5);
  });

  it('leaves other pages, and the same id in another set, as they are', () => {
    const other = gold('a2', FORM);
    expect(withoutCommentFurniture(other, 'l3s-gn1', furniture)).toBe(other);
    const elsewhere = gold('a1', FORM);
    expect(withoutCommentFurniture(elsewhere, 'dragnet', furniture)).toBe(elsewhere);
  });

  it('fails on a listed page whose comment gold starts otherwise: the list is stale', () => {
    expect(() => withoutCommentFurniture(gold('a1', ['A real comment.']), 'l3s-gn1', furniture)).toThrow(/stale/); // prettier-ignore
    expect(() => withoutCommentFurniture(gold('a1', null), 'l3s-gn1', furniture)).toThrow(/stale/);
  });

  it('reads the list, and refuses an entry without its evidence or of an unknown kind', () => {
    const good = tempFile('ok.json', JSON.stringify({ pages: [listed] }));
    expect([...readCommentFurniture(good).keys()]).toEqual(['l3s-gn1/a1']);
    const bad = tempFile('bad.json', JSON.stringify({ pages: [{ ...listed, start: ' ' }] }));
    expect(() => readCommentFurniture(bad)).toThrow(/l3s-gn1\/a1 needs/);
    const kind = tempFile('kind.json', JSON.stringify({ pages: [{ ...listed, kind: 'ads' }] }));
    expect(() => readCommentFurniture(kind)).toThrow(/needs/);
    expect(readCommentFurniture(path.join(os.tmpdir(), 'no-such-furniture.json')).size).toBe(0);
  });

  it('is applied to the gold as scored', () => {
    const corpus = fs.mkdtempSync(path.join(os.tmpdir(), 'pith-furniture-corpus-'));
    fs.mkdirSync(path.join(corpus, 'l3s-gn1'));
    const lines = [gold('a1', FORM), gold('a2', FORM)].map((g) => JSON.stringify(g)).join('\n');
    fs.writeFileSync(path.join(corpus, 'l3s-gn1', 'gold.jsonl'), lines);
    const golds = readGoldAsScored(corpus, 'l3s-gn1', new Map(), furniture);
    expect(golds.map((g) => g.comments)).toEqual([[], FORM]);
    fs.rmSync(corpus, { recursive: true });
  });

  it('the committed list has only pages with their evidence', () => {
    const list = readCommentFurniture(COMMENT_FURNITURE_FILE);
    expect(list.size).toBeGreaterThan(0);
    for (const page of list.values()) expect(page.set).toBe('l3s-gn1');
  });
});
