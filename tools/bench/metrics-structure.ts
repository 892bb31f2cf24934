// Structure metrics of the bench (issue 3, item 2): comments, forum posts, regions, page type, time.
// Re-exported by metrics.ts, which is the one module the bench and its tests import.
import { dayParts, sameDay } from './dates';
import { expectedPageType } from '../lib/page-type';
import { median, percentile } from '../lib/stats';
import { f1Of, normaliseSpace, wordPRF, type PRF } from './metrics';

// ------------------------------------------------------------------------------------------------ comments

export interface CommentsPage {
  /** Word F1 of all found comment text against all gold comment text; null when gold has no comments. */
  f1: number | null;
  /** Comments were found on a page whose gold has none. */
  falsePositive: boolean;
}

export function commentsPage(found: string[], gold: string[]): CommentsPage {
  const has = (list: string[]) => list.some((t) => t.trim());
  if (!has(gold)) return { f1: null, falsePositive: has(found) };
  return { f1: wordPRF(found.join('\n'), gold.join('\n')).f1, falsePositive: false };
}

export interface CommentsScore {
  /** Mean comment F1 over pages whose gold has comments (NaN when none has). */
  f1: number;
  pagesWithComments: number;
  /** Share of comment-free gold pages where comments were found (NaN when every page has comments). */
  falsePositiveRate: number;
  pagesWithout: number;
}

export function commentsScore(pages: CommentsPage[]): CommentsScore {
  const withGold = pages.filter((p) => p.f1 !== null).map((p) => p.f1 as number);
  const without = pages.filter((p) => p.f1 === null);
  return {
    f1: withGold.length ? withGold.reduce((a, b) => a + b, 0) / withGold.length : NaN,
    pagesWithComments: withGold.length,
    falsePositiveRate: without.length ? without.filter((p) => p.falsePositive).length / without.length : NaN,
    pagesWithout: without.length,
  };
}

// --------------------------------------------------------------------------------------------------- posts

/** A found post matches a gold post when their word F1 reaches this (issue 3: "text F1 with a gold post ≥ 0.5"). */
export const POST_MATCH_F1 = 0.5;

export interface PostLike {
  text: string;
  author?: string | null;
  /** The author's profile link (gold authors of some forums are that link, not a name). */
  authorUrl?: string | null;
  date?: string | null;
}

export interface PostsPage {
  found: number;
  gold: number;
  matched: number;
  authorsChecked: number;
  authorsCorrect: number;
  datesChecked: number;
  datesCorrect: number;
}

const NO_CHECKS = { authorsChecked: 0, authorsCorrect: 0, datesChecked: 0, datesCorrect: 0 };

/** One-to-one matching, best pairs first, of found posts to gold posts; then author/date on the matched ones. */
export function postsPage(found: PostLike[], gold: PostLike[], pageUrl = 'http://localhost/'): PostsPage {
  const pairs: [number, number, number][] = [];
  found.forEach((f, i) =>
    gold.forEach((g, j) => {
      const f1 = wordPRF(f.text, g.text).f1;
      if (f1 >= POST_MATCH_F1) pairs.push([f1, i, j]);
    }),
  );
  pairs.sort((a, b) => b[0] - a[0]);
  const usedF = new Set<number>();
  const usedG = new Set<number>();
  const page: PostsPage = { found: found.length, gold: gold.length, matched: 0, ...NO_CHECKS };
  for (const [, i, j] of pairs) {
    if (usedF.has(i) || usedG.has(j)) continue;
    usedF.add(i);
    usedG.add(j);
    page.matched++;
    if (gold[j].author && namesAMember(gold[j].author)) {
      page.authorsChecked++;
      if (sameAuthor(found[i], gold[j].author, pageUrl)) page.authorsCorrect++;
    }
    // A gold date that names no day of the calendar ("2 Wochen her") cannot be checked.
    if (gold[j].date && dayParts(gold[j].date)) {
      page.datesChecked++;
      if (sameDate(found[i].date, gold[j].date)) page.datesCorrect++;
    }
  }
  return page;
}

/**
 * A gold author that is a link to an action on the post (phpBB's quote button, `posting.php?mode=quote&p=…`) or
 * to a script (`javascript:…profileUnavailable()`) names no member: the harvest took the wrong link of the
 * post's header (airliners.net's 50 posts, msconnection's), and no engine can agree with it. Not checked.
 */
export function namesAMember(gold: string): boolean {
  return !/^\s*javascript:|[?&]mode=(?:quote|reply|edit)\b|\bposting\.php\b/i.test(gold);
}

/**
 * The found author is the gold one: the same name, or, where the gold gives the author as a profile link
 * (harvest-forums does for most forums), the same link resolved against the page.
 */
export function sameAuthor(found: PostLike, gold: string, pageUrl: string): boolean {
  const norm = (s: string) => normaliseSpace(s).toLowerCase();
  if (found.author && norm(found.author) === norm(gold)) return true;
  const goldUrl = profileUrl(gold, pageUrl);
  if (!goldUrl || !found.authorUrl) return false;
  const foundUrl = profileUrl(found.authorUrl, pageUrl);
  if (foundUrl === goldUrl) return true;
  // A relative gold link was resolved against the page's address, the page's own links against its <base>
  // (XenForo: `<base href="…/forum/">`, `href="members/ann.22661/"`): the same profile ends with it.
  const relative = gold.trim().replace(/^\.\//, '');
  return (
    !/^(https?:|\/)/.test(relative) && !!foundUrl?.endsWith(`/${relative.replace(/\/$/, '').toLowerCase()}`)
  );
}

/** A profile link as a comparable URL (no fragment, no trailing slash), or null where `text` is a name. */
function profileUrl(text: string, pageUrl: string): string | null {
  const t = text.trim();
  if (!/^(https?:|\.{0,2}\/|[\w-]+\.(php|pl|asp)\b)|[/?=]/.test(t) || /\s/.test(t)) return null;
  try {
    const u = new URL(t, pageUrl);
    u.hash = '';
    return u.href.replace(/\/$/, '').toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Dates agree when one text contains the other, or when they name the same day: every calendar part the gold
 * gives (year, month, day; dates.ts reads the forums' formats) is the found date's.
 */
export function sameDate(found: string | null | undefined, gold: string): boolean {
  if (!found) return false;
  const a = normaliseSpace(found).toLowerCase();
  const b = normaliseSpace(gold).toLowerCase();
  return a.includes(b) || b.includes(a) || sameDay(found, gold);
}

export interface PostsScore extends PRF {
  pages: number;
  authorAccuracy: number;
  dateAccuracy: number;
}

/** Post-level precision/recall/F1 with counts summed over the set's pages that have gold posts. */
export function postsScore(pages: PostsPage[]): PostsScore {
  const sum = (k: keyof PostsPage) => pages.reduce((a, p) => a + p[k], 0);
  if (pages.length === 0)
    return { pages: 0, precision: NaN, recall: NaN, f1: NaN, authorAccuracy: NaN, dateAccuracy: NaN };
  const precision = sum('found') ? sum('matched') / sum('found') : 0;
  const recall = sum('gold') ? sum('matched') / sum('gold') : NaN;
  return {
    pages: pages.length,
    precision,
    recall,
    f1: f1Of(precision, recall),
    authorAccuracy: sum('authorsChecked') ? sum('authorsCorrect') / sum('authorsChecked') : NaN,
    dateAccuracy: sum('datesChecked') ? sum('datesCorrect') / sum('datesChecked') : NaN,
  };
}

// ------------------------------------------------------------------------ region accuracy (Pappas eq. 4)

/** A labelled informative region: its gold text, and the text the extractor gave for that region (or null). */
export interface RegionPair {
  gold: string;
  found: string | null;
}

/**
 * Pappas et al. 2012, equation 4, for one document: mean over its k labelled regions of c / (|c − r| + c),
 * with r the region's real density (characters of gold text) and c the detected region's characters, zero
 * when the region was not detected. A region counts as detected when its text matches the gold text with word
 * F1 ≥ POST_MATCH_F1 (the paper matches by annotation; we only have text). Null when no region is labelled.
 */
export function regionAccuracyPage(regions: RegionPair[]): number | null {
  const labelled = regions.filter((r) => normaliseSpace(r.gold).length > 0);
  if (labelled.length === 0) return null;
  const terms = labelled.map(({ gold, found }) => {
    const r = normaliseSpace(gold).length;
    const detected = found !== null && wordPRF(found, gold).f1 >= POST_MATCH_F1;
    const c = detected ? normaliseSpace(found).length : 0;
    return c === 0 ? 0 : c / (Math.abs(c - r) + c);
  });
  return terms.reduce((a, b) => a + b, 0) / terms.length;
}

// --------------------------------------------------------------------------------------------- page type

export interface PageTypeScore {
  /** Over pages whose gold type has an SD counterpart (article, article-with-comments, forum → multiple). */
  accuracy: number;
  pages: number;
  /** gold type → our type → count; every gold type, also WCXB's service/product/... (no SD counterpart). */
  confusion: Record<string, Record<string, number>>;
}

export function pageTypeScore(pages: { gold: string | null; found: string | null }[]): PageTypeScore {
  const confusion: Record<string, Record<string, number>> = {};
  let pagesTyped = 0;
  let correct = 0;
  for (const { gold, found } of pages) {
    if (!gold || !found) continue;
    confusion[gold] ??= {};
    confusion[gold][found] = (confusion[gold][found] ?? 0) + 1;
    const expected = expectedPageType(gold);
    if (!expected) continue;
    pagesTyped++;
    if (found === expected) correct++;
  }
  return { accuracy: pagesTyped ? correct / pagesTyped : NaN, pages: pagesTyped, confusion };
}

// ---------------------------------------------------------------------------------------------------- time

export interface TimeScore {
  pithMedian: number;
  pithP95: number;
  readabilityMedian: number;
  readabilityP95: number;
  /** Median over pages of Pith ms / Readability ms (pages where Readability took no measurable time skipped). */
  ratioMedian: number;
}

export function timeScore(pages: { pith: number; readability: number }[]): TimeScore {
  const pith = pages.map((p) => p.pith);
  const readability = pages.map((p) => p.readability);
  const ratios = pages.filter((p) => p.readability > 0).map((p) => p.pith / p.readability);
  return {
    pithMedian: median(pith),
    pithP95: percentile(pith, 95),
    readabilityMedian: median(readability),
    readabilityP95: percentile(readability, 95),
    ratioMedian: median(ratios),
  };
}
