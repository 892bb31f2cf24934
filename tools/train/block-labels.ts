// Block labels from the corpus gold (issue 19): which visible text blocks of a rendered page (the block table,
// src/blocks/types.ts) are main content, comments or noise, for training the learned engine.
//
// Full-text gold (wcxb, dragnet, l3s-gn1, cleaneval, harvest-forums): the page's tokens (all blocks, reading
// order) are aligned with the gold's tokens IN ORDER, and a block is main when at least BLOCK_SHARE of its tokens
// are aligned to the article gold (comment likewise, against the comment gold, aligned separately). The node
// labeller (label.ts) matches 3-token runs anywhere, order-free, so a menu phrase or a teaser that repeats the
// lead becomes main; an in-order alignment gives each gold token at most one page token, and chooses the one
// that sits with the rest of the article.
//
// The alignment (Aligner), patience-diff style, bounded:
//   1. anchors: 3-grams (SHINGLE) that occur exactly once on the page and once in the gold (within the current
//      gap); the longest chain of anchors increasing in both (LIS) fixes the order, and each anchor run is
//      extended both ways while the tokens agree (this is what carries the alignment through a lead that a
//      teaser repeats: its 3-grams occur twice, so they anchor nothing, but the run extends back into it);
//   2. the gaps between the runs are aligned the same way, recursively (uniqueness is relative to the gap);
//   3. a gap without unique anchors is filled by an exact LCS when small (DP_CELLS), traced both as early and as
//      late as possible: the trace with more tokens in long runs, then fewer runs, wins, and on a tie the one
//      nearer the aligned text beside the gap (a gap before the first anchor aligns late, next to the article);
//      a big gap falls back to anchors that are unique in the gold and rare (MAX_OCC) on the page;
//   4. aligned runs shorter than MIN_RUN tokens are chance matches and dropped, and so are runs shorter than
//      ISOLATED_RUN with no aligned gold token within NEAR tokens on either side, unless they are a whole gold
//      paragraph: a gold paragraph missing from the page leaves a gap in which a footer's "terms of use" would
//      otherwise align in order;
//   5. a gold paragraph (a line; a comment; a post) that stays mostly unaligned because the page shows it out of
//      the gold's order (comments newest first, a byline after the text) is looked up alone among the page's
//      unaligned tokens, by unique anchors, and kept only if that aligns at least half of it (a stray phrase in
//      a footer does not).
// Bounded: anchor searches cost the gap's length and stop at WORK_PER_TOKEN per token; the LCS fills are capped
// at DP_CELLS per gap and DP_BUDGET per alignment. A typical page takes milliseconds, 20,000 x 20,000 tokens
// well under a second.
//
// l3s-gn1: aligned like the others. Its gold is its annotation's text (headline and full text; comments), and the
// table is measured on the page itself, not on the annotated copy (tables.ts, RENDER_VERSION 4).
// trafilatura: snippets only, partial labels (see bySnippets). readability: no labels (its gold is Readability.js's
// own output).
import type { BlockLabel } from '../../src/blocks/types';
import type { Gold } from '../lib/corpus';
import { SHINGLE, tokens } from './label';

/** A block is main (comment) when at least this share of its tokens is aligned to the article (comment) gold. */
export const BLOCK_SHARE = 0.5;
/** Aligned runs (consecutive on the page and in the gold) shorter than this are chance matches. */
export const MIN_RUN = SHINGLE;
/** A run shorter than this, alone in the gold (nothing aligned within NEAR tokens), is a chance match... */
export const ISOLATED_RUN = 8;
/** ...unless it is a whole gold paragraph. */
const NEAR = 8;
/** Anchor n-gram length. */
const K = SHINGLE;
/** A gap without unique anchors gets an exact LCS when it has at most this many cells (page x gold tokens). */
const DP_CELLS = 1 << 20;
/** LCS cells per alignment, over all gaps (each fill traces twice over one table). */
const DP_BUDGET = 8 * DP_CELLS;
/** Anchor search work per alignment, per token of page and gold (bounds pathological recursion). */
const WORK_PER_TOKEN = 64;
/** Fallback anchors of a big gap: unique in the gold, at most this many times on the page. */
const MAX_OCC = 4;
/** Sets whose comment gold labels comments (dragnet: one blob; l3s-gn1: the comments' text pieces). */
const COMMENT_SETS = new Set(['dragnet', 'l3s-gn1']);
/** Sets whose `article` (or posts) gold is the full main text. */
const FULL_TEXT_SETS = new Set(['cleaneval', 'dragnet', 'wcxb', 'l3s-gn1', 'harvest-forums']);

export interface SnippetCount {
  /** Snippets found inside some block's text. */
  found: number;
  total: number;
}

export interface BlockLabelStats {
  /** How the labels were made: alignment; trafilatura snippets; none (no usable gold: every label null). */
  method: 'align' | 'snippets' | 'none';
  counts: Record<BlockLabel | 'unknown', number>;
  /** Tokens of the main gold (article, or the forum posts). */
  goldTokens: number;
  /** Share of the gold tokens aligned to a token of a block labelled main: how well blocks represent the gold. */
  coverage: number | null;
  /** Share of the tokens of blocks labelled main that are aligned to the gold. */
  purity: number | null;
  commentGoldTokens: number;
  commentCoverage: number | null;
  commentPurity: number | null;
  /** trafilatura: snippets found in blocks. */
  snippets: { with: SnippetCount; without: SnippetCount; comments: SnippetCount } | null;
}

export interface BlockLabelling {
  /** Per block; null = unknown, left out of training. */
  labels: (BlockLabel | null)[];
  stats: BlockLabelStats;
}

export interface LabelledBlock {
  text: string;
}

export function labelBlocks(blocks: readonly LabelledBlock[], gold: Gold, set: string): BlockLabelling {
  // readability's gold is what Readability.js itself extracts (a silver standard, corpus README): training on
  // it would teach the engine Readability's mistakes, so its pages are left out (every label null).
  if (set === 'readability') return unlabelled(blocks);
  if (set === 'trafilatura') return bySnippets(blocks, gold);
  if (FULL_TEXT_SETS.has(set)) return byAlignment(blocks, gold, set);
  throw new Error(`labelBlocks: no labelling rule for set "${set}"`);
}

function emptyStats(method: BlockLabelStats['method']): BlockLabelStats {
  return {
    method,
    counts: { main: 0, comment: 0, noise: 0, unknown: 0 },
    goldTokens: 0,
    coverage: null,
    purity: null,
    commentGoldTokens: 0,
    commentCoverage: null,
    commentPurity: null,
    snippets: null,
  };
}

function unlabelled(blocks: readonly LabelledBlock[]): BlockLabelling {
  const stats = emptyStats('none');
  stats.counts.unknown = blocks.length;
  return { labels: blocks.map(() => null), stats };
}

function countLabels(labels: readonly (BlockLabel | null)[], stats: BlockLabelStats): void {
  for (const l of labels) stats.counts[l ?? 'unknown']++;
}

// ---------------------------------------------------------------------------------------------------------
// Full-text gold: alignment.

function byAlignment(blocks: readonly LabelledBlock[], gold: Gold, set: string): BlockLabelling {
  // Forum posts are the main content of a thread (harvest-forums; its `article` is the posts joined).
  const mainTexts = gold.posts?.length ? gold.posts.map((p) => p.text) : gold.article ? [gold.article] : [];
  const commentTexts = COMMENT_SETS.has(set) ? (gold.comments ?? []) : [];

  const vocab = new Vocab();
  const owner: number[] = [];
  const blockTokens = new Int32Array(blocks.length);
  const pageWords: string[] = [];
  blocks.forEach((b, bi) => {
    for (const t of tokens(b.text)) {
      pageWords.push(t);
      owner.push(bi);
    }
  });
  for (const o of owner) blockTokens[o]++;
  const main = goldSequence(mainTexts);
  // No gold text: nothing can be called main, and calling every block noise would teach that the page has no
  // content; the page is left out.
  if (!main.words.length) return unlabelled(blocks);
  const comments = goldSequence(commentTexts);

  const P = vocab.ids(pageWords);
  const G = vocab.ids(main.words);
  const C = vocab.ids(comments.words);
  const PK = vocab.grams(P);
  const GK = vocab.grams(G);
  const CK = vocab.grams(C);
  const toMain = alignIds(P, PK, G, GK, main.segments, vocab.gramCount);
  const toComment = C.length ? alignIds(P, PK, C, CK, comments.segments, vocab.gramCount) : null;

  const mainAligned = new Int32Array(blocks.length);
  const commentAligned = new Int32Array(blocks.length);
  for (let i = 0; i < P.length; i++) {
    if (toMain.pm[i] >= 0) mainAligned[owner[i]]++;
    if (toComment && toComment.pm[i] >= 0) commentAligned[owner[i]]++;
  }
  const aligned: (BlockLabel | null)[] = blocks.map((_, b) => {
    const n = blockTokens[b];
    if (!n) return null;
    const m = mainAligned[b] >= BLOCK_SHARE * n;
    const c = commentAligned[b] >= BLOCK_SHARE * n;
    if (m && (!c || mainAligned[b] >= commentAligned[b])) return 'main';
    return c ? 'comment' : 'noise';
  });

  const stats = emptyStats('align');
  let labels = aligned;

  // A page whose gold leaves out the comments it shows (tools/lib/omitted-comments.ts): what is not the
  // article may be those comments, so it is not called noise.
  if (gold.commentsOmitted) labels = labels.map((l) => (l === 'noise' ? null : l));
  countLabels(labels, stats);
  stats.goldTokens = G.length;
  stats.commentGoldTokens = C.length;
  const quality = (pm: Int32Array, gm: Int32Array, label: BlockLabel) => {
    let covered = 0;
    for (let j = 0; j < gm.length; j++) if (gm[j] >= 0 && labels[owner[gm[j]]] === label) covered++;
    let inLabel = 0;
    let alignedIn = 0;
    for (let i = 0; i < pm.length; i++) {
      if (labels[owner[i]] !== label) continue;
      inLabel++;
      if (pm[i] >= 0) alignedIn++;
    }
    return { coverage: gm.length ? covered / gm.length : null, purity: inLabel ? alignedIn / inLabel : null };
  };
  const mq = quality(toMain.pm, toMain.gm, 'main');
  stats.coverage = mq.coverage;
  stats.purity = mq.purity;
  if (toComment) {
    const cq = quality(toComment.pm, toComment.gm, 'comment');
    stats.commentCoverage = cq.coverage;
    stats.commentPurity = cq.purity;
  }
  return { labels, stats };
}

/** The gold's tokens in order, and its paragraphs (lines of each text) as token ranges. */
function goldSequence(texts: readonly string[]): { words: string[]; segments: [number, number][] } {
  const words: string[] = [];
  const segments: [number, number][] = [];
  for (const text of texts) {
    for (const line of text.split('\n')) {
      const start = words.length;
      for (const t of tokens(line)) words.push(t);
      if (words.length > start) segments.push([start, words.length]);
    }
  }
  return { words, segments };
}

export interface Alignment {
  /** Per page token: the gold token it is aligned to, -1 when none. */
  pm: Int32Array;
  /** Per gold token: the page token aligned to it, -1 when none. */
  gm: Int32Array;
}

/** Aligns two token sequences in order (see the head of this file); `segments` are the gold's paragraphs as
 * [start, end) token ranges, for the out-of-order pass (default: the whole gold as one). */
export function alignTokens(
  page: readonly string[],
  gold: readonly string[],
  segments: [number, number][] = [[0, gold.length]],
): Alignment {
  const vocab = new Vocab();
  const P = vocab.ids(page);
  const G = vocab.ids(gold);
  const PK = vocab.grams(P);
  const GK = vocab.grams(G);
  return alignIds(P, PK, G, GK, segments, vocab.gramCount);
}

function alignIds(
  P: Int32Array,
  PK: Int32Array,
  G: Int32Array,
  GK: Int32Array,
  segments: [number, number][],
  gramCount: number,
): Alignment {
  const a = new Aligner(P, PK, G, GK, gramCount);
  a.inOrder();
  a.dropShortRuns();
  a.dropIsolatedRuns(segments);
  a.outOfOrder(segments);
  return { pm: a.pm, gm: a.gm };
}

/** Interned tokens and K-grams (exact: ids of pairs of ids, no hashing collisions), shared by a page and its golds. */
class Vocab {
  private readonly words = new Map<string, number>();
  /** levels[l]: (id of an (l+1)-gram, next token) -> id of the (l+2)-gram. */
  private readonly levels = Array.from({ length: K - 1 }, () => new PairIds());

  ids(words: readonly string[]): Int32Array {
    const out = new Int32Array(words.length);
    words.forEach((w, i) => {
      let id = this.words.get(w);
      if (id === undefined) this.words.set(w, (id = this.words.size));
      out[i] = id;
    });
    return out;
  }

  /** Per position, the id of the K-gram starting there; -1 where fewer than K tokens are left. */
  grams(ids: Int32Array): Int32Array {
    let cur = Int32Array.from(ids);
    for (let l = 0; l < K - 1; l++) {
      const pairs = this.levels[l];
      const next = new Int32Array(ids.length).fill(-1);
      for (let i = 0; i + l + 1 < ids.length; i++) next[i] = pairs.id(cur[i], ids[i + l + 1]);
      cur = next;
    }
    return cur;
  }

  get gramCount(): number {
    return K > 1 ? this.levels[K - 2].size : this.words.size;
  }
}

/** Dense ids for pairs of non-negative int32s: an open-addressing hash table (a Map keyed by a*2^26+b is several
 * times slower: its keys are heap numbers). */
class PairIds {
  size = 0;
  private mask = 1023;
  private a = new Int32Array(1024).fill(-1);
  private b = new Int32Array(1024);
  private v = new Int32Array(1024);

  id(a: number, b: number): number {
    let h = (Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca6b)) & this.mask;
    for (;;) {
      if (this.a[h] < 0) break;
      if (this.a[h] === a && this.b[h] === b) return this.v[h];
      h = (h + 1) & this.mask;
    }
    this.a[h] = a;
    this.b[h] = b;
    this.v[h] = this.size;
    if (++this.size * 2 > this.mask) this.grow();
    return this.size - 1;
  }

  private grow(): void {
    const { a, b, v } = this;
    this.mask = this.mask * 2 + 1;
    this.a = new Int32Array(this.mask + 1).fill(-1);
    this.b = new Int32Array(this.mask + 1);
    this.v = new Int32Array(this.mask + 1);
    for (let i = 0; i < a.length; i++) {
      if (a[i] < 0) continue;
      let h = (Math.imul(a[i], 0x9e3779b1) ^ Math.imul(b[i], 0x85ebca6b)) & this.mask;
      while (this.a[h] >= 0) h = (h + 1) & this.mask;
      this.a[h] = a[i];
      this.b[h] = b[i];
      this.v[h] = v[i];
    }
  }
}

interface Run {
  p: number;
  g: number;
  len: number;
}

interface Gap {
  pa: number;
  pb: number;
  ga: number;
  gb: number;
  /** Aligned text borders the gap on the left / right. */
  left: boolean;
  right: boolean;
}

/** Scratch table of the LCS fills, grown on demand (at most DP_CELLS + page + gold cells). */
let lcsTable = new Uint16Array(0);

class Aligner {
  readonly pm: Int32Array;
  readonly gm: Int32Array;
  private readonly cntP: Int32Array;
  private readonly cntG: Int32Array;
  private readonly stampP: Int32Array;
  private readonly stampG: Int32Array;
  private readonly posP: Int32Array;
  private readonly posG: Int32Array;
  private stamp = 0;
  private work = 0;
  private readonly workBudget: number;
  private dpLeft = DP_BUDGET;
  private readonly minRun: number;

  constructor(
    private readonly P: Int32Array,
    private readonly PK: Int32Array,
    private readonly G: Int32Array,
    private readonly GK: Int32Array,
    grams: number,
  ) {
    this.pm = new Int32Array(P.length).fill(-1);
    this.gm = new Int32Array(G.length).fill(-1);
    this.cntP = new Int32Array(grams);
    this.cntG = new Int32Array(grams);
    this.stampP = new Int32Array(grams);
    this.stampG = new Int32Array(grams);
    this.posP = new Int32Array(grams);
    this.posG = new Int32Array(grams);
    this.workBudget = WORK_PER_TOKEN * (P.length + G.length) + 100_000;
    this.minRun = Math.min(MIN_RUN, G.length);
  }

  /** Steps 1-3: anchors, extension, gaps (an explicit stack: the recursion can be deep). */
  inOrder(): void {
    const stack: Gap[] = [{ pa: 0, pb: this.P.length, ga: 0, gb: this.G.length, left: false, right: false }];
    while (stack.length) {
      const gap = stack.pop()!;
      const { pa, pb, ga, gb } = gap;
      if (pa >= pb || ga >= gb) continue;
      let runs = this.anchors(pa, pb, ga, gb, 1);
      if (!runs.length) {
        const cells = (pb - pa) * (gb - ga);
        if (cells <= DP_CELLS && cells <= this.dpLeft) {
          this.dpLeft -= cells;
          this.fill(gap);
          continue;
        }
        runs = this.anchors(pa, pb, ga, gb, MAX_OCC);
        if (!runs.length) continue;
      }
      this.extend(runs, pa, pb, ga, gb);
      let p = pa;
      let g = ga;
      let left = gap.left;
      for (const r of runs) {
        this.mark(r.p, r.g, r.len);
        stack.push({ pa: p, pb: r.p, ga: g, gb: r.g, left, right: true });
        p = r.p + r.len;
        g = r.g + r.len;
        left = true;
      }
      stack.push({ pa: p, pb, ga: g, gb, left, right: gap.right });
    }
  }

  /** Step 4. */
  dropShortRuns(): void {
    const { pm, gm } = this;
    for (let i = 0; i < pm.length;) {
      if (pm[i] < 0) {
        i++;
        continue;
      }
      let j = i + 1;
      while (j < pm.length && pm[j] === pm[j - 1] + 1) j++;
      if (j - i < this.minRun) {
        for (let t = i; t < j; t++) {
          gm[pm[t]] = -1;
          pm[t] = -1;
        }
      }
      i = j;
    }
  }

  /** Step 4, second part: short runs far from any other aligned gold, and not a whole gold paragraph. */
  dropIsolatedRuns(segments: readonly [number, number][]): void {
    const { pm, gm } = this;
    const whole = new Set(segments.map(([s, e]) => `${s},${e}`));
    const drop: [number, number][] = [];
    for (let i = 0; i < pm.length;) {
      if (pm[i] < 0) {
        i++;
        continue;
      }
      let j = i + 1;
      while (j < pm.length && pm[j] === pm[j - 1] + 1) j++;
      const g0 = pm[i];
      const g1 = pm[j - 1] + 1;
      if (j - i < ISOLATED_RUN && !whole.has(`${g0},${g1}`)) {
        let near = false;
        for (let g = Math.max(0, g0 - NEAR); g < g0 && !near; g++) near = gm[g] >= 0;
        for (let g = g1; g < Math.min(gm.length, g1 + NEAR) && !near; g++) near = gm[g] >= 0;
        if (!near) drop.push([i, j]);
      }
      i = j;
    }
    for (const [i, j] of drop) {
      for (let t = i; t < j; t++) {
        gm[pm[t]] = -1;
        pm[t] = -1;
      }
    }
  }

  /** Step 5: gold paragraphs mostly unaligned, each looked up alone among the page's unaligned tokens. */
  outOfOrder(segments: readonly [number, number][]): void {
    const { P, PK, GK, pm, gm, cntP, cntG, stampP, posP } = this;
    const alignedIn = (s: number, e: number) => {
      let n = 0;
      for (let j = s; j < e; j++) if (gm[j] >= 0) n++;
      return n;
    };
    const todo = segments.filter(
      ([s, e]) => e - s >= Math.max(K, this.minRun) && 2 * alignedIn(s, e) < e - s,
    );
    if (!todo.length) return;
    // The unaligned page's K-grams (all K tokens unaligned), counted once.
    const sp = ++this.stamp;
    for (let i = P.length - 1, free = 0; i >= 0; i--) {
      free = pm[i] < 0 ? free + 1 : 0;
      if (free < K) continue;
      const id = PK[i];
      if (stampP[id] !== sp) {
        stampP[id] = sp;
        cntP[id] = 0;
      }
      cntP[id]++;
      posP[id] = i;
    }
    this.work += P.length;
    const isFree = (p: number, g: number) => {
      for (let t = 0; t < K; t++) if (pm[p + t] >= 0 || gm[g + t] >= 0) return false;
      return true;
    };
    for (const [s, e] of todo) {
      if (this.work > this.workBudget) break;
      this.work += e - s;
      this.countGold(s, e);
      const pairs: [number, number][] = [];
      for (let j = s; j + K <= e; j++) {
        const id = GK[j];
        if (cntG[id] !== 1 || stampP[id] !== sp || cntP[id] !== 1) continue;
        if (isFree(posP[id], j)) pairs.push([posP[id], j]);
      }
      if (!pairs.length) continue;
      pairs.sort((a, b) => a[0] - b[0]);
      const runs = chain(
        pairs.map((x) => x[0]),
        pairs.map((x) => x[1]),
      );
      this.extend(runs, 0, P.length, s, e);
      const gained = runs.reduce((n, r) => n + r.len, 0);
      if (2 * (alignedIn(s, e) + gained) < e - s) continue;
      for (const r of runs) this.mark(r.p, r.g, r.len);
    }
  }

  /** Counts the gold's K-grams starting in [from, to) under a fresh stamp (cntG, posG: the last one); returns it. */
  private countGold(from: number, to: number): number {
    const { GK, cntG, stampG, posG } = this;
    const stamp = ++this.stamp;
    for (let j = from; j + K <= to; j++) {
      const id = GK[j];
      if (stampG[id] !== stamp) {
        stampG[id] = stamp;
        cntG[id] = 0;
      }
      cntG[id]++;
      posG[id] = j;
    }
    return stamp;
  }

  private mark(p: number, g: number, len: number): void {
    for (let t = 0; t < len; t++) {
      this.pm[p + t] = g + t;
      this.gm[g + t] = p + t;
    }
  }

  /** Anchor runs of a gap: K-grams once in the gold part and at most `maxOcc` times in the page part, chained. */
  private anchors(pa: number, pb: number, ga: number, gb: number, maxOcc: number): Run[] {
    if (pb - pa < K || gb - ga < K || this.work > this.workBudget) return [];
    this.work += pb - pa + gb - ga;
    const { PK, cntP, cntG, stampP, stampG, posG } = this;
    const s = this.countGold(ga, gb);
    for (let i = pa; i + K <= pb; i++) {
      const id = PK[i];
      if (stampG[id] !== s) continue;
      if (stampP[id] !== s) {
        stampP[id] = s;
        cntP[id] = 0;
      }
      cntP[id]++;
    }
    const ps: number[] = [];
    const gs: number[] = [];
    for (let i = pa; i + K <= pb; i++) {
      const id = PK[i];
      if (stampG[id] === s && cntG[id] === 1 && cntP[id] <= maxOcc) {
        ps.push(i);
        gs.push(posG[id]);
      }
    }
    return chain(ps, gs);
  }

  /** Grows each run forward and backward while page and gold agree, up to its neighbours and aligned tokens. */
  private extend(runs: Run[], pa: number, pb: number, ga: number, gb: number): void {
    const { P, G, pm, gm } = this;
    for (let r = 0; r < runs.length; r++) {
      const run = runs[r];
      const lp = r + 1 < runs.length ? runs[r + 1].p : pb;
      const lg = r + 1 < runs.length ? runs[r + 1].g : gb;
      for (let p = run.p + run.len, g = run.g + run.len; p < lp && g < lg; p++, g++) {
        if (P[p] !== G[g] || pm[p] >= 0 || gm[g] >= 0) break;
        run.len++;
      }
    }
    for (let r = 0; r < runs.length; r++) {
      const run = runs[r];
      const lp = r > 0 ? runs[r - 1].p + runs[r - 1].len : pa;
      const lg = r > 0 ? runs[r - 1].g + runs[r - 1].len : ga;
      while (run.p > lp && run.g > lg) {
        const p = run.p - 1;
        const g = run.g - 1;
        if (P[p] !== G[g] || pm[p] >= 0 || gm[g] >= 0) break;
        run.p = p;
        run.g = g;
        run.len++;
      }
    }
  }

  /** Step 3: exact LCS of a small gap, traced early and late; the better trace is marked. */
  private fill(gap: Gap): void {
    const { P, G } = this;
    const { pa, pb, ga, gb } = gap;
    const np = pb - pa;
    const ng = gb - ga;
    const w = ng + 1;
    if (lcsTable.length < (np + 1) * w) lcsTable = new Uint16Array((np + 1) * w);
    const T = lcsTable;
    // Suffix table: T[i][j] = LCS of P[pa+i..pb) and G[ga+j..gb); traced from the start, matches come early.
    T.fill(0, np * w, np * w + w);
    for (let i = np - 1; i >= 0; i--) {
      const row = i * w;
      const below = row + w;
      const pi = P[pa + i];
      T[row + ng] = 0;
      for (let j = ng - 1; j >= 0; j--) {
        T[row + j] = pi === G[ga + j] ? T[below + j + 1] + 1 : Math.max(T[below + j], T[row + j + 1]);
      }
    }
    if (T[0] === 0) return;
    const early: number[] = [];
    for (let i = 0, j = 0; i < np && j < ng;) {
      if (P[pa + i] === G[ga + j]) {
        early.push(pa + i, ga + j);
        i++;
        j++;
      } else if (T[(i + 1) * w + j] >= T[i * w + j + 1]) i++;
      else j++;
    }
    // Prefix table: T[i][j] = LCS of P[pa..pa+i) and G[ga..ga+j); traced from the end, matches come late.
    T.fill(0, 0, w);
    for (let i = 1; i <= np; i++) {
      const row = i * w;
      const above = row - w;
      const pi = P[pa + i - 1];
      T[row] = 0;
      for (let j = 1; j <= ng; j++) {
        T[row + j] = pi === G[ga + j - 1] ? T[above + j - 1] + 1 : Math.max(T[above + j], T[row + j - 1]);
      }
    }
    const late: number[] = [];
    for (let i = np, j = ng; i > 0 && j > 0;) {
      if (P[pa + i - 1] === G[ga + j - 1]) {
        late.push(pa + i - 1, ga + j - 1);
        i--;
        j--;
      } else if (T[(i - 1) * w + j] >= T[i * w + j - 1]) i--;
      else j--;
    }
    const lateFwd: number[] = [];
    for (let t = late.length - 2; t >= 0; t -= 2) lateFwd.push(late[t], late[t + 1]);
    const a = this.score(early, gap);
    const b = this.score(lateFwd, gap);
    const preferLate = gap.right && !gap.left;
    const useLate = b.long !== a.long ? b.long > a.long : b.runs !== a.runs ? b.runs < a.runs : preferLate;
    const pairs = useLate ? lateFwd : early;
    for (let t = 0; t < pairs.length; t += 2) this.mark(pairs[t], pairs[t + 1], 1);
  }

  /** Tokens in runs of at least MIN_RUN (a run continuing aligned text beside the gap counts as long), and runs. */
  private score(pairs: number[], gap: Gap): { long: number; runs: number } {
    const { pm } = this;
    let long = 0;
    let runs = 0;
    for (let t = 0; t < pairs.length;) {
      let u = t + 2;
      while (u < pairs.length && pairs[u] === pairs[u - 2] + 1 && pairs[u + 1] === pairs[u - 1] + 1) u += 2;
      const len = (u - t) / 2;
      const p0 = pairs[t];
      const g0 = pairs[t + 1];
      const p1 = pairs[u - 2] + 1;
      const g1 = pairs[u - 1] + 1;
      const joinsLeft = p0 === gap.pa && g0 === gap.ga && p0 > 0 && pm[p0 - 1] === g0 - 1;
      const joinsRight = p1 === gap.pb && g1 === gap.gb && p1 < pm.length && pm[p1] === g1;
      if (len >= this.minRun || joinsLeft || joinsRight) long += len;
      runs++;
      t = u;
    }
    return { long, runs };
  }
}

/** The longest chain of anchors (page positions `ps` ascending) whose gold positions ascend, as runs: anchors
 * on one diagonal that touch merge; an anchor overlapping the previous run on another diagonal is dropped. */
function chain(ps: readonly number[], gs: readonly number[]): Run[] {
  const n = ps.length;
  if (!n) return [];
  const tails: number[] = [];
  const prev = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (gs[tails[mid]] < gs[i]) lo = mid + 1;
      else hi = mid;
    }
    prev[i] = lo > 0 ? tails[lo - 1] : -1;
    tails[lo] = i;
  }
  const picked: number[] = [];
  for (let i = tails[tails.length - 1]; i >= 0; i = prev[i]) picked.push(i);
  picked.reverse();
  const runs: Run[] = [];
  for (const i of picked) {
    const p = ps[i];
    const g = gs[i];
    const last = runs[runs.length - 1];
    if (last && p - last.p === g - last.g && p <= last.p + last.len) {
      last.len = Math.max(last.len, p + K - last.p);
      continue;
    }
    if (last && (p < last.p + last.len || g < last.g + last.len)) continue;
    runs.push({ p, g, len: K });
  }
  return runs;
}

// ---------------------------------------------------------------------------------------------------------
// trafilatura: snippets.

/** Partial labels from trafilatura's snippets, matched as trafilatura scores them (whitespace-normalised,
 * case-sensitive substring): a block containing a `with` snippet is main, a `without` snippet noise, a comment
 * snippet (`comments`, on some pages) comment; a block hit by snippets of two kinds, and every other block,
 * is unknown. */
function bySnippets(blocks: readonly LabelledBlock[], gold: Gold): BlockLabelling {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
  const texts = blocks.map((b) => norm(b.text));
  const hits = new Uint8Array(blocks.length);
  // A snippet found in several blocks (a caption repeated in a sidebar teaser) labels only the block nearest
  // the blocks its set's other snippets were found in alone; with none of those, it labels none.
  const find = (snippets: readonly string[] | null, bit: number): SnippetCount => {
    const found = (snippets ?? [])
      .map(norm)
      .filter(Boolean)
      .map((s) => texts.flatMap((t, i) => (t.includes(s) ? [i] : [])));
    const anchors = found.filter((at) => at.length === 1).map((at) => at[0]);
    for (const at of found) {
      if (at.length === 1) hits[at[0]] |= bit;
      else if (at.length > 1 && anchors.length) {
        const distance = (i: number) => Math.min(...anchors.map((a) => Math.abs(a - i)));
        hits[at.reduce((best, i) => (distance(i) < distance(best) ? i : best))] |= bit;
      }
    }
    return { found: found.filter((at) => at.length).length, total: found.length };
  };
  const stats = emptyStats('snippets');
  stats.snippets = {
    with: find(gold.with, 1),
    without: find(gold.without, 2),
    comments: find(gold.comments, 4),
  };
  const byBit: Record<number, BlockLabel> = { 1: 'main', 2: 'noise', 4: 'comment' };
  const labels = blocks.map((b, i) => (tokens(b.text).length ? (byBit[hits[i]] ?? null) : null));
  countLabels(labels, stats);
  return { labels, stats };
}
