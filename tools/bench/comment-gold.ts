// Per-comment gold (bench/gold/comments.jsonl, made as bench/gold/README.md says) and its metric: Pith's comment
// cards matched one-to-one to the gold comments by text, then cards P/R/F1 and author/date accuracy on the
// matched cards, as the harvest-forums posts are scored (metrics-structure.ts).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/paths';
import { parseCommentDate } from './comment-dates';
import { f1Of, sameAuthor, sameDate, words, type PRF } from './metrics';

export const COMMENT_GOLD_FILE = path.join(ROOT, 'bench', 'gold', 'comments.jsonl');

/** Words kept of each end of a gold comment (the page text itself is never stored: the corpus licences). */
export const SNIPPET_WORDS = 5;

/** One gold comment: its first and last words, its length in words, author and date. */
export interface GoldComment {
  /** The first SNIPPET_WORDS words of the comment's text (words as metrics.words splits them). */
  start: string;
  /** The last SNIPPET_WORDS words. */
  end: string;
  words: number;
  /** The commenter's name only; null where the page gives none. */
  author: string | null;
  /** ISO date (YYYY-MM-DD), or date-time with offset; null where the page gives none. */
  date: string | null;
  /** Index (in this page's list) of the comment this one replies to, where the page nests replies (absent on a
   * top-level comment). */
  parent?: number;
}

export interface GoldCommentPage {
  set: string;
  id: string;
  url: string;
  comments: GoldComment[];
}

/** The gold pages, keyed `set/id`; empty when the file is absent. */
export function readCommentGold(file = COMMENT_GOLD_FILE): Map<string, GoldCommentPage> {
  const pages = new Map<string, GoldCommentPage>();
  if (!fs.existsSync(file)) return pages;
  fs.readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (!line.trim()) return;
      let page: GoldCommentPage;
      try {
        page = JSON.parse(line) as GoldCommentPage;
      } catch (error) {
        throw new Error(`${file}:${i + 1}: not JSON (${(error as Error).message}).`, { cause: error });
      }
      if (!page.set || !page.id || !Array.isArray(page.comments))
        throw new Error(`${file}:${i + 1}: a page needs set, id and comments.`);
      pages.set(`${page.set}/${page.id}`, page);
    });
  return pages;
}

// ------------------------------------------------------------------------------------------------ matching

/** A found card and a gold comment may pair only when their lengths in words are within this ratio. */
export const COMMENT_LENGTH_RATIO = 0.5;

export interface CommentCard {
  text: string;
  author?: string | null;
  authorUrl?: string | null;
  date?: string | null;
}

const lower = (text: string) => words(text).map((w) => w.toLowerCase());

/** `needle` as a contiguous run of `hay`'s words (both lower-cased word lists). */
function containsRun(hay: string[], needle: string[]): boolean {
  if (needle.length === 0) return false;
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * A gold snippet is in a card when its words are a contiguous run of the card's words, or all of them but the
 * first or the last are (a word cut at the comment's edge by a quote mark or an emoji reads differently).
 */
export function snippetIn(card: string[], snippet: string): boolean {
  const s = lower(snippet);
  if (containsRun(card, s)) return true;
  return s.length > 2 && (containsRun(card, s.slice(1)) || containsRun(card, s.slice(0, -1)));
}

/**
 * How well a card fits a gold comment, 0 when they may not pair: one point for each of the gold's start and
 * end snippets found in the card, plus the ratio of the shorter length to the longer (in words). A pair needs
 * at least one snippet and lengths within COMMENT_LENGTH_RATIO, so a card holding several comments pairs with
 * none of them and a card holding part of one comment pairs only where it keeps half of it.
 */
export function commentFit(card: string[], gold: GoldComment): number {
  const snippets = (snippetIn(card, gold.start) ? 1 : 0) + (snippetIn(card, gold.end) ? 1 : 0);
  const ratio = Math.min(card.length, gold.words) / Math.max(card.length, gold.words, 1);
  if (snippets === 0 || ratio < COMMENT_LENGTH_RATIO) return 0;
  return snippets + ratio;
}

export interface CommentCardsPage {
  found: number;
  gold: number;
  matched: number;
  authorsChecked: number;
  authorsCorrect: number;
  datesChecked: number;
  datesCorrect: number;
}

/**
 * One-to-one matching, best fits first, of found comment cards to gold comments; then author and date on the
 * matched pairs where the gold has them (sameAuthor, sameDate: the rules of the forum posts).
 */
export function commentCardsPage(
  found: CommentCard[],
  gold: GoldComment[],
  pageUrl = 'http://localhost/',
): CommentCardsPage {
  const cards = found.map((c) => lower(c.text));
  const pairs: [number, number, number][] = [];
  cards.forEach((card, i) =>
    gold.forEach((g, j) => {
      const fit = commentFit(card, g);
      if (fit > 0) pairs.push([fit, i, j]);
    }),
  );
  pairs.sort((a, b) => b[0] - a[0] || a[1] - b[1] || a[2] - b[2]);
  const usedF = new Set<number>();
  const usedG = new Set<number>();
  const page: CommentCardsPage = {
    found: found.length,
    gold: gold.length,
    matched: 0,
    authorsChecked: 0,
    authorsCorrect: 0,
    datesChecked: 0,
    datesCorrect: 0,
  };
  for (const [, i, j] of pairs) {
    if (usedF.has(i) || usedG.has(j)) continue;
    usedF.add(i);
    usedG.add(j);
    page.matched++;
    const g = gold[j];
    if (g.author) {
      page.authorsChecked++;
      if (sameAuthor(found[i], g.author, pageUrl)) page.authorsCorrect++;
    }
    if (g.date) {
      page.datesChecked++;
      if (sameDay(found[i].date, g.date)) page.datesCorrect++;
    }
  }
  return page;
}

/**
 * The found date names the gold's day. The gold is a date (YYYY-MM-DD) or a date-time with the page's offset,
 * whose day is the one the page printed. A found instant with a zone is read in the gold's offset (the same
 * moment written in UTC is the same comment date); a found date printed as text (the engine's Block.date where
 * it could not read one) counts where it names that day, month/day or day/month; otherwise sameDate's rules.
 */
export function sameDay(found: string | null | undefined, gold: string): boolean {
  if (!found) return false;
  const day = gold.slice(0, 10);
  const goldOffset = offsetMinutes(gold);
  const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(found.trim())
    ? Date.parse(found.trim())
    : NaN;
  if (goldOffset !== null && Number.isFinite(instant))
    return new Date(instant + goldOffset * 60_000).toISOString().slice(0, 10) === day;
  if (sameDate(found, day)) return true;
  return parseCommentDate(found) === day || parseCommentDate(found, true) === day;
}

/** Minutes east of UTC of an ISO date-time's offset (Z is 0); null for a date, or a time without a zone. */
function offsetMinutes(iso: string): number | null {
  const m = /T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|([+-])(\d{2}):?(\d{2}))$/.exec(iso);
  if (!m) return null;
  if (m[1] === 'Z') return 0;
  return (m[2] === '-' ? -1 : 1) * (Number(m[3]) * 60 + Number(m[4]));
}

export interface CommentCardsScore extends PRF {
  pages: number;
  gold: number;
  found: number;
  matched: number;
  authorAccuracy: number;
  authorsChecked: number;
  dateAccuracy: number;
  datesChecked: number;
}

/** Card precision/recall/F1 with counts summed over pages, and author/date accuracy over the matched cards. */
export function commentCardsScore(pages: CommentCardsPage[]): CommentCardsScore {
  const sum = (k: keyof CommentCardsPage) => pages.reduce((a, p) => a + p[k], 0);
  const found = sum('found');
  const gold = sum('gold');
  const matched = sum('matched');
  const precision = pages.length ? (found ? matched / found : 0) : NaN;
  const recall = gold ? matched / gold : NaN;
  return {
    pages: pages.length,
    gold,
    found,
    matched,
    precision,
    recall,
    f1: pages.length ? f1Of(precision, recall) : NaN,
    authorAccuracy: sum('authorsChecked') ? sum('authorsCorrect') / sum('authorsChecked') : NaN,
    authorsChecked: sum('authorsChecked'),
    dateAccuracy: sum('datesChecked') ? sum('datesCorrect') / sum('datesChecked') : NaN,
    datesChecked: sum('datesChecked'),
  };
}
