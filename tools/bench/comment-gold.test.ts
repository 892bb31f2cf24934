// The per-comment gold's matcher and metric, on small synthetic pages computed by hand; the gold file's reader;
// the jobs of `--comment-gold`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  commentCardsPage,
  commentCardsScore,
  commentFit,
  readCommentGold,
  sameDay,
  snippetIn,
  type GoldComment,
} from './comment-gold';
import { scorePage } from './score';
import { commentGoldJobs, withCommentGold } from './runner';
import { commentCardsTable } from './report';
import { scoreSet } from './score';
import type { Gold } from '../lib/corpus';

const lowerWords = (t: string) => t.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];

/** A gold record for a comment text, as the drafter writes it (5-word snippets). */
function goldOf(text: string, author: string | null = null, date: string | null = null): GoldComment {
  const w = text.match(/[\p{L}\p{N}_]+/gu) ?? [];
  return { start: w.slice(0, 5).join(' '), end: w.slice(-5).join(' '), words: w.length, author, date };
}

const A = 'I really liked this recipe and will make it again next weekend for my family';
const B = 'Thanks for the kind words, the trick is to let the dough rest overnight in the fridge';
const C = 'Does anyone know whether this works with gluten free flour as well';

describe('snippetIn', () => {
  it('finds a snippet as a run of words, case-insensitively, with one edge word allowed to differ', () => {
    const card = lowerWords('Jo says: I REALLY liked this recipe and will make it');
    expect(snippetIn(card, 'I really liked this recipe')).toBe(true);
    expect(snippetIn(card, 'Oh really liked this recipe')).toBe(true); // first word differs
    expect(snippetIn(card, 'really liked this recipe Oh')).toBe(true); // last word differs
    expect(snippetIn(card, 'liked really this recipe and')).toBe(false); // order matters
    expect(snippetIn(card, '')).toBe(false);
  });
});

describe('commentFit', () => {
  it('needs a snippet and lengths within half of each other', () => {
    expect(commentFit(lowerWords(A), goldOf(A))).toBeCloseTo(3); // both snippets, same length
    expect(commentFit(lowerWords(`Maria: ${A}`), goldOf(A))).toBeCloseTo(2 + 16 / 17);
    // a card holding two comments has both of A's snippets but twice the words: no pair
    expect(commentFit(lowerWords(`${A} ${B}`), goldOf(A))).toBe(0);
    // the same words in another order share no snippet
    expect(commentFit(lowerWords(A.split(' ').reverse().join(' ')), goldOf(A))).toBe(0);
  });
});

describe('commentCardsPage', () => {
  it('pairs one-to-one, best fit first, and checks author and date on the pairs', () => {
    const gold = [goldOf(A, 'Maria', '2012-10-23'), goldOf(B, 'Joy', '2012-10-24'), goldOf(C, null, null)];
    const found = [
      { text: B, author: 'Joy', date: '2012-10-25' }, // right author, wrong day
      { text: A, author: 'by Maria', date: '2012-10-23T15:50:00Z' }, // author with "by": wrong
      { text: A, author: 'Maria', date: '2012-10-23' }, // a duplicate of A: A is taken, no pair
      { text: 'Leave a reply: your email address will not be published' },
    ];
    const page = commentCardsPage(found, gold);
    expect(page).toEqual({
      found: 4,
      gold: 3,
      matched: 2,
      authorsChecked: 2,
      authorsCorrect: 1,
      datesChecked: 2,
      datesCorrect: 1,
    });
  });

  it('takes the better of two cards for one comment', () => {
    const gold = [goldOf(A, 'Maria')];
    const page = commentCardsPage(
      [
        { text: `${A} Reply`, author: 'x' },
        { text: A, author: 'Maria' },
      ],
      gold,
    );
    expect(page.matched).toBe(1);
    expect(page.authorsCorrect).toBe(1); // the exact card won the pair
  });

  it('counts nothing found as recall 0 and a page without cards as precision 0', () => {
    const empty = commentCardsPage([], [goldOf(A), goldOf(B)]);
    expect(empty).toMatchObject({ found: 0, gold: 2, matched: 0 });
    const score = commentCardsScore([empty]);
    expect(score).toMatchObject({ precision: 0, recall: 0, f1: 0, pages: 1 });
    expect(score.authorAccuracy).toBeNaN();
  });
});

describe('sameDay', () => {
  it('compares at day precision, the gold date-time on the day the page printed', () => {
    expect(sameDay('2020-01-14', '2020-01-14T20:29:22+01:00')).toBe(true);
    expect(sameDay('2020-01-14T19:29:22Z', '2020-01-14')).toBe(true);
    expect(sameDay('2020-01-15', '2020-01-14T23:29:22-05:00')).toBe(false);
    expect(sameDay(null, '2020-01-14')).toBe(false);
  });

  it("reads a zoned instant in the gold offset, and a printed date in the pages' own words", () => {
    // 17:02 in California is 00:02 UTC the next day: the same comment date
    expect(sameDay('2020-08-16T00:02:04.000Z', '2020-08-15T17:02:04-07:00')).toBe(true);
    expect(sameDay('2020-08-16T08:02:04.000Z', '2020-08-15T17:02:04-07:00')).toBe(false);
    expect(sameDay('März 7, 2018', '2018-03-07')).toBe(true);
    expect(sameDay('7. März 2018', '2018-03-08')).toBe(false);
    expect(sameDay('07/03/2018', '2018-03-07')).toBe(true); // day first or month first: either reading
    expect(sameDay('vor 2 Tagen', '2018-03-07')).toBe(false);
  });
});

describe('commentCardsScore', () => {
  it('sums counts over pages', () => {
    const pages = [
      {
        found: 3,
        gold: 2,
        matched: 2,
        authorsChecked: 2,
        authorsCorrect: 2,
        datesChecked: 1,
        datesCorrect: 0,
      },
      {
        found: 1,
        gold: 4,
        matched: 1,
        authorsChecked: 1,
        authorsCorrect: 0,
        datesChecked: 1,
        datesCorrect: 1,
      },
    ];
    const s = commentCardsScore(pages);
    expect(s.precision).toBeCloseTo(3 / 4);
    expect(s.recall).toBeCloseTo(3 / 6);
    expect(s.f1).toBeCloseTo((2 * 0.75 * 0.5) / 1.25);
    expect(s.authorAccuracy).toBeCloseTo(2 / 3);
    expect(s.dateAccuracy).toBeCloseTo(1 / 2);
    expect(commentCardsScore([]).f1).toBeNaN();
  });
});

function tmp(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'pith-comment-gold-'));
}

describe('readCommentGold', () => {
  it('reads one page a line keyed set/id, and says which line is broken', () => {
    const dir = tmp();
    const file = path.join(dir, 'c.jsonl');
    fs.writeFileSync(file, `${JSON.stringify({ set: 's', id: '1', url: 'u', comments: [goldOf(A)] })}\n\n`);
    expect([...readCommentGold(file).keys()]).toEqual(['s/1']);
    fs.writeFileSync(file, `${JSON.stringify({ set: 's', id: '1', url: 'u', comments: [] })}\n{oops\n`);
    expect(() => readCommentGold(file)).toThrow(/c\.jsonl:2: not JSON/);
    fs.writeFileSync(file, '{"set":"s"}\n');
    expect(() => readCommentGold(file)).toThrow(/:1: a page needs set, id and comments/);
    expect(readCommentGold(path.join(dir, 'none.jsonl')).size).toBe(0);
    fs.rmSync(dir, { recursive: true });
  });
});

describe('the comment gold in a run', () => {
  const gold = (id: string): Gold => ({
    id,
    url: null,
    pageType: 'article-with-comments',
    title: null,
    author: null,
    date: null,
    article: 'the article text',
    comments: null,
    posts: null,
    with: null,
    without: null,
  });
  const page = (set: string, id: string) => ({ set, id, url: 'u', comments: [goldOf(A, 'Maria')] });

  it('--comment-gold runs exactly the gold pages (of --sets, first --limit of each)', () => {
    const corpus = tmp();
    for (const set of ['a', 'b']) {
      fs.mkdirSync(path.join(corpus, set));
      const lines = ['1', '2', '3'].map((id) => JSON.stringify(gold(id)));
      fs.writeFileSync(path.join(corpus, set, 'gold.jsonl'), lines.join('\n'));
    }
    const commentGold = new Map(
      [page('a', '3'), page('a', '1'), page('b', '2')].map((p) => [`${p.set}/${p.id}`, p]),
    );
    const keys = (jobs: { set: string; gold: Gold; comments?: unknown }[]) =>
      jobs.map((j) => `${j.set}/${j.gold.id}${j.comments ? '+' : ''}`);
    expect(keys(commentGoldJobs(corpus, null, undefined, commentGold))).toEqual(['a/3+', 'a/1+', 'b/2+']);
    expect(keys(commentGoldJobs(corpus, ['b'], undefined, commentGold))).toEqual(['b/2+']);
    expect(keys(commentGoldJobs(corpus, null, 1, commentGold))).toEqual(['a/3+', 'b/2+']);
    commentGold.set('b/9', page('b', '9'));
    expect(() => commentGoldJobs(corpus, ['b'], undefined, commentGold)).toThrow(/names b\/9/);
    expect(() => commentGoldJobs(corpus, null, undefined, new Map())).toThrow(/No per-comment gold/);
    // any other run attaches the gold to the pages it has
    const jobs = withCommentGold(
      ['1', '2'].map((id) => ({ set: 'a', gold: gold(id) })),
      commentGold,
    );
    expect(keys(jobs)).toEqual(['a/1+', 'a/2']);
    fs.rmSync(corpus, { recursive: true });
  });

  it('scores Pith’s comment cards on a gold page, per set and in the report; the peers have none', () => {
    const pith = {
      text: 'the article text',
      pageType: 'article-with-comments',
      comments: [A, C],
      commentCards: [
        { text: A, author: 'Maria', date: null },
        { text: C, author: null, date: null },
      ],
      posts: [],
      title: '',
      method: 'learned',
      ms: 1,
    };
    const readability = { text: 'the article text', title: null, byline: null, ms: 1 };
    const scored = scorePage({ set: 'a', id: '1', pith, readability }, gold('1'), page('a', '1'));
    expect(scored.pith?.commentCards).toMatchObject({ found: 2, gold: 1, matched: 1, authorsCorrect: 1 });
    expect(scored.readability?.commentCards).toBeUndefined();
    const unscored = scorePage({ set: 'a', id: '2', pith, readability }, gold('2'));
    expect(unscored.pith?.commentCards).toBeUndefined();
    const set = scoreSet('a', [scored, unscored]);
    expect(set.pith.commentCards).toMatchObject({ pages: 1, precision: 0.5, recall: 1 });
    expect(set.readability.commentCards.pages).toBe(0);
    const table = commentCardsTable([set], [scored, unscored]);
    expect(table).toContain('| a | 1 | 1 | 2 | 1 | 0.500 | 1.000 | 0.667 | 1.000 (1) | n/a (0) |');
    expect(table).toContain('| all | 1 | 1 | 2 | 1 |');
    expect(commentCardsTable([set], [unscored])).toBe('');
  });
});
