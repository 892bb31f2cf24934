import { describe, expect, it } from 'vitest';
import type { Gold } from '../lib/corpus';
import { toCsv } from './csv';
import { toPithOutput } from './page-result';
import { firstLine, peersTables, stagesTable, withPageTypes } from './report';
import { bestPeer, pageF1, scorePage, scoreSet } from './score';

const NONE = { url: null, pageType: null, title: null, author: null, date: null, with: null, without: null };

function gold(extra: Partial<Gold>): Gold {
  return { id: 'p', article: null, comments: null, posts: null, ...NONE, ...extra };
}

function result(pithText: string, readabilityText: string, extra: object = {}) {
  const pith = {
    text: pithText,
    pageType: 'article',
    comments: [],
    posts: [],
    title: '',
    method: 'sd',
    ms: 10,
  };
  return {
    set: 'l3s-gn1',
    id: 'p',
    pith: { ...pith, ...extra },
    readability: { text: readabilityText, title: null, byline: null, ms: 5 },
  };
}

describe('scorePage', () => {
  it('scores both engines on full-text gold, with comments and regions where labelled', () => {
    const g = gold({
      article: 'one two three four',
      comments: ['nice one'],
      pageType: 'article-with-comments',
    });
    const s = scorePage(result('one two three four', 'one two', { comments: ['nice one'] }), g);
    expect(s.pith?.word?.f1).toBe(1);
    expect(s.readability?.word?.f1).toBeCloseTo(2 / 3);
    expect(s.pith?.comments).toEqual({ f1: 1, falsePositive: false });
    expect(s.readability?.comments?.f1).toBe(0);
    expect(s.pith?.region).toBe(1);
    // article: 7 chars found for 18 in gold → 7 / (11 + 7); comments not found → 0
    expect(s.readability?.region).toBeCloseTo(7 / 36);
  });

  it('scores snippets only where the gold has no full text', () => {
    const g = gold({ with: ['one two'], without: ['menu'] });
    const s = scorePage({ ...result('one two menu', 'one two'), set: 'trafilatura' }, g);
    expect(s.pith?.word).toBeUndefined();
    expect(s.pith?.snippets).toEqual({ tp: 1, fn: 0, fp: 1, tn: 0 });
    expect(pageF1(s.pith)).toBe(0.5);
    expect(pageF1(s.readability)).toBe(1);
  });

  it('keeps render failures out of both engines and counts them', () => {
    const failed = scorePage({ set: 's', id: 'x', error: 'timed out after 30 s' }, gold({ article: 'a' }));
    const ok = scorePage({ ...result('a', ''), set: 's' }, gold({ article: 'a', pageType: 'article' }));
    const set = scoreSet('s', [failed, ok]);
    expect(set).toMatchObject({ pages: 2, errors: 1 });
    expect(set.pith.word.f1).toBe(1);
    expect(set.readability.word.f1).toBe(0);
    expect(set.pageType.accuracy).toBe(1);
    expect(set.time.ratioMedian).toBe(2);
  });
});

describe('report helpers', () => {
  it('writes a CSV row per page with both engines', () => {
    const csv = toCsv([scorePage({ ...result('a b', 'a'), set: 's' }, gold({ article: 'a b' }))])
      .trim()
      .split('\n');
    expect(csv).toHaveLength(2);
    expect(csv[0].split(',')).toContain('readability_word_f1');
    expect(csv[1].startsWith('s,p,,,article,1,1,1,char,')).toBe(true);
  });

  it('shows the first non-empty line, cut and table-safe', () => {
    expect(firstLine('\n  \n a | b \nmore')).toBe('a \\| b');
    expect(firstLine('')).toBe('(empty)');
    expect(firstLine('x'.repeat(90), 80)).toBe(`${'x'.repeat(80)}…`);
  });
});

describe('peers beside Pith', () => {
  const g = gold({ article: 'one two three four', pageType: 'forum' });
  const withPeers = (id: string, defuddle: string, trafilatura?: string) => ({
    ...result('one two three four', 'one two'),
    set: 'wcxb',
    id,
    defuddle: { text: defuddle, ms: 7 },
    ...(trafilatura === undefined ? {} : { trafilatura: { text: trafilatura, ms: 90 } }),
  });

  it('scores each peer that has an output, and leaves out one that has none', () => {
    const s = scorePage(withPeers('a', 'one two three', ''), g);
    expect(s.defuddle?.word?.f1).toBeCloseTo(6 / 7);
    expect(s.trafilatura?.word?.f1).toBe(0); // given, but empty: scored as an empty extraction
    expect(scorePage(withPeers('b', 'one'), g).trafilatura).toBeUndefined();
  });

  it('names the best peer on each measure and shows Pith’s margin over it', () => {
    const pages = [
      scorePage(withPeers('a', 'one two three'), g),
      scorePage(withPeers('b', 'one two three'), g),
    ];
    const set = scoreSet('wcxb', pages);
    expect(set.trafilatura).toBeNull();
    expect(bestPeer(set, (e) => e.word.f1)).toEqual({ peer: 'defuddle', value: set.defuddle?.word.f1 });
    expect(bestPeer(set, (e) => e.snippets.f1)).toBeNull(); // no snippet gold: no peer has a value
    expect(set.peerTime.defuddle).toEqual({ median: 7, p95: 7 });
    const tables = peersTables(withPageTypes([set], pages));
    // The set's row, then its WCXB page type's, each with Pith, the best peer, the margin and every peer.
    expect(tables).toContain('| wcxb | 2 | 1.000 | 0.857 (Defuddle) | +0.143 | 0.667 | 0.857 | n/a |');
    expect(tables).toContain('| wcxb: forum | 2 | 1.000 | 0.857 (Defuddle) | +0.143 |');
    expect(tables).not.toContain('### snippet F1');
  });
});

describe("Pith's time by stage", () => {
  it('keeps the stages of what the reader waits for, and leaves highlight mode’s regions out', () => {
    const out = toPithOutput({ ms: 12, timings: { metadata: 1, build: 6, assemble: 2, regions: 40 } });
    expect(out.stages).toEqual({ metadata: 1, build: 6, assemble: 2 });
    expect(toPithOutput({ ms: NaN }).stages).toBeUndefined();
  });

  it('gives each stage’s median and p95 per set, a stage a page did not run counted as 0 ms there', () => {
    const times = [
      { metadata: 1, build: 10, 'page-type': 1 },
      { metadata: 3, build: 30 },
      { metadata: 2, build: 20, 'page-type': 3 },
    ];
    const pages = times.map((stages, i) =>
      scorePage({ ...result('a', 'a', { stages }), set: 's', id: `p${i}` }, gold({ article: 'a' })),
    );
    const set = scoreSet('s', pages);
    expect(Object.keys(set.stages)).toEqual(['metadata', 'build', 'page-type']);
    expect(set.stages.build.median).toBe(20);
    expect(set.stages['page-type'].median).toBe(1);
    expect(set.stages.metadata.p95).toBeCloseTo(2.9);
    const table = stagesTable([set]);
    expect(table).toContain('| stage | s |');
    expect(table).toContain('| build | 20.0 / 29.0 |');
    expect(stagesTable([scoreSet('t', [])])).toBeNull();
  });
});
