import { describe, expect, it } from 'vitest';
import {
  checkFloors,
  FLOOR_TOLERANCE,
  floorOf,
  fnv1a,
  guardedMetrics,
  guardRows,
  guardTable,
  pickSample,
  unscoredPages,
} from './guard';
import { scorePage, scoreSet, type SetScore } from './score';
import type { Gold } from '../lib/corpus';

function gold(id: string, article: string | null, extra: Partial<Gold> = {}): Gold {
  const none = {
    url: null,
    pageType: null,
    title: null,
    author: null,
    date: null,
    comments: null,
    posts: null,
  };
  return { id, article, with: null, without: null, ...none, ...extra };
}

function setScore(set: string, pithText: string, goldText: string) {
  const pith = {
    text: pithText,
    pageType: 'article',
    comments: [],
    posts: [],
    title: '',
    method: 'sd',
    ms: 5,
  };
  const readability = { text: goldText, title: null, byline: null, ms: 4 };
  return scoreSet(set, [scorePage({ set, id: 'a', pith, readability }, gold('a', goldText))]);
}

/** A set score whose only guarded numbers are word and shingle F1 = `f1` (what guardedMetrics reads). */
function withWordF1(set: string, f1: number): SetScore {
  const pith = { word: { pages: 1, f1 }, shingle: { pages: 1, f1 }, snippets: { pages: 0, f1: NaN } };
  return { set, pith } as unknown as SetScore;
}

describe('guard', () => {
  it('hashes like FNV-1a 32', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
  });

  it('picks a stable seeded sample independent of input order', () => {
    const ids = Array.from({ length: 50 }, (_, i) => `p${i}`);
    const sample = pickSample(ids, 'wcxb', 5);
    expect(sample).toHaveLength(5);
    expect(pickSample([...ids].reverse(), 'wcxb', 5)).toEqual(sample);
    expect(pickSample(ids, 'dragnet', 5)).not.toEqual(sample);
  });

  it('fails only when a metric drops more than the tolerance below its floor', () => {
    const perfect = setScore('s', 'one two three four five', 'one two three four five');
    expect(guardedMetrics(perfect)).toEqual({ shingleF1: 1, wordF1: 1 });
    expect(checkFloors([perfect], { s: { wordF1: 1 } })).toEqual([]);
    const half = setScore('s', 'one two three four five', 'one two three four five six seven eight nine ten');
    const breaches = checkFloors([half], { s: { wordF1: 0.7 } }); // 0.667 < 0.7 − 0.005
    expect(breaches).toEqual([{ set: 's', metric: 'wordF1', value: expect.closeTo(2 / 3, 5), floor: 0.7 }]);
    expect(checkFloors([half], { s: { wordF1: 0.685 } }, 0.02)).toEqual([]);
  });

  it('fails a 0.006 drop and passes a 0.004 drop from a floor written by --write-floors', () => {
    expect(FLOOR_TOLERANCE).toBe(0.005);
    // Measured values spread over [0.5, 1); --write-floors keeps floorOf(value), cut to 4 decimals.
    for (let k = 0; k < 200; k++) {
      const measured = 0.5 + k * 0.002497;
      const floors = { s: { wordF1: floorOf(measured) } };
      expect(checkFloors([withWordF1('s', measured)], floors), `${measured}`).toEqual([]);
      expect(checkFloors([withWordF1('s', measured - 0.004)], floors), `${measured}`).toEqual([]);
      expect(checkFloors([withWordF1('s', measured - 0.006)], floors), `${measured}`).toHaveLength(1);
    }
  });

  it('cuts floors down to 4 decimals, never up', () => {
    expect(floorOf(0.95419999)).toBe(0.9541);
    expect(floorOf(0.9541)).toBe(0.9541);
    expect(floorOf(1)).toBe(1);
  });

  it('fails a floored set that the run did not measure', () => {
    const rows = guardRows([withWordF1('s', 0.9)], { s: { wordF1: 0.9 }, gone: { wordF1: 0.8 } });
    expect(rows.map((r) => [r.set, r.ok])).toEqual([
      ['s', true],
      ['gone', false],
    ]);
  });

  it('prints value, floor, difference and margin per guarded metric', () => {
    const floors = { s: { wordF1: 0.9 }, t: { wordF1: 0.8061 } };
    const rows = guardRows([withWordF1('s', 0.9012), withWordF1('t', 0.8)], floors, 0.005);
    const table = guardTable(rows, 0.005).split('\n');
    expect(table[0]).toMatch(/\| set \| metric \| value \| floor \| value − floor \| margin/);
    expect(table[2]).toBe('| s | wordF1 | 0.9012 | 0.9000 | +0.0012 | +0.0062 | ok |');
    expect(table[3]).toBe('| t | wordF1 | 0.8000 | 0.8061 | -0.0061 | -0.0011 | FAIL |');
  });

  it('fails when a floored metric is missing from the run', () => {
    const perfect = setScore('s', 'a b', 'a b');
    expect(checkFloors([perfect], { s: { snippetF1: 0.5 } })).toHaveLength(1);
  });

  it('lists the pages that were not scored (render failed or timed out), not those where the engine threw', () => {
    const pith = { text: '', pageType: 'article', comments: [], posts: [], title: '', method: 'sd', ms: NaN };
    const results = [
      { set: 's', id: 'a', error: 'timed out after 30 s' },
      { set: 's', id: 'b', pith: { ...pith, error: 'boom' } },
    ];
    expect(unscoredPages(results)).toEqual(['s/a (timed out after 30 s)']);
  });
});
