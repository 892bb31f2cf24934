// Scores each page's outputs (Pith's and the peers') against the gold, and sums pages up per set (metrics.ts
// does the maths).
import { urlFor, type Gold } from '../lib/corpus';
import {
  commentCardsPage,
  commentCardsScore,
  type CommentCardsPage,
  type CommentCardsScore,
  type GoldCommentPage,
} from './comment-gold';
import {
  commentsPage,
  commentsScore,
  lcsPRF,
  meanPRF,
  pageTypeScore,
  postsPage,
  postsScore,
  regionAccuracyPage,
  shingleCounts,
  shingleScore,
  snippetCounts,
  snippetScore,
  timeScore,
  median,
  percentile,
  wordPRF,
  type CommentsPage,
  type Counts,
  type LcsResult,
  type PostLike,
  type PostsPage,
  type PRF,
  type SnippetCounts,
} from './metrics';
import type { PageResult } from './page-result';
import { PEERS, TIMED_PEERS, type Peer } from './peers';

export const ENGINES = ['pith', 'readability'] as const;
export type Engine = (typeof ENGINES)[number];

/** Sets whose gold has labelled regions (the corpus README: L3S-GN1's annotated spans). */
export const REGION_LABELLED_SETS = new Set(['l3s-gn1']);

export interface EngineOutput {
  text: string;
  comments: string[];
  posts: PostLike[];
  ms: number;
}

export interface EnginePageScore {
  shingle?: Counts;
  word?: PRF;
  lcs?: LcsResult;
  snippets?: SnippetCounts;
  comments?: CommentsPage;
  posts?: PostsPage;
  region?: number | null;
  /** Pith's comment cards against the per-comment gold, on pages that have it (no peer gives comment cards). */
  commentCards?: CommentCardsPage;
  ms: number;
}

export interface PageScore {
  set: string;
  id: string;
  error?: string;
  goldType: string | null;
  pithType: string | null;
  /** Pith's time per stage on this page (PithOutput.stages). */
  pithStages?: Record<string, number>;
  /** The gold leaves out the comments the page shows (omitted-comments.ts): its comments are not scored. */
  commentsOmitted?: true;
  /** The gold's comments are the comment section's furniture (comment-furniture.ts): scored as a page without. */
  commentFurniture?: true;
  pith?: EnginePageScore;
  readability?: EnginePageScore;
  defuddle?: EnginePageScore;
  trafilatura?: EnginePageScore;
}

export function outputsOf(result: PageResult): Record<Engine, EngineOutput> | null {
  if (!result.pith || !result.readability) return null;
  const r = result.readability;
  return { pith: result.pith, readability: { text: r.text, comments: [], posts: [], ms: r.ms } };
}

/** `commentGold`: the page's per-comment gold (bench/gold/comments.jsonl), where it has one. */
export function scorePage(result: PageResult, gold: Gold, commentGold?: GoldCommentPage): PageScore {
  const base = {
    set: result.set,
    id: result.id,
    goldType: gold.pageType,
    pithType: result.pith?.pageType ?? null,
    ...(result.pith?.stages ? { pithStages: result.pith.stages } : {}),
    ...(gold.commentsOmitted ? { commentsOmitted: true as const } : {}),
    ...(gold.commentFurniture ? { commentFurniture: true as const } : {}),
  };
  const outputs = outputsOf(result);
  if (result.error || !outputs) return { ...base, error: result.error ?? 'no output' };
  const score: PageScore = {
    ...base,
    pith: scoreEngine(outputs.pith, gold, result.set),
    readability: scoreEngine(outputs.readability, gold, result.set),
  };
  if (commentGold && score.pith && result.pith) {
    const cards = result.pith.commentCards ?? result.pith.comments.map((text) => ({ text }));
    score.pith.commentCards = commentCardsPage(cards, commentGold.comments, urlFor(gold, result.set));
  }
  // The other peers produce an article text only (no comments or posts), scored as Readability's is.
  for (const peer of ['defuddle', 'trafilatura'] as const) {
    const out = result[peer];
    if (out)
      score[peer] = scoreEngine({ text: out.text, comments: [], posts: [], ms: out.ms }, gold, result.set);
  }
  return score;
}

function scoreEngine(out: EngineOutput, gold: Gold, set: string): EnginePageScore {
  const score: EnginePageScore = { ms: out.ms };
  const fullText = typeof gold.article === 'string' && gold.article.trim().length > 0;
  if (fullText) {
    score.shingle = shingleCounts(out.text, gold.article as string);
    score.word = wordPRF(out.text, gold.article as string);
    score.lcs = lcsPRF(out.text, gold.article as string);
  }
  if (gold.with?.length || gold.without?.length) {
    score.snippets = snippetCounts(out.text, gold.with ?? [], gold.without ?? []);
  }
  // Comment gold that is full text (not trafilatura's snippets, whose pages carry no full article gold).
  if (Array.isArray(gold.comments) && fullText) score.comments = commentsPage(out.comments, gold.comments);
  if (gold.posts?.length) score.posts = postsPage(out.posts, gold.posts, urlFor(gold, set));
  if (REGION_LABELLED_SETS.has(set) && fullText) {
    const goldComments = (gold.comments ?? []).join('\n');
    const regions = [{ gold: gold.article as string, found: out.text || null }];
    if (goldComments.trim()) regions.push({ gold: goldComments, found: out.comments.join('\n') || null });
    score.region = regionAccuracyPage(regions);
  }
  return score;
}

export interface EngineSetScore {
  pages: number;
  shingle: PRF & { pages: number };
  word: PRF & { pages: number };
  lcs: PRF & { pages: number; wordLevel: number; skipped: number };
  snippets: PRF & { accuracy: number; pages: number };
  comments: ReturnType<typeof commentsScore>;
  posts: ReturnType<typeof postsScore>;
  region: { accuracy: number; pages: number };
  /** Comment cards on the pages with per-comment gold (pages 0 where none was in the run, and for the peers). */
  commentCards: CommentCardsScore;
}

export interface SetScore {
  set: string;
  pages: number;
  errors: number;
  pith: EngineSetScore;
  readability: EngineSetScore;
  /** Null where no page of the set has the peer's output (left out of the run, or not given for the set). */
  defuddle: EngineSetScore | null;
  trafilatura: EngineSetScore | null;
  pageType: ReturnType<typeof pageTypeScore>;
  time: ReturnType<typeof timeScore>;
  /** Median and 95th percentile of the in-render peers' ms (Readability's is also in `time`). */
  peerTime: Partial<Record<(typeof TIMED_PEERS)[number], { median: number; p95: number }>>;
  /** Median and 95th percentile of Pith's time in each stage, in the order the engine runs them. */
  stages: Record<string, { median: number; p95: number }>;
}

export function scoreSet(set: string, pages: PageScore[]): SetScore {
  const ok = pages.filter((p) => !p.error);
  const timed = ok.filter((p) => Number.isFinite(p.pith?.ms) && Number.isFinite(p.readability?.ms));
  return {
    set,
    pages: pages.length,
    errors: pages.length - ok.length,
    pith: engineSetScore(ok.map((p) => p.pith as EnginePageScore)),
    readability: engineSetScore(ok.map((p) => p.readability as EnginePageScore)),
    defuddle: peerSetScore(ok, 'defuddle'),
    trafilatura: peerSetScore(ok, 'trafilatura'),
    pageType: pageTypeScore(ok.map((p) => ({ gold: p.goldType, found: p.pithType }))),
    time: timeScore(
      timed.map((p) => ({ pith: p.pith?.ms as number, readability: p.readability?.ms as number })),
    ),
    peerTime: Object.fromEntries(
      TIMED_PEERS.map((peer) => {
        const ms = ok.map((p) => p[peer]?.ms).filter((v): v is number => Number.isFinite(v));
        return [peer, { median: median(ms), p95: percentile(ms, 95) }];
      }),
    ),
    stages: stageTimes(timed.map((p) => p.pithStages ?? {})),
  };
}

/**
 * Median and 95th percentile of each stage over `pages`, stages in the order the engine records them. A stage
 * a page did not run (a page type's stage on a page that declares its posts) counts as 0 ms on that page.
 */
export function stageTimes(pages: Record<string, number>[]): Record<string, { median: number; p95: number }> {
  const names = [...new Set(pages.flatMap((p) => Object.keys(p)))];
  return Object.fromEntries(
    names.map((name) => {
      const ms = pages.map((p) => p[name] ?? 0);
      return [name, { median: median(ms), p95: percentile(ms, 95) }];
    }),
  );
}

/**
 * A peer's set score over the pages that have its output; null where none has. A page where the peer ran and
 * failed has an output (empty, scored as such), so a missing output means the peer was not run or not given.
 */
function peerSetScore(pages: PageScore[], peer: 'defuddle' | 'trafilatura'): EngineSetScore | null {
  const scored = pages.map((p) => p[peer]).filter((s): s is EnginePageScore => s !== undefined);
  return scored.length ? engineSetScore(scored) : null;
}

/** The peer with the highest `pick` on `set` (NaN and absent peers skipped), or null when none has a value. */
export function bestPeer(
  set: SetScore,
  pick: (e: EngineSetScore) => number,
): { peer: Peer; value: number } | null {
  let best: { peer: Peer; value: number } | null = null;
  for (const peer of PEERS) {
    const score = set[peer];
    const value = score ? pick(score) : NaN;
    if (Number.isFinite(value) && (!best || value > best.value)) best = { peer, value };
  }
  return best;
}

function engineSetScore(pages: EnginePageScore[]): EngineSetScore {
  const pick = <K extends keyof EnginePageScore>(k: K) =>
    pages.map((p) => p[k]).filter((v) => v !== undefined && v !== null) as NonNullable<EnginePageScore[K]>[];
  const shingles = pick('shingle');
  const wordScores = pick('word');
  const lcs = pick('lcs').filter((l) => l.level !== 'skipped');
  const snippets = pick('snippets');
  const regions = pick('region');
  return {
    pages: pages.length,
    shingle: { ...shingleScore(shingles), pages: shingles.length },
    word: { ...meanPRF(wordScores), pages: wordScores.length },
    lcs: {
      ...meanPRF(lcs),
      pages: lcs.length,
      wordLevel: lcs.filter((l) => l.level === 'word').length,
      skipped: pick('lcs').length - lcs.length,
    },
    snippets: { ...snippetScore(snippets), pages: snippets.length },
    comments: commentsScore(pick('comments')),
    posts: postsScore(pick('posts')),
    region: {
      accuracy: regions.length ? regions.reduce((a, b) => a + b, 0) / regions.length : NaN,
      pages: regions.length,
    },
    commentCards: commentCardsScore(pick('commentCards')),
  };
}

/** One page's headline F1 for ranking and charts: word F1 on full-text gold, else snippet accuracy. */
export function pageF1(score: EnginePageScore | undefined): number | null {
  if (!score) return null;
  if (score.word) return score.word.f1;
  if (score.snippets) {
    const s = score.snippets;
    const total = s.tp + s.fn + s.fp + s.tn;
    return total ? (s.tp + s.tn) / total : null;
  }
  return null;
}
