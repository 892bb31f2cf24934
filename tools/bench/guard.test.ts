import { describe, expect, it } from 'vitest';
import { checkFloors, fnv1a, guardedMetrics, pickSample } from './guard';
import { scorePage, scoreSet } from './score';
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
    const breaches = checkFloors([half], { s: { wordF1: 0.7 } }); // 0.667 < 0.7 − 0.02
    expect(breaches).toEqual([{ set: 's', metric: 'wordF1', value: expect.closeTo(2 / 3, 5), floor: 0.7 }]);
    expect(checkFloors([half], { s: { wordF1: 0.685 } }, 0.02)).toEqual([]);
  });

  it('fails when a floored metric is missing from the run', () => {
    const perfect = setScore('s', 'a b', 'a b');
    expect(checkFloors([perfect], { s: { snippetF1: 0.5 } })).toHaveLength(1);
  });
});
