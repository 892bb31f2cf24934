// Labels from gold, automatically (issue 4 item 2). Each text leaf's tokens are marked main when they sit in
// a run of SHINGLE page tokens that also occurs in the gold text (a longest-matching-runs alignment that is
// immune to common words matching out of place); L3S-GN1's annotated copies give leaf labels directly.
// A candidate node's main fraction is then the share of its tokens marked main, and the thesis's classes are
//   content:  main if the node is nearly all main (>= MAIN_UNIFORM), noise otherwise;
//   segment:  good if the node is uniform (nearly all main, or nearly all noise: not too coarse) and holds at
//             least GOOD_SHARE of the tokens of its largest uniform ancestor of the same kind (not too fine:
//             a paragraph of an article is a bad segment, thesis figure 6.3; the article's wrappers are good);
//   single:   main iff good and main (thesis table 6.4).
import type { FeatureDump } from '../../src/research/features/dump';

/** Tokens per matching run: 3 words rarely recur by chance between the gold text and page chrome. */
export const SHINGLE = 3;
/** A node is "nearly all main" at this token share (captions and share buttons inside an article). */
export const MAIN_UNIFORM = 0.9;
/** A node is "nearly all noise" at or below this share (a stray matching run in a menu). */
export const NOISE_UNIFORM = 0.1;
/** Not too fine: a uniform node is a good segment if it holds this share of its maximal uniform region. */
export const GOOD_SHARE = 0.5;
/** L3S-GN1 annotation classes that are main content: 1 headline, 2 full text (corpus README). */
const L3S_MAIN = new Set([1, 2]);

export interface NodeLabels {
  /** Share of the node's tokens that are main content. */
  frac: number[];
  content: boolean[];
  segment: boolean[];
  single: boolean[];
  /** Per leaf: share of its tokens marked main (for inspection). */
  leafMain: number[];
}

export function tokens(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Per leaf: [main tokens, all tokens]. */
export function leafMainCounts(dump: FeatureDump, gold: string): [number, number][] {
  const annotated = dump.leaves.some((l) => l.sel >= 0);
  if (annotated) {
    return dump.leaves.map((l) => {
      const n = tokens(l.text).length;
      return [L3S_MAIN.has(l.sel) ? n : 0, n];
    });
  }
  const goldRuns = new Set<string>();
  const g = tokens(gold);
  for (let i = 0; i + SHINGLE <= g.length; i++) goldRuns.add(g.slice(i, i + SHINGLE).join(' '));
  const seq: string[] = [];
  const owner: number[] = [];
  dump.leaves.forEach((l, li) => {
    for (const t of tokens(l.text)) {
      seq.push(t);
      owner.push(li);
    }
  });
  const main = new Uint8Array(seq.length);
  for (let i = 0; i + SHINGLE <= seq.length; i++) {
    if (goldRuns.has(seq.slice(i, i + SHINGLE).join(' '))) main.fill(1, i, i + SHINGLE);
  }
  const counts: [number, number][] = dump.leaves.map(() => [0, 0]);
  seq.forEach((_, i) => {
    counts[owner[i]][1]++;
    counts[owner[i]][0] += main[i];
  });
  return counts;
}

export function labelNodes(dump: FeatureDump, gold: string): NodeLabels {
  const leaf = leafMainCounts(dump, gold);
  const prefixMain = [0];
  const prefixAll = [0];
  leaf.forEach(([m, n], i) => {
    prefixMain.push(prefixMain[i] + m);
    prefixAll.push(prefixAll[i] + n);
  });
  const frac = dump.spans.map(([a, b]) => {
    const all = prefixAll[b] - prefixAll[a];
    return all > 0 ? (prefixMain[b] - prefixMain[a]) / all : 0;
  });
  const kind = frac.map((f) => (f >= MAIN_UNIFORM ? 1 : f <= NOISE_UNIFORM ? -1 : 0));
  const size = dump.spans.map(([a, b]) => prefixAll[b] - prefixAll[a]);
  const region = maximalRegion(kind, dump.parents);
  const segment = kind.map((k, i) => k !== 0 && size[i] >= GOOD_SHARE * size[region[i]]);
  const content = kind.map((k) => k === 1);
  return {
    frac,
    content,
    segment,
    single: content.map((c, i) => c && segment[i]),
    leafMain: leaf.map(([m, n]) => (n > 0 ? m / n : 0)),
  };
}

/** Per node: its highest ancestor-or-self reachable through nodes of the same (uniform) kind. */
function maximalRegion(kind: number[], parents: number[]): number[] {
  const memo = new Array<number>(kind.length).fill(-1);
  const top = (i: number): number => {
    if (memo[i] >= 0) return memo[i];
    const p = parents[i];
    memo[i] = p >= 0 && kind[p] === kind[i] && kind[i] !== 0 ? top(p) : i;
    return memo[i];
  };
  return kind.map((_, i) => top(i));
}
