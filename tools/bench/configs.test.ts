import { describe, expect, it } from 'vitest';
import type { Gold } from '../lib/corpus';
import { configsTable, renderConfigs, scoreConfigs, READABILITY_ROW } from './configs';
import { rotate, type PageResult, type PithOutput } from './page-result';

const NONE = { url: null, pageType: null, title: null, author: null, date: null, with: null, without: null };

function gold(id: string, extra: Partial<Gold>): Gold {
  return { id, article: null, comments: null, posts: null, ...NONE, ...extra };
}

function output(method: string, text: string, ms: number, error?: string): PithOutput {
  return {
    text,
    pageType: 'article',
    comments: [],
    posts: [],
    title: '',
    method,
    ms,
    ...(error ? { error } : {}),
  };
}

function page(set: string, id: string, texts: Record<string, string>, readability: string): PageResult {
  const configs = Object.fromEntries(
    Object.entries(texts).map(([m, t], i) => [m, output(m, t, 10 * (i + 1), t ? undefined : 'boom')]),
  );
  return {
    set,
    id,
    pith: Object.values(configs)[0],
    readability: { text: readability, title: null, byline: null, ms: 4 },
    configs,
  };
}

// Two sets: `news` has full-text gold (word / shingle F1), `snips` only snippets (trafilatura style).
const jobs = [
  { set: 'news', gold: gold('a', { article: 'one two three four five' }) },
  { set: 'news', gold: gold('b', { article: 'six seven eight nine ten' }) },
  { set: 'snips', gold: gold('c', { with: ['one two'], without: ['menu'] }) },
];
const results: PageResult[] = [
  page('news', 'a', { cs2: 'one two three four five', sd: 'one two' }, 'one two three four five'),
  page('news', 'b', { cs2: 'six seven eight nine ten', sd: '' }, 'six seven'),
  page('snips', 'c', { cs2: 'one two menu', sd: 'one two' }, 'one two'),
];

describe('scoreConfigs', () => {
  const score = scoreConfigs(jobs, results, ['cs2', 'sd']);

  it('has one column per set, word F1 where there is full text and snippet F1 where only snippets', () => {
    expect(score.columns).toEqual([
      { set: 'news', pages: 2, errors: 0, kind: 'word' },
      { set: 'snips', pages: 1, errors: 0, kind: 'snippets' },
    ]);
  });

  it('scores each method on its own output, Readability once, in the order given', () => {
    expect(score.rows.map((r) => r.name)).toEqual(['cs2', 'sd', READABILITY_ROW]);
    const [cs2, sd, read] = score.rows;
    expect(cs2.sets.news.word.f1).toBe(1);
    expect(sd.sets.news.word.f1).toBeCloseTo((4 / 7 + 0) / 2); // 'one two' of five words; nothing on b
    expect(read.sets.news.word.f1).toBeCloseTo((1 + 4 / 7) / 2);
    expect(cs2.sets.snips.snippets.f1).toBeCloseTo(2 / 3); // tp 1, fp 1
    expect(sd.sets.snips.snippets.f1).toBe(1);
  });

  it('takes each method its own median time and counts its failed pages', () => {
    expect(score.rows.map((r) => r.msMedian)).toEqual([10, 20, 4]);
    expect(score.rows.map((r) => r.engineErrors)).toEqual([0, 1, 0]);
  });

  it('leaves a failed render out of every row and counts it on its set', () => {
    const failed = [...results, { set: 'news', id: 'x', error: 'timed out after 30 s' }];
    const jobsX = [...jobs, { set: 'news', gold: gold('x', { article: 'lost page' }) }];
    const s = scoreConfigs(jobsX, failed, ['cs2', 'sd']);
    expect(s.columns[0]).toMatchObject({ set: 'news', pages: 3, errors: 1 });
    expect(s.rows[0].sets.news.word.f1).toBe(1);
    expect(s.rows[0].engineErrors).toBe(0);
  });
});

describe('configsTable', () => {
  it('writes word / shingle F1 or snippet F1 per set, the best method in bold, and the median ms', () => {
    const table = configsTable(scoreConfigs(jobs, results, ['cs2', 'sd'])).split('\n');
    expect(table).toEqual([
      '| method | news (2) | snips (1) snippet F1 | ms median |',
      '| --- | --- | --- | --- |',
      '| `cs2` | **1.000 / 1.000** | 0.667 | 10.0 |',
      '| `sd` | 0.286 / 0.000 | **1.000** | 20.0 |',
      '| Readability | 0.786 / 0.667 | 1.000 | 4.0 |',
    ]);
  });

  it('bolds every method tied for best, and shows n/a for a set a row has no score on', () => {
    const score = scoreConfigs(jobs, results, ['cs2', 'sd']);
    const tied = { ...score, rows: score.rows.map((r) => ({ ...r, sets: { ...r.sets } })) };
    tied.rows[1].sets.news = tied.rows[0].sets.news;
    delete tied.rows[2].sets.snips;
    const lines = configsTable(tied).split('\n');
    expect(lines[2]).toContain('**1.000 / 1.000**');
    expect(lines[3]).toContain('**1.000 / 1.000**');
    expect(lines[4]).toBe('| Readability | 0.786 / 0.667 | n/a | 4.0 |');
  });

  it('heads configs.md with the command and lists failures', () => {
    const md = renderConfigs(scoreConfigs(jobs, results, ['cs2', 'sd']), {
      command: 'npm run bench -- --methods cs2,sd',
      when: '2026-11-22T08:00:00.000Z',
      commit: 'abc1234',
      rate: 1.5,
      concurrency: 1,
    });
    expect(md).toContain('Command: `npm run bench -- --methods cs2,sd`');
    expect(md).toContain('commit abc1234, 3 pages, 1 pages at a time, 1.50 pages/s');
    expect(md).toContain('Pages whose render failed (left out of every row): none.');
    expect(md).toContain('Pages where a method failed inside the page (scored as empty): sd 1.');
  });
});

describe('rotate', () => {
  it('starts at the turn, wrapping around', () => {
    expect(rotate(['a', 'b', 'c'], 0)).toEqual(['a', 'b', 'c']);
    expect(rotate(['a', 'b', 'c'], 4)).toEqual(['b', 'c', 'a']);
    expect(rotate([], 3)).toEqual([]);
  });
});
