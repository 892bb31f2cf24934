// The bench's metrics (issue 3, item 2), each as a per-page score plus an aggregate over a set. Pure functions.
import { internWords, lcsLength } from './lcs';
import { median, percentile } from '../lib/stats';

// ---------------------------------------------------------------------------------------------- text helpers

/** `\w+` with Python 3's Unicode meaning (letters, marks, digits, underscore), as both benchmarks use. */
const WORD_RE = /[\p{L}\p{M}\p{N}_]+/gu;

// Texts are compared under Unicode's canonical equivalence (NFC): a page's text is as its site wrote it, where
// trafilatura normalises its output and the gold is normalised too (trafilatura 0406 writes the Bengali "য়" as
// one code point, U+09DF, and its gold as two, U+09AF U+09BC: the same letter, which a plain comparison misses).

export function words(text: string): string[] {
  return text.normalize('NFC').match(WORD_RE) ?? [];
}

export function normaliseSpace(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

export interface PRF {
  precision: number;
  recall: number;
  f1: number;
}

export function f1Of(precision: number, recall: number): number {
  return precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
}

function ratio(num: number, den: number, whenEmpty: number): number {
  return den > 0 ? num / den : whenEmpty;
}

function bag(tokens: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of tokens) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}

function overlap(a: Map<string, number>, b: Map<string, number>): number {
  let n = 0;
  for (const [k, v] of a) n += Math.min(v, b.get(k) ?? 0);
  return n;
}

// ---------------------------------------------------------------------- shingle F1 (ScrapingHub benchmark)

/** ScrapingHub article-extraction-benchmark: 4-token shingles (a shorter text is one shorter shingle). */
export const SHINGLE_SIZE = 4;

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export function shingles(text: string, n = SHINGLE_SIZE): string[] {
  const tokens = words(text);
  if (tokens.length === 0) return [];
  const out: string[] = [];
  for (let i = 0; i < Math.max(1, tokens.length - n + 1); i++) out.push(tokens.slice(i, i + n).join(' '));
  return out;
}

/**
 * One page's shingle tp/fp/fn (multisets), normalised to sum 1 so every page weighs the same. Both texts empty
 * counts as a correct page (tp = 1): there was nothing to extract and nothing was extracted.
 */
export function shingleCounts(predicted: string, gold: string): Counts {
  const p = bag(shingles(predicted));
  const g = bag(shingles(gold));
  const tp = overlap(p, g);
  const fp = [...p.values()].reduce((a, b) => a + b, 0) - tp;
  const fn = [...g.values()].reduce((a, b) => a + b, 0) - tp;
  const total = tp + fp + fn;
  return total === 0 ? { tp: 1, fp: 0, fn: 0 } : { tp: tp / total, fp: fp / total, fn: fn / total };
}

const UNDEFINED_PRF: PRF = { precision: NaN, recall: NaN, f1: NaN };

/**
 * Set score: the normalised tp/fp/fn averaged over pages, precision and recall of those, F1 of the two.
 * No pages: undefined (NaN). Nothing extracted on any page: precision 0.
 */
export function shingleScore(pages: Counts[]): PRF {
  if (pages.length === 0) return UNDEFINED_PRF;
  const sum = pages.reduce((a, c) => ({ tp: a.tp + c.tp, fp: a.fp + c.fp, fn: a.fn + c.fn }), {
    tp: 0,
    fp: 0,
    fn: 0,
  });
  const precision = ratio(sum.tp, sum.tp + sum.fp, 0);
  const recall = ratio(sum.tp, sum.tp + sum.fn, 0);
  return { precision, recall, f1: f1Of(precision, recall) };
}

// ------------------------------------------------------------------------------------ word F1 (WCXB)

/** WCXB: bag of lower-cased `\w+` words; both empty is a perfect page, one side empty scores 0. */
export function wordPRF(predicted: string, gold: string): PRF {
  const p = bag(words(predicted.toLowerCase()));
  const g = bag(words(gold.toLowerCase()));
  const pn = [...p.values()].reduce((a, b) => a + b, 0);
  const gn = [...g.values()].reduce((a, b) => a + b, 0);
  if (pn === 0 && gn === 0) return { precision: 1, recall: 1, f1: 1 };
  const common = overlap(p, g);
  const precision = ratio(common, pn, 0);
  const recall = ratio(common, gn, 0);
  return { precision, recall, f1: f1Of(precision, recall) };
}

/** Mean of per-page precision, recall and F1 (WCXB averages the per-page F1). */
export function meanPRF(pages: PRF[]): PRF {
  const avg = (k: keyof PRF) => (pages.length ? pages.reduce((a, p) => a + p[k], 0) / pages.length : NaN);
  return { precision: avg('precision'), recall: avg('recall'), f1: avg('f1') };
}

// ------------------------------------------------------------------------------ LCS P/R/F1 (Louvan 5.2)

/**
 * Above this many cells (chars × chars) a character LCS takes too long per page even bit-parallel (≈5·10^7
 * word operations, a few hundred ms on this machine), so the page is scored on words, each word one unit.
 */
export const LCS_CHAR_CELL_LIMIT = 1.6e9;
/** Beyond this even the word LCS is skipped (the page is left out of the LCS average and counted). */
export const LCS_WORD_CELL_LIMIT = 1e10;

export interface LcsResult extends PRF {
  level: 'char' | 'word' | 'skipped';
}

/** Louvan thesis 5.2: precision = |LCS| / |extracted|, recall = |LCS| / |gold|, on whitespace-normalised text. */
export function lcsPRF(predicted: string, gold: string): LcsResult {
  const p = normaliseSpace(predicted);
  const g = normaliseSpace(gold);
  if (!p.length && !g.length) return { precision: 1, recall: 1, f1: 1, level: 'char' };
  if (!p.length || !g.length) return { precision: 0, recall: 0, f1: 0, level: 'char' };
  if (p.length * g.length <= LCS_CHAR_CELL_LIMIT)
    return lcsScore(lcsLength(p, g), p.length, g.length, 'char');
  const [pw, gw] = internWords(p.split(' '), g.split(' '));
  if (pw.length * gw.length > LCS_WORD_CELL_LIMIT)
    return { precision: NaN, recall: NaN, f1: NaN, level: 'skipped' };
  return lcsScore(lcsLength(pw, gw), pw.length, gw.length, 'word');
}

function lcsScore(common: number, pn: number, gn: number, level: LcsResult['level']): LcsResult {
  const precision = common / pn;
  const recall = common / gn;
  return { precision, recall, f1: f1Of(precision, recall), level };
}

// ------------------------------------------------------------------------- snippets (trafilatura's method)

export interface SnippetCounts {
  tp: number;
  fn: number;
  fp: number;
  tn: number;
}

/** trafilatura's evaluation: a `with` snippet found is tp (else fn), a `without` snippet found is fp (else tn). */
export function snippetCounts(
  predicted: string,
  withSnippets: string[],
  withoutSnippets: string[],
): SnippetCounts {
  const text = normaliseSpace(predicted);
  const found = (s: string) => normaliseSpace(s).length > 0 && text.includes(normaliseSpace(s));
  const tp = withSnippets.filter(found).length;
  const fp = withoutSnippets.filter(found).length;
  return { tp, fn: withSnippets.length - tp, fp, tn: withoutSnippets.length - fp };
}

/** Counts summed over the set, then precision, recall, accuracy and F1 (trafilatura's evaluation script). */
export function snippetScore(pages: SnippetCounts[]): PRF & { accuracy: number } {
  const s = pages.reduce((a, c) => ({ tp: a.tp + c.tp, fn: a.fn + c.fn, fp: a.fp + c.fp, tn: a.tn + c.tn }), {
    tp: 0,
    fn: 0,
    fp: 0,
    tn: 0,
  });
  if (s.tp + s.fn + s.fp + s.tn === 0) return { ...UNDEFINED_PRF, accuracy: NaN };
  const precision = ratio(s.tp, s.tp + s.fp, 0);
  const recall = ratio(s.tp, s.tp + s.fn, 0);
  const accuracy = ratio(s.tp + s.tn, s.tp + s.tn + s.fp + s.fn, NaN);
  return { precision, recall, accuracy, f1: f1Of(precision, recall) };
}

export * from './metrics-structure';
export { median, percentile };
